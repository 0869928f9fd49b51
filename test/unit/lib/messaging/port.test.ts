import { beforeEach, describe, expect, it, vi } from 'vitest';
import { browser } from 'wxt/browser';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { createPortTransport, createProtocolClient } from '@/lib/messaging/client';
import { type PortReply, type PortRequest, PROTOCOL_PORT } from '@/lib/messaging/port';
import { type Handlers, servePort } from '@/lib/messaging/server';
import { fakeRuntime } from '@/test/support/port-pair';
import { sampleTicket } from '@/test/support/samples';
import { pageSender, settle } from '@/test/support/worker';

// The pages' transport: one long-lived port to the worker (lib/messaging/port.ts), over an
// in-memory pair of ports that behave as Chrome's (test/support/port-pair.ts).

interface Gate {
  open(): void;
  opened: Promise<void>;
}
function gate(): Gate {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

/** A worker whose `getTicket` waits for the gate of its ticket id, when there is one. */
function setUp(sender = pageSender('/popup.html'), name = PROTOCOL_PORT) {
  const gates = new Map<number, Gate>();
  const getTicket = vi.fn(async ({ ticketId }: { ticketId: number }) => {
    await gates.get(ticketId)?.opened;
    return { ticket: sampleTicket({ id: ticketId }), fetchedAt: 1 };
  });
  const handlers = { getTicket } as unknown as Handlers;
  const runtime = fakeRuntime<PortReply, PortRequest>((port) => servePort(handlers, port), sender, name);
  const client = createProtocolClient(createPortTransport(() => runtime.connect()));
  const getTicketId = (id: number) => client.call({ op: 'getTicket', ticketId: id });
  return { gates, getTicket, runtime, client, getTicketId };
}

beforeEach(() => fakeBrowser.reset());

describe('the protocol port', () => {
  it('matches each answer to its request with several in flight, over one port', async () => {
    const { gates, runtime, getTicketId } = setUp();
    for (const id of [1, 2, 3]) gates.set(id, gate());
    const calls = [1, 2, 3].map(getTicketId);
    await settle();
    for (const id of [3, 1, 2]) gates.get(id)?.open(); // answered out of order
    const answers = await Promise.all(calls);
    expect(answers.map((a) => a.ticket.id)).toEqual([1, 2, 3]);
    expect(runtime.connections).toBe(1);
  });

  it('opens no port before the first request', () => {
    const { runtime } = setUp();
    expect(runtime.connections).toBe(0);
  });

  it('sends a request the worker never received again on a fresh port, and runs it once', async () => {
    const { getTicket, runtime, getTicketId } = setUp();
    const call = getTicketId(7);
    runtime.stop(); // the worker stops while the request is in transit: it never arrives
    expect((await call).ticket.id).toBe(7);
    expect(getTicket).toHaveBeenCalledTimes(1);
    expect(runtime.connections).toBe(2);
  });

  it('fails a request the worker acknowledged but did not answer with "no answer", and never sends it again', async () => {
    const { gates, getTicket, runtime, getTicketId } = setUp();
    gates.set(7, gate());
    const call = getTicketId(7);
    const failed = expect(call).rejects.toMatchObject({
      code: 'internal',
      reason: 'error.internal.no-answer',
    });
    await settle(); // received, acknowledged, running
    expect(getTicket).toHaveBeenCalledTimes(1);
    runtime.stop();
    await failed;
    gates.get(7)?.open();
    await settle();
    expect(getTicket).toHaveBeenCalledTimes(1);
    expect(runtime.connections).toBe(1); // nothing was sent again, so no port was opened again
  });

  it('sends an unacknowledged request again only once: a second drop is "no answer"', async () => {
    const { getTicket, runtime, getTicketId } = setUp();
    const call = getTicketId(7);
    runtime.stop();
    await new Promise((resolve) => setTimeout(resolve)); // the drop reaches the page: sent again
    runtime.stop(); // and lost again
    await expect(call).rejects.toMatchObject({ code: 'internal', reason: 'error.internal.no-answer' });
    expect(getTicket).not.toHaveBeenCalled();
    expect(runtime.connections).toBe(2);
  });

  it('reconnects on the next request after the worker stopped, and not before', async () => {
    const { runtime, getTicketId } = setUp();
    expect((await getTicketId(1)).ticket.id).toBe(1);
    runtime.stop();
    await settle();
    expect(runtime.connections).toBe(1); // an idle page does not start the worker again
    expect((await getTicketId(2)).ticket.id).toBe(2);
    expect(runtime.connections).toBe(2);
  });

  it('a request posted before the page learns the worker stopped is sent again, and runs once', async () => {
    const { getTicket, runtime, getTicketId } = setUp();
    await getTicketId(1);
    runtime.stop(); // the page's port does not know yet: what it posts now is lost
    expect((await getTicketId(2)).ticket.id).toBe(2);
    expect(getTicket).toHaveBeenCalledTimes(2);
    expect(runtime.connections).toBe(2);
  });

  it('refuses every request on a port from anything but our own extension pages', async () => {
    const origin = 'https://evil.example';
    const { getTicket, getTicketId } = setUp({
      id: browser.runtime.id,
      url: `${origin}/`,
      origin,
      frameId: 0,
    });
    await expect(getTicketId(7)).rejects.toMatchObject({
      code: 'bad-input',
      reason: 'error.bad-input.refused-sender',
    });
    expect(getTicket).not.toHaveBeenCalled();
  });

  it('refuses a request that is not one of the protocol', async () => {
    const { getTicket, runtime } = setUp();
    const port = runtime.connect();
    const replies: PortReply[] = [];
    port.onMessage.addListener((reply) => replies.push(reply));
    port.postMessage({
      id: 1,
      request: { op: 'getTicket', ticketId: 7, url: 'https://evil.example' },
    } as never);
    port.postMessage({ id: 'x', request: { op: 'getTicket', ticketId: 7 } } as never);
    await settle();
    expect(replies).toEqual([
      { id: 1, ack: true },
      {
        id: 1,
        response: { ok: false, error: { code: 'bad-input', reason: 'error.bad-input.refused-request' } },
      },
    ]);
    expect(getTicket).not.toHaveBeenCalled();
  });

  it('closes a port with another name without serving it', async () => {
    const { getTicket, runtime } = setUp(pageSender('/popup.html'), 'someone-else');
    const port = runtime.connect();
    let dropped = false;
    port.onDisconnect.addListener(() => {
      dropped = true;
    });
    port.postMessage({ id: 1, request: { op: 'getTicket', ticketId: 7 } } as never);
    await settle();
    expect(dropped).toBe(true);
    expect(getTicket).not.toHaveBeenCalled();
  });

  it('answers nothing to a page that has gone, without throwing in the worker', async () => {
    const { gates, getTicket, runtime } = setUp();
    gates.set(7, gate());
    const port = runtime.connect();
    port.postMessage({ id: 1, request: { op: 'getTicket', ticketId: 7 } });
    await settle();
    port.disconnect(); // the popup closed
    gates.get(7)?.open();
    await settle();
    expect(getTicket).toHaveBeenCalledTimes(1);
  });
});
