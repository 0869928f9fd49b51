import { browser } from 'wxt/browser';
import { isAppError, SidedeskError } from '@/lib/api/errors';
import { type PortLike, type PortReply, type PortRequest, PROTOCOL_PORT } from './port';
import type { Operation, Request, RequestOf, Response, Results } from './protocol';

/** Sends one request to the worker; resolves with its `Response`, or `undefined`: no answer. */
type Send = (request: Request) => Promise<unknown>;

export interface ProtocolClient {
  /** Runs one operation in the worker; rejects with a SidedeskError whose `code` says why. */
  call<Op extends Operation>(request: RequestOf<Op>): Promise<Results[Op]>;
}

type ClientPort = PortLike<PortReply, PortRequest>;

/**
 * The page's end of the protocol port (wire format: lib/messaging/port.ts), opened on the first
 * request and again on the first one after it dropped. An open port keeps nothing alive: the
 * worker still stops when idle (Chrome, Firefox), which drops the port, and only a request opens
 * it again (starting the worker). When it drops, requests the worker had not acknowledged are sent
 * again on a fresh port, once (it never saw them); acknowledged ones that were not answered
 * resolve `undefined` ("no answer"), as a worker that dies mid-request always did: never run twice.
 */
export function createPortTransport(
  connect: () => ClientPort = () => browser.runtime.connect({ name: PROTOCOL_PORT }) as ClientPort,
): Send {
  interface Waiting {
    message: PortRequest;
    acked: boolean;
    tries: number;
    resolve(response: Response | undefined): void;
  }
  const waiting = new Map<number, Waiting>();
  let port: ClientPort | undefined;
  let lastId = 0;

  const open = () => {
    const opened = connect();
    opened.onMessage.addListener((reply) => {
      const entry = waiting.get(reply.id);
      if (!entry) return;
      if ('ack' in reply) entry.acked = true;
      else {
        waiting.delete(reply.id);
        entry.resolve(reply.response);
      }
    });
    opened.onDisconnect.addListener(() => {
      void browser.runtime.lastError; // read, so Chrome does not log "Unchecked runtime.lastError"
      if (port !== opened) return;
      port = undefined;
      for (const entry of waiting.values()) {
        if (entry.acked || entry.tries > 1) fail(entry);
        else post(entry);
      }
    });
    return opened;
  };
  const fail = (entry: Waiting) => {
    waiting.delete(entry.message.id);
    entry.resolve(undefined);
  };
  const post = (entry: Waiting) => {
    entry.tries++;
    try {
      port ??= open();
      port.postMessage(entry.message);
    } catch {
      fail(entry); // no port to be had (the extension was reloaded): it was not sent
    }
  };

  return (request) =>
    new Promise((resolve) => {
      const entry: Waiting = { message: { id: ++lastId, request }, acked: false, tries: 0, resolve };
      waiting.set(lastId, entry);
      post(entry);
    });
}

export function createProtocolClient(send: Send = createPortTransport()): ProtocolClient {
  return {
    async call<Op extends Operation>(request: RequestOf<Op>): Promise<Results[Op]> {
      let response: Response<Op> | undefined;
      try {
        response = (await send(request as Request)) as Response<Op> | undefined;
      } catch {
        response = undefined;
      }
      if (!response || typeof response !== 'object') {
        throw new SidedeskError('internal', { reason: 'error.internal.no-answer' });
      }
      if (response.ok) return response.result;
      const { code, ...details } = isAppError(response.error)
        ? response.error
        : { code: 'internal' as const };
      throw new SidedeskError(code, details);
    },
  };
}

/**
 * The client of a page part that shows one workspace's data (a ticket pane): every request names
 * that scope, so work still in flight when the agent switches workspace (a draft save, a send)
 * stays in the workspace it was typed in, or is refused; it never lands in the new one.
 */
export function scopedClient(client: ProtocolClient, scope: string): ProtocolClient {
  return {
    call: (request) => client.call({ ...request, scope } as typeof request),
  };
}
