// @vitest-environment happy-dom
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { Popup } from '@/components/popup/Popup';
import {
  lastSeenStorage,
  recentStorage,
  seenFactsStorage,
  ticketCache,
  watchedStorage,
} from '@/lib/storage/items';
import { flush, useRenderRoot } from '@/test/support/render-root';
import { SCOPE, sampleTicket } from '@/test/support/samples';
import { eventually } from '@/test/support/settle';
import { fakeWorkerContext, inProcessClient, sampleAgent, setUpWorkspace } from '@/test/support/worker';

const root = useRenderRoot();
beforeEach(async () => {
  fakeBrowser.reset();
  await setUpWorkspace();
});

/** Flushes until `selector` matches: for what loads with import() (a few rounds at most). */
const until = async (selector: string) => {
  for (let i = 0; i < 20 && !root().querySelector(selector); i++) await flush();
  return root().querySelector(selector);
};
const button = (name: string) =>
  [...root().querySelectorAll('button')].find(
    (b) => (b.getAttribute('aria-label') ?? b.textContent)?.trim() === name,
  );

function mount(env = {}) {
  const getTicket = async (id: number) =>
    sampleTicket({ id, lastThreadElementCreationTime: '2026-11-05T00:00:00.000+00:00' });
  const fake = inProcessClient(fakeWorkerContext({ api: { getTicket } }), {
    getStatus: () => ({ state: 'signed-in', agent: sampleAgent }),
  });
  const openPanel = vi.fn(async () => {});
  const close = vi.fn();
  const readTab = vi.fn(async () => ({ url: 'https://mail.example/', title: 'Sidedesk' }));
  render(<Popup client={fake.client} env={{ openPanel, close, readTab, language: 'en', ...env }} />, root());
  return { ...fake, openPanel, close };
}

const type = (text: string) =>
  act(() => {
    const input = root().querySelector<HTMLInputElement>('#lookup-input');
    if (!input) throw new Error('no field');
    input.value = text;
    input.dispatchEvent(new Event('input'));
    root()
      .querySelector('form')
      ?.dispatchEvent(new Event('submit', { cancelable: true }));
  });
const key = (target: Element | null | undefined, key: string) =>
  act(() => {
    target?.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
  });
const watchedRow = async () => {
  await watchedStorage.set(SCOPE, [
    { id: 8, at: 2 },
    { id: 7, at: 1 },
  ]);
  await lastSeenStorage.set(SCOPE, {
    7: '2026-11-03T10:00:00.000+00:00',
    8: '2026-11-04T00:00:00.000+00:00',
  });
  // At the last look #7 had one reply fewer and was completed.
  await seenFactsStorage.set(SCOPE, { 7: { replyCount: 1, status: 'completed' } });
  for (const id of [7, 8])
    await ticketCache.set(SCOPE, id, {
      ticket: sampleTicket({ id, lastThreadElementCreationTime: '2026-11-04T00:00:00.000+00:00' }),
      fetchedAt: Date.now() + 60_000, // newer than the refresh: the rows keep these copies
    });
};

describe('Popup', () => {
  it('opens a typed ticket in the side panel in one step, then closes', async () => {
    const { openPanel, close, requests } = mount();
    await flush();
    expect(root().textContent).toContain('Signed in as Alex Agent');
    expect(root().querySelector('label[for="lookup-input"]')?.textContent).toBe('Ticket ID or link');
    await type('#4478963');
    // The launcher loads on first use (a dynamic import): wait for it by polling.
    await eventually(() => expect(close).toHaveBeenCalledTimes(1));
    // The open is fixed to the active workspace from start to end: the panel, the read and Recent.
    expect(openPanel).toHaveBeenCalledWith(4478963, undefined, SCOPE);
    expect(requests('getTicket')).toEqual([{ op: 'getTicket', ticketId: 4478963, scope: SCOPE }]);
    expect(requests('noteOpened')).toEqual([
      { op: 'noteOpened', ticketId: 4478963, openedAt: expect.any(Number), scope: SCOPE },
    ]);
    expect(close).toHaveBeenCalledTimes(1);
    expect(root().querySelector('[role="alert"]')).toBeNull();
  });

  it('offers the ticket of the page under it, and Enter in the empty field opens it', async () => {
    const readTab = async () => ({
      url: 'https://inbox.example.com/tickets/4478950',
      title: 'Double charge',
    });
    const { openPanel } = mount({ readTab });
    const offer = await until('.on-this-page');
    expect(offer?.textContent).toContain('On this page:');
    expect(offer?.textContent).toContain('#4478950');
    expect(offer?.textContent).toContain('Double charge');
    await type('');
    expect(openPanel).toHaveBeenCalledWith(4478950, undefined, SCOPE);
  });

  it('opens on the watched ticket with new activity, first, marked and counted', async () => {
    await watchedRow();
    const { openPanel } = mount();
    await flush();
    expect(root().querySelector('#tab-watched')?.getAttribute('aria-selected')).toBe('true');
    expect(root().querySelector('#tab-watched .tab-count')?.textContent).toBe('1');
    expect(root().querySelector('#tab-watched')?.getAttribute('aria-label')).toBe(
      'Watched, 1 ticket with new activity',
    );
    const first = root().querySelector('.ticket-row');
    expect(first?.textContent).toContain('#7');
    expect(first?.textContent).toContain('New activity');
    // What changed in place of the customer's first words.
    expect(first?.querySelector('.ticket-row-excerpt')?.textContent).toBe('+1 reply · reopened');
    expect(first?.querySelectorAll('time')).toHaveLength(1); // one relative time per row
    await act(() => root().querySelector<HTMLButtonElement>('.ticket-row-open')?.click());
    await flush();
    expect(openPanel).toHaveBeenCalledWith(7, undefined, SCOPE);
    expect((await lastSeenStorage.get(SCOPE))['7']).toBe('2026-11-05T00:00:00.000+00:00'); // as fetched
    expect(root().querySelector('.ticket-row')?.textContent).not.toContain('New activity');
  });

  it('shows a watched ticket in Recent once, without repeating what changed', async () => {
    await watchedRow();
    await recentStorage.set(SCOPE, [{ id: 7, at: 3 }]);
    mount();
    await flush();
    await act(() => root().querySelector<HTMLButtonElement>('#tab-recent')?.click());
    await flush();
    const rows = root().querySelectorAll('#panel-recent .ticket-row');
    expect(rows).toHaveLength(1);
    expect(rows[0]?.textContent).toContain('#7');
    expect(rows[0]?.textContent).not.toContain('+1 reply');
  });

  it('works from the keyboard: arrows move, W watches, Delete removes with Undo', async () => {
    await watchedRow();
    mount();
    await flush();
    const list = root().querySelector('ul.rows');
    const rows = () => [...root().querySelectorAll<HTMLButtonElement>('.ticket-row-open')];
    rows()[0]?.focus();
    await key(list, 'ArrowDown');
    expect(document.activeElement).toBe(rows()[1]);
    await key(list, 'w'); // ticket 8 was watched: W unwatches it
    await flush();
    expect((await watchedStorage.get(SCOPE)).map((e) => e.id)).toEqual([7]);
    await act(() => root().querySelector<HTMLButtonElement>('#tab-recent')?.click());
    await flush();
    expect(root().textContent).toContain('No recent tickets yet');
  });

  it('removes a watched row with Delete and puts it back with Undo', async () => {
    await watchedRow();
    mount();
    await flush();
    const list = root().querySelector('ul.rows');
    root().querySelector<HTMLButtonElement>('.ticket-row-open')?.focus();
    await key(list, 'Delete');
    await flush();
    expect((await watchedStorage.get(SCOPE)).map((e) => e.id)).toEqual([8]);
    expect(root().querySelector('.undo')?.textContent).toContain('Removed #7.');
    expect(document.activeElement?.getAttribute('data-ticket-id')).toBe('8');
    await act(() => button('Undo')?.click());
    await flush();
    expect((await watchedStorage.get(SCOPE)).map((e) => e.id)).toEqual([8, 7]);
  });

  it('moves between tabs with the arrow keys', async () => {
    mount();
    await flush();
    const recent = root().querySelector<HTMLButtonElement>('#tab-recent');
    recent?.focus();
    await key(recent, 'ArrowRight');
    expect(root().querySelector('#tab-drafts')?.getAttribute('aria-selected')).toBe('true');
    await key(root().querySelector('#tab-drafts'), 'ArrowRight');
    expect(root().querySelector('#tab-snoozed')?.getAttribute('aria-selected')).toBe('true');
    await key(root().querySelector('#tab-snoozed'), 'ArrowRight');
    expect(root().querySelector('#tab-watched')?.getAttribute('aria-selected')).toBe('true');
  });

  it('opens More at once and keeps the tree and the FAQ behind it, loaded on demand', async () => {
    mount();
    await flush();
    await act(() => root().querySelector<HTMLButtonElement>('.more-button')?.click());
    expect(root().querySelector('#more-categories')).not.toBeNull(); // no chunk to wait for
    await act(() => button('Browse categories')?.click());
    expect(await until('#category-filter')).not.toBeNull();
    expect(root().querySelector('[role="tablist"]')).toBeNull();
    await act(() => root().querySelector<HTMLButtonElement>('.more-back')?.click());
    expect(root().querySelector('[role="tablist"]')).not.toBeNull();
  });
});
