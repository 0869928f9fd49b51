import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { SidedeskError } from '@/lib/api/errors';
import { emptyReplyFields, type ReplyFields } from '@/lib/records/reply-fields';
import { loadDraft, saveDraft } from '@/lib/sending/drafts';
import { queueReply, sendDue, sendNow } from '@/lib/sending/worker/send-queue';
import { type SendOutcome, sendOutcomeStorage, waitingSendsStorage } from '@/lib/storage/items';
import { SCOPE, sampleSettings } from '@/test/support/samples';
import { fakeService } from '@/test/support/send-service';
import { eventually } from '@/test/support/settle';
import { setUpWorkspace } from '@/test/support/worker';

// Send now pressed while the outbox's own attempt is under way (and the other way round), after
// the service answered HTTP 500 and the reply waited in the outbox: the reply is posted once, and
// its text is nowhere else (not back in the ticket's draft, where the agent could send it again).
// test/e2e/reliability.spec.ts (the burst) does this against the sandbox.

const TICKET = 4478963;
const SEND = '00000000-0000-4000-8000-000000000001';
const NOW = Date.parse('2026-11-28T12:00:00Z');
const typed: ReplyFields = { ...emptyReplyFields(), message: 'Burst reply after HTTP 500.' };
const http500 = () => new SidedeskError('server', { reason: 'error.server.write', ambiguous: true });
type Queued = SendOutcome & { state: 'queued' };

/** A service that answers the first POST with a 500, then holds the reads and POSTs at `gate`. */
function heldService(gate: 'read' | 'post') {
  const service = fakeService({ post: [http500()] });
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  let holding = false;
  const entered = vi.fn();
  const hold = <A extends unknown[], R>(call: (...args: A) => Promise<R>) =>
    vi.fn(async (...args: A) => {
      if (holding) {
        entered();
        await opened;
      }
      return call(...args);
    });
  if (gate === 'read') service.api.getTicket = hold(service.api.getTicket);
  else service.api.createReply = hold(service.api.createReply);
  return { ...service, entered, hold: () => (holding = true), open: () => open() };
}

/** The agent sent; the service answered 500 and the ticket did not move: it waits in the outbox. */
async function waitsInOutbox(service: ReturnType<typeof heldService>) {
  await saveDraft(await service.context.session(), TICKET, typed, null);
  await queueReply(service.context, { ticketId: TICKET, sendId: SEND, reply: typed, seen: null });
  await sendDue(service.context); // the undo window is 0: due at once
  const kept = (await sendOutcomeStorage.get(SCOPE, TICKET)) as Queued;
  expect(kept).toMatchObject({ state: 'queued', error: { code: 'server' } });
  expect((await loadDraft(SCOPE, TICKET))?.message).toBeUndefined();
  return kept;
}

async function postedOnceAndNowhereElse(service: ReturnType<typeof heldService>) {
  expect(service.posted).toEqual([typed.message]);
  expect(await sendOutcomeStorage.get(SCOPE, TICKET)).toMatchObject({ state: 'sent', sendId: SEND });
  expect((await loadDraft(SCOPE, TICKET))?.message ?? '').not.toContain(typed.message);
  expect(await waitingSendsStorage.getValue()).toEqual([]);
}

beforeEach(async () => {
  fakeBrowser.reset();
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
  await setUpWorkspace(sampleSettings({ undoSendSeconds: 0 }));
});

describe.each(['read', 'post'] as const)('Send now racing the outbox, held at the %s', (gate) => {
  it('the outbox tries first, Send now is pressed meanwhile: posted once, not in the draft', async () => {
    const service = heldService(gate);
    const kept = await waitsInOutbox(service);
    vi.setSystemTime(kept.nextAt);
    service.hold();
    const own = sendDue(service.context, kept.nextAt);
    await eventually(() => expect(service.entered).toHaveBeenCalled());
    const pressed = sendNow(service.context, TICKET, SEND);
    const pressedAgain = sendNow(service.context, TICKET, SEND);
    service.open();
    await Promise.all([own, pressed, pressedAgain]);
    await sendDue(service.context, kept.nextAt + 1_000); // a later wake-up finds nothing to do
    await postedOnceAndNowhereElse(service);
  });

  it('Send now first, the outbox’s alarm and `online` meanwhile: posted once, not in the draft', async () => {
    const service = heldService(gate);
    const kept = await waitsInOutbox(service);
    vi.setSystemTime(kept.nextAt);
    service.hold();
    const pressed = sendNow(service.context, TICKET, SEND);
    await eventually(() => expect(service.entered).toHaveBeenCalled());
    const own = sendDue(service.context, kept.nextAt);
    const online = sendDue(service.context, kept.nextAt, 'online');
    service.open();
    await Promise.all([pressed, own, online]);
    await sendDue(service.context, kept.nextAt + 1_000);
    await postedOnceAndNowhereElse(service);
  });
});
