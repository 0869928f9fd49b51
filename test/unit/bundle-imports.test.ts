import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { filesUnder } from '../support/source-files';

// What the extension ships is what its modules import (README, "Performance"): full zod would add
// ~15 KiB gzip to the worker. The server and the tests may use it.

const extension = () => [...filesUnder('lib'), ...filesUnder('components'), ...filesUnder('entrypoints')];
const importsOf = (file: string) =>
  [...readFileSync(file, 'utf8').matchAll(/\bfrom\s+'([^']+)'|\bimport\s*\(\s*'([^']+)'\s*\)/g)].map(
    (match) => (match[1] ?? match[2]) as string,
  );

describe('what the extension imports', () => {
  it('reads with zod/mini, through lib/zod.ts only', () => {
    const offences = extension().flatMap((file) =>
      importsOf(file)
        .filter((spec) => spec === 'zod' || spec.startsWith('zod/'))
        .filter((spec) => !(file === join('lib', 'zod.ts') && spec === 'zod/mini'))
        .map((spec) => `${file}: '${spec}'`),
    );
    expect(offences, 'Import `z` from lib/zod.ts (zod/mini); full zod is for the server and tests.').toEqual(
      [],
    );
  });

  it('asks ofetch for text in every call, so destr (its JSON parser) can stay out of the worker', () => {
    const offences = extension().flatMap((file) => {
      const code = readFileSync(file, 'utf8');
      if (!importsOf(file).includes('ofetch')) return [];
      // Each ofetch call (or fetcher made by ofetch.create) names its options: they must ask for text.
      const calls = code.match(/\bofetch(?:\.create|\.raw)?\(/g) ?? [];
      const text = code.match(/responseType: 'text'/g) ?? [];
      return calls.length > text.length
        ? [`${file}: ${calls.length} ofetch calls, ${text.length} ask for text`]
        : [];
    });
    expect(
      offences,
      "Pass responseType: 'text' and parse the body yourself: wxt.config.ts replaces destr with lib/api/destr-stand-in.ts.",
    ).toEqual([]);
  });
});
