import { describe, expect, it } from 'vitest';
import { rankReplies } from '@/lib/saved-replies/ranking';

const replies = [
  { id: 'a', name: 'Greeting', shortcut: 'hi' },
  { id: 'b', name: 'Refund done', shortcut: 'refund' },
  { id: 'c', name: 'Ask for a refund reference', shortcut: 'ref' },
  { id: 'd', name: 'Closing', shortcut: '' },
  { id: 'e', name: 'Référence client', shortcut: 'client' },
];
const ids = (query: string, usage: Record<string, number> = {}) =>
  rankReplies(replies, query, usage).map((r) => r.id);

describe('ranking saved replies for what follows /', () => {
  it('lists everything in saved order when nothing is typed and nothing was used', () => {
    expect(ids('')).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('puts the most recently used first among equals', () => {
    expect(ids('', { d: 200, b: 100 })).toEqual(['d', 'b', 'a', 'c', 'e']);
  });

  it('ranks an exact shortcut, then shortcut prefixes, then words of the name', () => {
    expect(ids('ref')).toEqual(['c', 'b', 'e']);
    expect(ids('ref', { b: 500, e: 900 })).toEqual(['c', 'b', 'e']);
    expect(ids('re', { b: 500 })).toEqual(['b', 'c', 'e']);
  });

  it('matches case and accents loosely, and drops what does not match', () => {
    expect(ids('REFERENCE')).toEqual(['c', 'e']);
    expect(ids('clo')).toEqual(['d']);
    expect(ids('zzz')).toEqual([]);
  });
});
