import { browser } from 'wxt/browser';
import { type AppError, toAppError } from '@/lib/api/errors';
import type { MessageKey } from '@/lib/i18n/format';
import { type PortLike, type PortReply, type PortRequest, PROTOCOL_PORT } from './port';
import { checkRequest, type Operation, type RequestOf, type Response, type Results } from './protocol';
import { isTrustedSender, type SenderLike } from './sender';

export type Handlers = {
  [Op in Operation]: (request: RequestOf<Op>, sender: SenderLike) => Promise<Results[Op]> | Results[Op];
};

const refused = (reason: MessageKey): Response => ({ ok: false, error: { code: 'bad-input', reason } });

/**
 * Answers one message. Handlers start synchronously, inside the listener call, so that a handler
 * that must use the caller's user gesture (sidePanel.open) can do so before its first await.
 */
export function serve(handlers: Handlers, message: unknown, sender: SenderLike): Promise<Response> {
  if (!isTrustedSender(sender, browser.runtime.id, browser.runtime.getURL('/'))) {
    return Promise.resolve(refused('error.bad-input.refused-sender'));
  }
  const request = checkRequest(message);
  if (!request.success) return Promise.resolve(refused('error.bad-input.refused-request'));
  const handler = handlers[request.data.op] as (r: unknown, s: SenderLike) => unknown;
  // The executor runs the handler at once; a throw before its first await rejects like a later one.
  return new Promise((resolve) => resolve(handler(request.data, sender))).then(
    (result) => ({ ok: true, result }) as Response,
    (error: unknown) => ({ ok: false, error: toAppError(error) satisfies AppError }),
  );
}

/**
 * Serves one page's protocol port (wire format: lib/messaging/port.ts): each request is
 * acknowledged on receipt, before it starts, then answered. Every request goes through `serve`,
 * so a port from anything but our own extension pages is refused request by request.
 */
export function servePort(handlers: Handlers, port: PortLike<PortRequest, PortReply>): void {
  if (port.name !== PROTOCOL_PORT) {
    port.disconnect();
    return;
  }
  const reply = (message: PortReply) => {
    try {
      port.postMessage(message);
    } catch {
      // The page has gone (a closed popup): nobody is left to answer.
    }
  };
  port.onMessage.addListener((message) => {
    const id = message?.id;
    if (!Number.isSafeInteger(id)) return;
    reply({ id, ack: true });
    void serve(handlers, message.request, port.sender ?? {}).then((response) => reply({ id, response }));
  });
}

/** Registers the protocol listeners; call synchronously at the top of the worker. */
export function registerProtocol(handlers: Handlers): void {
  browser.runtime.onConnect.addListener((port) =>
    servePort(handlers, port as unknown as PortLike<PortRequest, PortReply>),
  );
  // One-off messages (`runtime.sendMessage`): the tests' and the bench's helpers speak them.
  browser.runtime.onMessage.addListener((message, sender, sendResponse) => {
    void serve(handlers, message, sender).then(sendResponse);
    return true; // keeps the channel open for the asynchronous answer (Chrome and Firefox)
  });
}
