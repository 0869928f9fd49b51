import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sourceFiles } from '@/test/support/source-files';

// What the extension ships is what its modules import: full zod carries its method API, JSON Schema
// and English messages, which the extension never uses. The server and the tests may use it.

const extension = () => [...sourceFiles('lib'), ...sourceFiles('components'), ...sourceFiles('entrypoints')];
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
});
