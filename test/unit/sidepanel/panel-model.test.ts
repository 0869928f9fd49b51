import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { createPanelModel } from '../../../components/sidepanel/panel-model';
import { panelTicketStorage, pendingQuoteStorage } from '../../../lib/storage';
import { loadDraft, setPendingQuote } from '../../../lib/tickets/drafts';

beforeEach(() => fakeBrowser.reset());

describe('panel model', () => {
  it('shows the stored ticket and follows it when the popup or the menu changes it', async () => {
    await panelTicketStorage.setValue(101);
    const model = createPanelModel();
    const stop = model.start();
    await vi.waitFor(() => expect(model.ticketId.value).toBe(101));
    await panelTicketStorage.setValue(202);
    await vi.waitFor(() => expect(model.ticketId.value).toBe(202));
    stop();
  });

  it('opens what the agent types: an id, "#id" or a ticket link', async () => {
    const model = createPanelModel();
    model.start();
    expect(await model.open('#4478963')).toBe(true);
    expect(await panelTicketStorage.getValue()).toBe(4478963);
    expect(await model.open('https://inbox.example.com/tickets/777')).toBe(true);
    expect(model.ticketId.value).toBe(777);
  });

  it('says why an input is not a ticket, and keeps the ticket shown', async () => {
    await panelTicketStorage.setValue(101);
    const model = createPanelModel();
    model.start();
    await vi.waitFor(() => expect(model.ticketId.value).toBe(101));
    expect(await model.open('call 555 1234')).toBe(false);
    expect(model.lookupError.value).toMatch(/is not a ticket/);
    expect(model.ticketId.value).toBe(101);
  });

  it('gives a waiting quote to the ticket the agent picks, not to the one restored at open', async () => {
    await panelTicketStorage.setValue(101);
    await setPendingQuote('from a page');
    const model = createPanelModel();
    model.start();
    await vi.waitFor(() => expect(model.pendingQuote.value).toBe(true));
    expect(await loadDraft(101)).toBeNull();
    await model.open('303');
    expect((await loadDraft(303))?.message).toBe('> from a page\n');
    await vi.waitFor(() => expect(model.pendingQuote.value).toBe(false));
    expect(await pendingQuoteStorage.getValue()).toBeNull();
  });
});
