import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { emptyReplyFields, type ReplyFields } from '@/lib/records/reply-fields';
import { createDraftSaver } from '@/lib/sending/draft-saver';
import {
  appendToDraft,
  claimPendingQuote,
  DRAFT_BOUNDS,
  discardDraft,
  discardPendingQuote,
  loadDraft,
  PENDING_QUOTE_TTL_MS,
  quoteText,
  restoreDiscardedDraft,
  saveDraft,
  setPendingQuote,
  settleSentDraft,
} from '@/lib/sending/drafts';
import { draftIndex, draftStorage, pendingQuoteStorage } from '@/lib/storage/items';
import type { Session } from '@/lib/worker/context';
import { SCOPE } from '@/test/support/samples';
import { eventually } from '@/test/support/settle';
import { slowStorage } from '@/test/support/slow-storage';
import { fakeWorkerContext, setUpWorkspace } from '@/test/support/worker';

let session: Session;
beforeEach(async () => {
  fakeBrowser.reset();
  await setUpWorkspace();
  session = await fakeWorkerContext().session();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const fields = (message: string, more: Partial<ReplyFields> = {}): ReplyFields => ({
  ...emptyReplyFields(),
  message,
  ...more,
});
/** Saves what a composer that loaded nothing shows. */
const save = (ticketId: number, message: string, more: Partial<ReplyFields> = {}) =>
  saveDraft(session, ticketId, fields(message, more), null);
const storedIds = async () => Object.keys(await draftIndex.get(SCOPE)).sort();

describe('drafts', () => {
  it('a discarded draft is answered whole and comes back exactly; typing done meanwhile stays after it', async () => {
    const saved = await save(1, 'Hello one', {
      isHtml: true,
      attachments: [{ url: 'https://x.test/a', name: 'a' }],
    });
    const discarded = await discardDraft(session, 1);
    expect(discarded).toEqual(saved);
    expect(await loadDraft(SCOPE, 1)).toBeNull();
    expect(await discardDraft(session, 1)).toBeNull(); // nothing left to discard

    await restoreDiscardedDraft(session, saved as NonNullable<typeof saved>);
    expect(await loadDraft(SCOPE, 1)).toEqual(saved);

    await discardDraft(session, 1);
    await save(1, 'Typed since');
    await restoreDiscardedDraft(session, saved as NonNullable<typeof saved>);
    expect(await loadDraft(SCOPE, 1)).toMatchObject({ message: 'Hello one\n\nTyped since' });
  });

  it('keeps one draft per ticket, restored as saved', async () => {
    await save(1, 'Hello one', { isHtml: true, parentReplyId: 5 });
    await save(2, 'Hello two');
    expect(await loadDraft(SCOPE, 1)).toMatchObject({ message: 'Hello one', isHtml: true, parentReplyId: 5 });
    expect(await loadDraft(SCOPE, 2)).toMatchObject({ message: 'Hello two' });
  });

  it('deletes a draft that became empty instead of storing it', async () => {
    await save(1, 'text');
    await saveDraft(session, 1, fields('   '), fields('text'));
    expect(await storedIds()).toEqual([]);
    expect(await draftStorage.get(SCOPE, 1)).toBeNull();
  });

  it('drops drafts older than the time limit', async () => {
    await save(1, 'old');
    const later = Date.now() + DRAFT_BOUNDS.maxAgeMs + 1000;
    expect(await loadDraft(SCOPE, 1, later)).toBeNull();
    vi.useFakeTimers({ now: later, toFake: ['Date'] });
    await save(2, 'new');
    expect(await storedIds()).toEqual(['2']);
    expect(await draftStorage.get(SCOPE, 1)).toBeNull();
  });

  it('quotes appended text below what is there, never overwriting it', async () => {
    await save(7, 'My answer so far');
    await appendToDraft(session, 7, 'first line\nsecond line');
    expect((await loadDraft(SCOPE, 7))?.message).toBe('My answer so far\n\n> first line\n> second line\n');
  });

  it('serializes quick appends so none is lost', async () => {
    await Promise.all([
      appendToDraft(session, 7, 'one'),
      appendToDraft(session, 7, 'two'),
      appendToDraft(session, 7, 'three'),
    ]);
    expect((await loadDraft(SCOPE, 7))?.message).toBe('> one\n\n> two\n\n> three\n');
  });

  it('adds an attachment once per URL', async () => {
    const link = { url: 'https://example.com/a.pdf', name: 'a.pdf' };
    await appendToDraft(session, 7, '', link);
    await appendToDraft(session, 7, 'see this', link);
    const stored = await loadDraft(SCOPE, 7);
    expect(stored?.attachments).toEqual([link]);
    expect(stored?.message).toBe('> see this\n');
  });

  it('merges a save from a composer that did not see the latest quote, losing neither', async () => {
    await save(7, 'Hello');
    await appendToDraft(session, 7, 'quoted');
    await saveDraft(session, 7, fields('Hello there'), fields('Hello'));
    expect((await loadDraft(SCOPE, 7))?.message).toBe('Hello there\n\n> quoted\n');
  });

  it('moves a pending quote into the ticket the agent picks, once', async () => {
    await save(9, 'Existing');
    await setPendingQuote(session, 'quoted from a page', { url: 'https://example.com/p', name: 'page' });
    expect(await claimPendingQuote(session, 9)).toBe(true);
    expect(await claimPendingQuote(session, 9)).toBe(false);
    expect(await pendingQuoteStorage.getValue()).toBeNull();
    expect(await loadDraft(SCOPE, 9)).toMatchObject({
      message: 'Existing\n\n> quoted from a page\n',
      attachments: [{ url: 'https://example.com/p', name: 'page' }],
    });
  });

  it('a second quote stored while the first is claimed or discarded waits for the agent, never wiped', async () => {
    slowStorage();
    await setPendingQuote(session, 'first quote');
    await Promise.all([claimPendingQuote(session, 9), setPendingQuote(session, 'second quote')]);
    expect((await loadDraft(SCOPE, 9))?.message).toBe('> first quote\n');
    expect(await pendingQuoteStorage.getValue()).toMatchObject({ text: 'second quote' });

    await save(4, 'Hello\n\n> placed quote\n');
    await setPendingQuote(session, 'placed quote', undefined, { placedIn: 4 });
    await Promise.all([discardPendingQuote(session), setPendingQuote(session, 'third quote')]);
    expect((await loadDraft(SCOPE, 4))?.message).toBe('Hello');
    expect(await pendingQuoteStorage.getValue()).toMatchObject({ text: 'third quote' });
  });

  it('ignores a pending quote nobody claimed for too long', async () => {
    await setPendingQuote(session, 'stale');
    expect(await claimPendingQuote(session, 9, Date.now() + PENDING_QUOTE_TTL_MS + 1)).toBe(false);
    expect(await loadDraft(SCOPE, 9)).toBeNull();
  });

  it('leaves a pending quote of another workspace where it is', async () => {
    await pendingQuoteStorage.setValue({ scope: 'other.scope', text: 'elsewhere', at: Date.now() });
    expect(await claimPendingQuote(session, 9)).toBe(false);
    expect(await pendingQuoteStorage.getValue()).toMatchObject({ text: 'elsewhere' });
    expect(await loadDraft(SCOPE, 9)).toBeNull();
  });

  it('after a send, deletes the draft only if it still holds what was sent', async () => {
    await save(1, 'sent text');
    await save(2, 'sent text');
    await appendToDraft(session, 2, 'added while sending');
    await settleSentDraft(session, 1, 'sent text');
    await settleSentDraft(session, 2, 'sent text');
    expect(await loadDraft(SCOPE, 1)).toBeNull();
    expect((await loadDraft(SCOPE, 2))?.message).toContain('added while sending');
  });

  it('writes nothing for a session that has ended', async () => {
    const context = fakeWorkerContext();
    const ended = await context.session();
    context.endSessions();
    await saveDraft(ended, 1, fields('late'), null);
    expect(await loadDraft(SCOPE, 1)).toBeNull();
  });

  it('quotes blank lines as a bare ">"', () => {
    expect(quoteText('a\r\n\r\nb  ')).toBe('> a\n>\n> b');
  });

  it("quotes a page's text as data: escaped in an HTML draft, its marks escaped in the shorthand", async () => {
    const hostile = `<img src=x onerror=alert('quote')> <a href="javascript:x">here</a> [y](https://evil.example)`;
    await saveDraft(session, 3, { ...fields('Hi'), isHtml: true }, null);
    await appendToDraft(session, 3, hostile);
    expect((await loadDraft(SCOPE, 3))?.message).toBe(
      'Hi\n\n<blockquote>&lt;img src=x onerror=alert(&#39;quote&#39;)&gt; &lt;a href=&quot;javascript:x&quot;&gt;here&lt;/a&gt; [y](https://evil.example)</blockquote>\n',
    );
    await appendToDraft(session, 4, hostile);
    expect((await loadDraft(SCOPE, 4))?.message).toBe(
      `> <img src=x onerror=alert('quote')> <a href="javascript:x">here</a> \\[y\\](https://evil.example)\n`,
    );
  });
});

describe('draft saver', () => {
  it('saves every change without a timer, one save at a time, the newest waiting change next', async () => {
    vi.useFakeTimers(); // held still: nothing may wait for a timer
    const saved: string[] = [];
    let finish = () => {};
    const write = vi.fn(
      (draft: ReplyFields) =>
        new Promise<void>((resolve) => {
          finish = () => {
            saved.push(draft.message);
            resolve();
          };
        }),
    );
    const saver = createDraftSaver(write);
    saver.schedule(fields('H'));
    await eventually(() => expect(write).toHaveBeenCalledTimes(1));
    saver.schedule(fields('He'));
    saver.schedule(fields('Hey'));
    expect(saver.dirty).toBe(true);
    expect(write).toHaveBeenCalledTimes(1); // one at a time
    finish();
    await eventually(() => expect(write).toHaveBeenCalledTimes(2));
    finish();
    await saver.flush();
    expect(saved).toEqual(['H', 'Hey']);
    expect(saver.dirty).toBe(false);
  });

  it('with a delay, writes once after typing stops, and at once on flush', async () => {
    vi.useFakeTimers();
    const write = vi.fn(async (_: ReplyFields) => {});
    const saver = createDraftSaver(write, 400);
    saver.schedule(fields('H'));
    saver.schedule(fields('He'));
    vi.advanceTimersByTime(399);
    expect(write).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(write).toHaveBeenCalledTimes(1);
    expect(write).toHaveBeenLastCalledWith(expect.objectContaining({ message: 'He' }));
    saver.schedule(fields('Hey'));
    expect(saver.dirty).toBe(true);
    await saver.flush();
    expect(write).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1000);
    expect(write).toHaveBeenCalledTimes(2);
  });
});

/** chrome.storage.local's answer when a write would pass its 10 MB quota. */
const quotaExceeded = () => new Error('Resource::kQuotaBytes quota exceeded');

describe('a draft storage refuses', () => {
  it('fails with a sentence that says the text is not saved and why', async () => {
    vi.spyOn(fakeBrowser.storage.local, 'set').mockRejectedValueOnce(quotaExceeded());
    await expect(save(1, 'x'.repeat(100))).rejects.toMatchObject({
      code: 'bad-input',
      reason: 'error.bad-input.draft-too-large',
    });
  });

  it('leaves storage as it was, so the next draft of another ticket still saves', async () => {
    await save(1, 'Kept');
    vi.spyOn(fakeBrowser.storage.local, 'set').mockRejectedValueOnce(quotaExceeded());
    await expect(save(2, 'huge')).rejects.toMatchObject({ code: 'bad-input' });
    expect(await storedIds()).toEqual(['1']);
    await save(3, 'small');
    expect(await storedIds()).toEqual(['1', '3']);
    expect((await loadDraft(SCOPE, 1))?.message).toBe('Kept');
    expect(await loadDraft(SCOPE, 2)).toBeNull();
  });
});
