import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { operationNames } from '@/lib/messaging/protocol';

// No route around the safeguards: an operation no page calls is a door nobody watches (the old
// `createReply` posted without the undo window or the collision check). Every operation of the
// protocol is called by the extension's own pages.

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : /\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('the protocol', () => {
  it('has a caller in the pages for every operation', () => {
    const pages = [...filesUnder('components'), ...filesUnder('entrypoints')].map((file) =>
      readFileSync(file, 'utf8'),
    );
    const called = new Set(pages.flatMap((text) => [...text.matchAll(/\bop: '(\w+)'/g)].map((m) => m[1])));
    const unused = operationNames.filter((name) => !called.has(name));
    expect(
      unused,
      'An operation no page calls: remove it from lib/messaging/protocol.ts (and its handler), or call it.',
    ).toEqual([]);
  });
});
