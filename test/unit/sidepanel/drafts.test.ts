import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { draftsStorage, pendingQuoteStorage } from '../../../lib/storage';
import {
  appendToDraft,
  claimPendingQuote,
  createDraftSaver,
  createDraftsMirror,
  DRAFT_TTL_MS,
  emptyDraft,
  loadDraft,
  PENDING_QUOTE_TTL_MS,
  quoteText,
  saveDraft,
  setPendingQuote,
  settleSentDraft,
} from '../../../lib/tickets/drafts';

beforeEach(() => fakeBrowser.reset());
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const draft = (ticketId: number, message: string) => ({ ...emptyDraft(ticketId), message });

describe('drafts', () => {
  it('keeps one draft per ticket, restored as saved', async () => {
    await saveDraft({ ...draft(1, 'Hello one'), isHtml: true, parentReplyId: 5 });
    await saveDraft(draft(2, 'Hello two'));
    expect(await loadDraft(1)).toMatchObject({ message: 'Hello one', isHtml: true, parentReplyId: 5 });
    expect(await loadDraft(2)).toMatchObject({ message: 'Hello two' });
  });

  it('deletes a draft that became empty instead of storing it', async () => {
    await saveDraft(draft(1, 'text'));
    await saveDraft(draft(1, '   '));
    expect(await draftsStorage.getValue()).toEqual({});
  });

  it('drops drafts older than the time limit', async () => {
    await saveDraft(draft(1, 'old'));
    const later = Date.now() + DRAFT_TTL_MS + 1000;
    expect(await loadDraft(1, later)).toBeNull();
    vi.useFakeTimers({ now: later, toFake: ['Date'] });
    await saveDraft(draft(2, 'new'));
    expect(Object.keys(await draftsStorage.getValue())).toEqual(['2']);
  });

  it('quotes appended text below what is there, never overwriting it', async () => {
    await saveDraft(draft(7, 'My answer so far'));
    await appendToDraft(7, 'first line\nsecond line');
    expect((await loadDraft(7))?.message).toBe('My answer so far\n\n> first line\n> second line\n');
  });

  it('serializes quick appends so none is lost', async () => {
    await Promise.all([appendToDraft(7, 'one'), appendToDraft(7, 'two'), appendToDraft(7, 'three')]);
    expect((await loadDraft(7))?.message).toBe('> one\n\n> two\n\n> three\n');
  });

  it('adds an attachment once per URL', async () => {
    const link = { url: 'https://example.com/a.pdf', name: 'a.pdf' };
    await appendToDraft(7, '', link);
    await appendToDraft(7, 'see this', link);
    const stored = await loadDraft(7);
    expect(stored?.attachments).toEqual([link]);
    expect(stored?.message).toBe('> see this\n');
  });

  it('moves a pending quote into the ticket the agent picks, once', async () => {
    await saveDraft(draft(9, 'Existing'));
    await setPendingQuote('quoted from a page', { url: 'https://example.com/p', name: 'page' });
    expect(await claimPendingQuote(9)).toBe(true);
    expect(await claimPendingQuote(9)).toBe(false);
    expect(await pendingQuoteStorage.getValue()).toBeNull();
    expect(await loadDraft(9)).toMatchObject({
      message: 'Existing\n\n> quoted from a page\n',
      attachments: [{ url: 'https://example.com/p', name: 'page' }],
    });
  });

  it('ignores a pending quote nobody claimed for too long', async () => {
    await setPendingQuote('stale');
    expect(await claimPendingQuote(9, Date.now() + PENDING_QUOTE_TTL_MS + 1)).toBe(false);
    expect(await loadDraft(9)).toBeNull();
  });

  it('after a send, deletes the draft only if it still holds what was sent', async () => {
    await saveDraft(draft(1, 'sent text'));
    await saveDraft(draft(2, 'sent text'));
    await appendToDraft(2, 'added while sending');
    await settleSentDraft(1, 'sent text');
    await settleSentDraft(2, 'sent text');
    expect(await loadDraft(1)).toBeNull();
    expect((await loadDraft(2))?.message).toContain('added while sending');
  });

  it('quotes blank lines as a bare ">"', () => {
    expect(quoteText('a\r\n\r\nb  ')).toBe('> a\n>\n> b');
  });
});

describe('draft saver', () => {
  it('writes once after typing stops, and at once on flush', async () => {
    vi.useFakeTimers();
    const save = vi.fn(async () => {});
    const saver = createDraftSaver(400, save);
    saver.schedule(draft(1, 'H'));
    saver.schedule(draft(1, 'He'));
    vi.advanceTimersByTime(399);
    expect(save).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenLastCalledWith(expect.objectContaining({ message: 'He' }));
    saver.schedule(draft(1, 'Hey'));
    expect(saver.dirty).toBe(true);
    await saver.flush();
    expect(save).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(1000);
    expect(save).toHaveBeenCalledTimes(2);
  });
});

/** chrome.storage.local's answer when a write would pass its 10 MB quota. */
const quotaExceeded = () => new Error('Resource::kQuotaBytes quota exceeded');

describe('a draft storage refuses', () => {
  it('fails with a sentence that says the text is not saved and why', async () => {
    vi.spyOn(draftsStorage, 'setValue').mockRejectedValueOnce(quotaExceeded());
    await expect(saveDraft(draft(1, 'x'.repeat(100)))).rejects.toMatchObject({
      code: 'bad-input',
      reason: 'error.bad-input.draft-too-large',
    });
  });

  it('leaves the mirror as storage is, so the next draft of another ticket still saves', async () => {
    await saveDraft(draft(1, 'Kept'));
    const mirror = createDraftsMirror();
    await mirror.ready;
    vi.spyOn(draftsStorage, 'setValue').mockRejectedValueOnce(quotaExceeded());
    await expect(mirror.save(draft(2, 'huge'))).rejects.toMatchObject({ code: 'bad-input' });
    await mirror.save(draft(3, 'small'));
    expect(Object.keys(await draftsStorage.getValue()).sort()).toEqual(['1', '3']);
    mirror.stop();
  });
});
