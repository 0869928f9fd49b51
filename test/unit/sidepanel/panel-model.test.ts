import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { createPanelModel } from '../../../components/sidepanel/panel-model';
import { panelTicketStorage, pendingQuoteStorage, recentStorage } from '../../../lib/storage';
import { loadDraft, setPendingQuote } from '../../../lib/tickets/drafts';
import { SCOPE } from '../../support/samples';
import { fakeWorkerContext, inProcessClient, settle, setUpWorkspace } from '../../support/worker';

let stop = () => {};
beforeEach(async () => {
  fakeBrowser.reset();
  await setUpWorkspace();
});
afterEach(() => stop());

const shown = (ticketId: number | null, scope = SCOPE) => ({ scope, ticketId });

/** The panel over the real worker, started. */
function setup() {
  const fake = inProcessClient(fakeWorkerContext());
  const model = createPanelModel(fake.client);
  stop = model.start();
  return { ...fake, model };
}

describe('panel model', () => {
  it('shows the stored ticket and follows it when the popup or the menu changes it', async () => {
    await panelTicketStorage.setValue(shown(101));
    const { model } = setup();
    await vi.waitFor(() => expect(model.ticketId.value).toBe(101));
    await panelTicketStorage.setValue(shown(202));
    await vi.waitFor(() => expect(model.ticketId.value).toBe(202));
  });

  it('never shows a ticket stored for another workspace', async () => {
    await panelTicketStorage.setValue(shown(101, 'other.scope'));
    const { model } = setup();
    await vi.waitFor(() => expect(model.ready.value).toBe(true));
    expect(model.ticketId.value).toBeNull();
    await panelTicketStorage.setValue(shown(202, 'other.scope'));
    await settle();
    expect(model.ticketId.value).toBeNull();
  });

  it('opens what the agent types: an id, "#id" or a ticket link, through the worker', async () => {
    const { model, requests } = setup();
    await vi.waitFor(() => expect(model.ready.value).toBe(true));
    expect(await model.open('#4478963')).toBe(true);
    expect(await panelTicketStorage.getValue()).toEqual(shown(4478963));
    expect((await recentStorage.get(SCOPE))[0]?.id).toBe(4478963);
    expect(await model.open('https://inbox.example.com/tickets/777')).toBe(true);
    expect(model.ticketId.value).toBe(777);
    expect(requests('showInPanel').map((r) => r.ticketId)).toEqual([4478963, 777]);
  });

  it('says why an input is not a ticket, and keeps the ticket shown', async () => {
    await panelTicketStorage.setValue(shown(101));
    const { model, count } = setup();
    await vi.waitFor(() => expect(model.ticketId.value).toBe(101));
    expect(await model.open('call 555 1234')).toBe(false);
    expect(model.lookupError.value).toMatch(/is not a ticket/);
    expect(model.ticketId.value).toBe(101);
    expect(count('showInPanel')).toBe(0);
  });

  it('gives a waiting quote to the ticket the agent picks, not to the one restored at open', async () => {
    await panelTicketStorage.setValue(shown(101));
    await setPendingQuote(await fakeWorkerContext().session(), 'from a page');
    const { model, requests } = setup();
    await vi.waitFor(() => expect(model.pendingQuote.value).toBe(true));
    expect(await loadDraft(SCOPE, 101)).toBeNull();
    await model.open('303');
    await vi.waitFor(async () => expect((await loadDraft(SCOPE, 303))?.message).toBe('> from a page\n'));
    await vi.waitFor(() => expect(model.pendingQuote.value).toBe(false));
    expect(await pendingQuoteStorage.getValue()).toBeNull();
    expect(requests('claimQuote')).toEqual([{ op: 'claimQuote', ticketId: 303 }]);
    expect(await loadDraft(SCOPE, 101)).toBeNull();
  });
});
