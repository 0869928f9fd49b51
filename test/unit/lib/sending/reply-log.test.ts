import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { emptyReplyFields, mergeReply } from '@/lib/records/reply-fields';
import { nameFromUrl, readAttachment } from '@/lib/sending/attachment-input';
import { excerptOf, logReply, REPLY_LOG_CAP } from '@/lib/sending/reply-log';
import { replyLogStorage } from '@/lib/storage/items';
import { SCOPE, sampleReply } from '@/test/support/samples';
import { fakeWorkerContext, setUpWorkspace } from '@/test/support/worker';

beforeEach(async () => {
  fakeBrowser.reset();
  await setUpWorkspace();
});

describe('attachments', () => {
  it('names an attachment after its file when no name is given', () => {
    expect(nameFromUrl('https://x.example/a/b/Invoice%2012.pdf?x=1')).toBe('Invoice 12.pdf');
    expect(nameFromUrl('https://x.example/')).toBe('x.example');
    expect(readAttachment('https://x.example/f.txt', '', [])).toEqual({
      attachment: { url: 'https://x.example/f.txt', name: 'f.txt' },
    });
  });
  it.each([
    ['', 'Enter the attachment'],
    ['javascript:alert(1)', 'http or https'],
    ['not a url', 'http or https'],
  ])('refuses %o with a sentence', (url, sentence) => {
    const read = readAttachment(url, 'n', []);
    expect('problem' in read && read.problem).toContain(sentence);
  });
});

describe('merging a draft changed behind the composer', () => {
  const d = (message: string, urls: string[] = []) => ({
    ...emptyReplyFields(),
    message,
    attachments: urls.map((url) => ({ url, name: url })),
  });
  it('adds what was appended to the unsaved text', () => {
    expect(mergeReply(d('Hi there'), d('Hi'), d('Hi\n\n> q\n', ['https://a'])).message).toBe(
      'Hi there\n\n> q\n',
    );
  });
  it('loses neither side when the stored text was rewritten', () => {
    expect(mergeReply(d('Mine'), d('Old'), d('Other')).message).toBe('Mine\n\nOther');
  });
  it('keeps the unsaved text when nothing is stored any more', () => {
    expect(mergeReply(d('Mine'), d('Old'), null).message).toBe('Mine');
  });
  it('unites the attachments', () => {
    expect(
      mergeReply(d('', ['https://a']), d(''), d('', ['https://a', 'https://b'])).attachments,
    ).toHaveLength(2);
  });
});

describe('reply log', () => {
  it('logs each reply once, newest last, capped', async () => {
    const session = await fakeWorkerContext().session();
    for (let id = 1; id <= REPLY_LOG_CAP + 2; id++) await logReply(session, sampleReply({ id, ticketId: 9 }));
    await logReply(session, sampleReply({ id: REPLY_LOG_CAP + 2, ticketId: 9 }));
    const log = (await replyLogStorage.get(SCOPE, 9)) ?? [];
    expect(log).toHaveLength(REPLY_LOG_CAP);
    expect(log.at(-1)?.id).toBe(REPLY_LOG_CAP + 2);
  });
  it('excerpts a reply as one plain line', () => {
    expect(excerptOf('<p>Hello\n<b>there</b></p>')).toBe('Hello there');
    expect(excerptOf('x'.repeat(200))).toHaveLength(80);
  });
});
