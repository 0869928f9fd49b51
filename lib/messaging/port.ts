import type { Request, Response } from './protocol';
import type { SenderLike } from './sender';

// The wire format of the protocol port: every page talks to the worker over one long-lived
// `runtime.Port` (lib/messaging/client.ts, server.ts). A round trip over an open port costs a
// fraction of a `runtime.sendMessage`, which opens a channel per message. Types only, plus the
// port's name: pages, the worker and the bench (test/bench/ticket-fetch.ts) share this one shape.
//
//   page → worker   {id, request}        request number `id` of this port
//   worker → page   {id, ack: true}      the worker has it: it will run, and is never sent again
//   worker → page   {id, response}       its answer (`Response`, as `serve` returns it)
//
// The worker can stop at any moment (idle), and the port disconnects with it. A request the
// worker never acknowledged never reached it, so the page sends it again on a fresh port; one it
// acknowledged but did not answer fails as "no answer", so nothing runs twice.

/** The name of the protocol port; the worker disconnects ports with any other name. */
export const PROTOCOL_PORT = 'sidedesk-protocol';

export interface PortRequest {
  id: number;
  request: Request;
}
export type PortReply = { id: number; ack: true } | { id: number; response: Response };

/** The parts of `runtime.Port` the client and the server use (a test passes an in-memory pair). */
export interface PortLike<In, Out> {
  name: string;
  sender?: SenderLike;
  postMessage(message: Out): void;
  disconnect(): void;
  onMessage: { addListener(listener: (message: In) => void): void };
  onDisconnect: { addListener(listener: () => void): void };
}
