import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { operationNames } from '@/lib/messaging/protocol';
import { importGraph, PAGE_ENTRYPOINTS, reachable } from '@/test/support/import-graph';

// No route around the safeguards: an operation no page calls is a door nobody watches (the old
// `createReply` posted without the undo window or the collision check). Every operation of the
// protocol is called by the extension's own pages.

describe('the protocol', () => {
  it('has a caller in the pages for every operation', () => {
    const pages = [...reachable(importGraph(), PAGE_ENTRYPOINTS).keys()].map((file) =>
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
