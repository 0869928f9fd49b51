import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { Popup } from '../../../components/popup/Popup';
import { lastSeenStorage, ticketCache, watchedStorage } from '../../../lib/storage';
import { SCOPE, sampleTicket } from '../../support/samples';
import {
  fakeWorkerContext,
  inProcessClient,
  sampleAgent,
  settle,
  setUpWorkspace,
} from '../../support/worker';

let root: HTMLElement;
beforeEach(async () => {
  fakeBrowser.reset();
  await setUpWorkspace();
  root = document.createElement('div');
  document.body.append(root);
});
afterEach(() => {
  render(null, root);
  root.remove();
});

const flush = async () => {
  for (let i = 0; i < 5; i++)
    await act(async () => {
      await settle();
    });
};
const button = (name: string) =>
  [...root.querySelectorAll('button')].find(
    (b) => (b.getAttribute('aria-label') ?? b.textContent)?.trim() === name,
  );

function mount(env = {}) {
  const getTicket = async (id: number) =>
    sampleTicket({ id, lastThreadElementCreationTime: '2026-11-05T00:00:00.000+00:00' });
  const fake = inProcessClient(fakeWorkerContext({ api: { getTicket } }), {
    getStatus: () => ({ state: 'signed-in', agent: sampleAgent }),
  });
  const openPanel = vi.fn(async () => {});
  render(<Popup client={fake.client} env={{ openPanel, language: 'en', ...env }} />, root);
  return { ...fake, openPanel };
}

describe('Popup', () => {
  it('looks a ticket up and shows its card, as text', async () => {
    const { openPanel } = mount();
    await flush();
    expect(root.textContent).toContain('Signed in as Alex Agent');
    const input = root.querySelector<HTMLInputElement>('#lookup-input');
    expect(root.querySelector('label[for="lookup-input"]')?.textContent).toBe('Ticket ID or link');
    await act(() => {
      if (!input) throw new Error('no field');
      input.value = '#4478963';
      input.dispatchEvent(new Event('input'));
      root.querySelector('form')?.dispatchEvent(new Event('submit', { cancelable: true }));
    });
    await flush();
    const card = root.querySelector('article');
    expect(card?.textContent).toContain('Cannot log in');
    expect(card?.textContent).toContain('Accounts');
    await act(() => button('Reply in side panel')?.click());
    expect(openPanel).toHaveBeenCalledWith(4478963, undefined);
    expect(button('Watch')).toBeDefined();
  });

  it('opens a watched row with new activity, clearing the marker', async () => {
    await watchedStorage.set(SCOPE, [{ id: 7, at: 1 }]);
    await lastSeenStorage.set(SCOPE, { 7: '2026-11-03T10:00:00.000+00:00' });
    await ticketCache.set(SCOPE, 7, {
      ticket: sampleTicket({ id: 7, lastThreadElementCreationTime: '2026-11-04T00:00:00.000+00:00' }),
      fetchedAt: 1,
    });
    mount();
    await flush();
    await act(() => root.querySelector<HTMLButtonElement>('#tab-watched')?.click());
    await flush();
    expect(root.querySelector('.ticket-row')?.textContent).toContain('New activity');
    await act(() => root.querySelector<HTMLButtonElement>('.ticket-row-open')?.click());
    await flush();
    expect(root.querySelector('#tab-lookup')?.getAttribute('aria-selected')).toBe('true');
    expect((await lastSeenStorage.get(SCOPE))['7']).toBe('2026-11-05T00:00:00.000+00:00');
    await act(() => root.querySelector<HTMLButtonElement>('#tab-watched')?.click());
    await flush();
    expect(root.querySelector('.ticket-row')?.textContent).not.toContain('New activity');
  });

  it('moves between tabs with the arrow keys', async () => {
    mount();
    await flush();
    const lookup = root.querySelector<HTMLButtonElement>('#tab-lookup');
    await act(() => {
      lookup?.focus();
      lookup?.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowLeft', bubbles: true }));
    });
    expect(root.querySelector('#tab-faq')?.getAttribute('aria-selected')).toBe('true');
  });
});
