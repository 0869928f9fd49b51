import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { SidedeskError } from '@/lib/api/errors';
import { loadDraft, setPendingQuote } from '@/lib/sending/drafts';
import { pendingQuoteStorage, recentStorage } from '@/lib/storage/items';
import { createPanelModel } from '@/lib/tickets/panel-model';
import { SCOPE, SECOND_SCOPE, twoWorkspaceSettings } from '@/test/support/samples';
import { eventually } from '@/test/support/settle';
import { panelShown, pickedWorkspace, showPanel } from '@/test/support/view';
import { fakeWorkerContext, inProcessClient, settle, setUpWorkspace } from '@/test/support/worker';

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
  stop = () => model[Symbol.dispose]();
  return { ...fake, model };
}

describe('panel model', () => {
  it('shows the stored ticket and follows it when the popup or the menu changes it', async () => {
    await showPanel(shown(101));
    const { model } = setup();
    await eventually(() => expect(model.ticketId.value).toBe(101));
    await showPanel(shown(202));
    await eventually(() => expect(model.ticketId.value).toBe(202));
  });

  it('knows when the agent asked for the ticket it follows: the worker’s time of the request', async () => {
    await showPanel({ ...shown(101), at: 1_000 });
    const { model, client } = setup();
    await eventually(() => expect(model.ticketId.value).toBe(101));
    expect(model.openedAt()).toBe(1_000);
    const before = Date.now();
    await client.call({ op: 'showInPanel', ticketId: 202 });
    await eventually(() => expect(model.ticketId.value).toBe(202));
    expect(model.openedAt()).toBe((await panelShown())?.at);
    expect(model.openedAt()).toBeGreaterThanOrEqual(before);
    // A record without a time (an older worker): when the panel learned of it.
    await showPanel(shown(303));
    await eventually(() => expect(model.ticketId.value).toBe(303));
    expect(model.openedAt()).toBeGreaterThanOrEqual(before);
  });

  it('Next into another workspace makes it active and says so while that ticket shows', async () => {
    await setUpWorkspace(twoWorkspaceSettings());
    await showPanel(shown(101));
    const { model, requests } = setup();
    await eventually(() => expect(model.workspaces.value.map((w) => w.scope)).toEqual([SCOPE, SECOND_SCOPE]));
    expect(await model.openNext(SCOPE, { scope: SECOND_SCOPE, ticketId: 202 })).toBe(true);
    expect(requests('showInPanel')).toMatchObject([{ scope: SECOND_SCOPE, ticketId: 202, route: true }]);
    await eventually(() => expect(model.scope.value).toBe(SECOND_SCOPE));
    expect(await pickedWorkspace()).toBe('second');
    expect(model.ticketId.value).toBe(202);
    expect(model.crossedTo.value).toEqual({ scope: SECOND_SCOPE, ticketId: 202, workspace: 'Second' });
    // Another ticket shown there ends the words; a Next within the workspace says nothing.
    await showPanel(shown(404, SECOND_SCOPE));
    await eventually(() => expect(model.ticketId.value).toBe(404));
    expect(model.crossedTo.value).toBe(null);
    await model.openNext(SECOND_SCOPE, { scope: SECOND_SCOPE, ticketId: 202 });
    expect(model.crossedTo.value).toBe(null);
  });

  it('counts every ask for another ticket (keys typed from then on wait for its box), and no other', async () => {
    await showPanel(shown(101));
    const { model, requests } = setup();
    await eventually(() => expect(model.ticketId.value).toBe(101));
    const first = model.asked.value;
    expect(first).toBe(1);
    // Next counts at once, before the worker answers; the field counts as it follows its ticket.
    const next = model.openNext(SCOPE, { scope: SCOPE, ticketId: 202 });
    expect(model.asked.value).toBe(first + 1);
    expect(await next).toBe(true);
    await eventually(() => expect(model.ticketId.value).toBe(202));
    expect(requests('showInPanel')).toMatchObject([{ scope: SCOPE, ticketId: 202 }]);
    void model.open('303');
    expect(model.asked.value).toBe(first + 3);
    await eventually(() => expect(model.ticketId.value).toBe(303));
    // The same ticket asked for again (the popup's row of the open ticket) is no new ticket.
    const before = model.asked.value;
    await showPanel({ ...shown(303), at: Date.now() });
    await settle();
    expect(model.asked.value).toBe(before);
  });

  it('never shows a ticket stored for another workspace', async () => {
    await showPanel(shown(101, 'other.scope'));
    const { model } = setup();
    await eventually(() => expect(model.ready.value).toBe(true));
    expect(model.ticketId.value).toBeNull();
    await showPanel(shown(202, 'other.scope'));
    await settle();
    expect(model.ticketId.value).toBeNull();
  });

  it('opens what the agent types: an id, "#id" or a ticket link, through the worker', async () => {
    const { model, requests } = setup();
    await eventually(() => expect(model.ready.value).toBe(true));
    expect(await model.open('#4478963')).toBe(true);
    expect(await panelShown()).toMatchObject(shown(4478963));
    expect(await recentStorage.get(SCOPE)).toEqual([]); // joins Recent once read (noteOpened)
    expect(await model.open('https://inbox.example.com/tickets/777')).toBe(true);
    expect(model.ticketId.value).toBe(777);
    expect(requests('showInPanel').map((r) => r.ticketId)).toEqual([4478963, 777]);
  });

  it('says when the worker refuses to show it (its workspace is gone), never swallows it', async () => {
    const fake = inProcessClient(fakeWorkerContext(), {
      showInPanel: async () => {
        throw new SidedeskError('not-configured', { reason: 'error.not-configured.workspace-gone' });
      },
    });
    const model = createPanelModel(fake.client);
    stop = () => model[Symbol.dispose]();
    await eventually(() => expect(model.ready.value).toBe(true));
    expect(await model.open('#4478963')).toBe(false);
    expect(model.lookupError.value).toMatch(/This workspace was removed or its API changed/);
  });

  it('learns the inbox link form from a pasted web-inbox link, for the panel to offer', async () => {
    const { model } = setup();
    await eventually(() => expect(model.ready.value).toBe(true));
    await model.open('4478963');
    expect(model.pastedInboxLink.value).toBeNull();
    expect(await model.open('https://inbox.socialboards.com/acme/tickets?ticketId=4478904')).toBe(true);
    expect(model.ticketId.value).toBe(4478904);
    expect(model.pastedInboxLink.value).toBe('https://inbox.socialboards.com/acme/tickets?ticketId={id}');
    expect(model.workspaceId.value).toBe('default');
  });

  it('says why an input is not a ticket, and keeps the ticket shown', async () => {
    await showPanel(shown(101));
    const { model, count } = setup();
    await eventually(() => expect(model.ticketId.value).toBe(101));
    expect(await model.open('call 555 1234')).toBe(false);
    expect(model.lookupError.value).toMatch(/is not a ticket/);
    expect(model.ticketId.value).toBe(101);
    expect(count('showInPanel')).toBe(0);
  });

  it('a waiting quote follows no ticket: it lands only in the ticket the agent picks for it', async () => {
    await showPanel(shown(101));
    await setPendingQuote(await fakeWorkerContext().session(), 'from a page');
    const { model, requests } = setup();
    await eventually(() => expect(model.pendingQuote.value).toMatchObject({ text: 'from a page' }));
    await model.open('303');
    await settle();
    // Opening another ticket is not choosing it for the quote: the card still waits.
    expect(model.ticketId.value).toBe(303);
    expect(model.pendingQuote.value).toMatchObject({ text: 'from a page' });
    expect(await loadDraft(SCOPE, 303)).toBeNull();
    expect(requests('claimQuote')).toEqual([]);
    await model.claimQuoteInto(303);
    expect((await loadDraft(SCOPE, 303))?.message).toBe('> from a page\n');
    await eventually(() => expect(model.pendingQuote.value).toBeNull());
    expect(await pendingQuoteStorage.getValue()).toBeNull();
    expect(requests('claimQuote')).toEqual([{ op: 'claimQuote', ticketId: 303 }]);
    expect(await loadDraft(SCOPE, 101)).toBeNull();
  });

  it('Discard drops the waiting quote without writing any draft', async () => {
    await showPanel(shown(101));
    await setPendingQuote(await fakeWorkerContext().session(), 'not for a customer');
    const { model } = setup();
    await eventually(() => expect(model.pendingQuote.value).not.toBeNull());
    await model.discardQuote();
    await eventually(() => expect(model.pendingQuote.value).toBeNull());
    expect(await pendingQuoteStorage.getValue()).toBeNull();
    expect(await loadDraft(SCOPE, 101)).toBeNull();
  });

  it('never shows a quote waiting in another workspace', async () => {
    await pendingQuoteStorage.setValue({ scope: 'other.scope', text: 'elsewhere', at: Date.now() });
    const { model } = setup();
    await eventually(() => expect(model.ready.value).toBe(true));
    expect(model.pendingQuote.value).toBeNull();
  });
});
