import { describe, expect, it } from 'vitest';
import { SidedeskError } from '@/lib/api/errors';
import { describeError } from '@/lib/i18n/format';
import { toRepliesFile } from '@/lib/records/replies-file-format';
import { parseRepliesFile } from '@/lib/saved-replies/replies-file';
import { savedReply } from '@/test/support/samples';

const file = (replies: unknown[], extra: Record<string, unknown> = {}) =>
  JSON.stringify({ format: 'sidedesk.saved-replies', version: 1, replies, ...extra });

/** The sentence a refused file shows. */
function refusal(text: string): string {
  try {
    parseRepliesFile(text);
  } catch (error) {
    expect(error).toBeInstanceOf(SidedeskError);
    return describeError(error);
  }
  throw new Error('the file was accepted');
}

describe('the saved-replies file', () => {
  it('round-trips: an export parses back to the same replies (ids aside)', () => {
    const replies = [
      savedReply(),
      savedReply({ id: 'r2', name: 'Hi', shortcut: '', outcome: null, isHtml: true }),
    ];
    const parsed = parseRepliesFile(JSON.stringify(toRepliesFile(replies)));
    expect(parsed).toEqual(replies.map(({ id: _, ...data }) => data));
  });

  it('is version 1 without fill-in fields, so older Sidedesks read it; version 2 with them', () => {
    expect(toRepliesFile([savedReply({ text: 'Hi {{customer.firstName}}' })]).version).toBe(1);
    const asking = [savedReply(), savedReply({ id: 'r2', name: 'Ask', text: 'Order {{ask:Order|number}}' })];
    const exported = toRepliesFile(asking);
    expect(exported.version).toBe(2);
    expect(parseRepliesFile(JSON.stringify(exported))).toEqual(asking.map(({ id: _, ...data }) => data));
  });

  it('fills optional fields with their defaults', () => {
    expect(parseRepliesFile(file([{ name: 'Short', text: 'Hello' }]))).toEqual([
      { name: 'Short', shortcut: '', text: 'Hello', isHtml: false, outcome: null, attachments: [] },
    ]);
  });

  it.each([
    ['not JSON', '{"format": ', 'The file is not valid JSON.'],
    [
      'another JSON file',
      '{"name": "x"}',
      'The file is not a saved-replies file: its "format" must be "sidedesk.saved-replies".',
    ],
    [
      'a newer version',
      JSON.stringify({ format: 'sidedesk.saved-replies', version: 3, replies: [] }),
      'The file is version 3 of the saved-replies format, from a newer Sidedesk: update Sidedesk to import it.',
    ],
    [
      'a bad shortcut',
      file([
        { name: 'a', text: 'b' },
        { name: 'c', text: 'd', shortcut: 'Has Space' },
      ]),
      'The file has a missing or wrong value at replies[1].shortcut.',
    ],
    ['a missing name', file([{ text: 'b' }]), 'The file has a missing or wrong value at replies[0].name.'],
    [
      'an unknown outcome',
      file([{ name: 'a', text: 'b', outcome: 'delete-ticket' }]),
      'The file has a missing or wrong value at replies[0].outcome.',
    ],
    [
      'an unknown field',
      file([{ name: 'a', text: 'b', color: 'red' }]),
      'The file has a field Sidedesk does not know: replies[0].color.',
    ],
    [
      'an attachment that is not a web address',
      file([{ name: 'a', text: 'b', attachments: [{ url: 'javascript:alert(1)', name: 'x' }] }]),
      'The file has a missing or wrong value at replies[0].attachments[0].url.',
    ],
    [
      'no replies list',
      JSON.stringify({ format: 'sidedesk.saved-replies', version: 1 }),
      'The file has a missing or wrong value at replies.',
    ],
    [
      'too many replies',
      file(Array.from({ length: 501 }, (_, i) => ({ name: `n${i}`, text: 't' }))),
      'A workspace holds at most 500 saved replies.',
    ],
  ])('refuses %s with a sentence naming the problem', (_, text, sentence) => {
    expect(refusal(text)).toBe(sentence);
  });
});
