import { browser } from 'wxt/browser';
import { type AppError, toAppError } from '../api/errors';
import type { MessageKey } from '../i18n/format';
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
  try {
    return Promise.resolve(handler(request.data, sender)).then(
      (result) => ({ ok: true, result }) as Response,
      (error: unknown) => ({ ok: false, error: toAppError(error) satisfies AppError }),
    );
  } catch (error) {
    return Promise.resolve({ ok: false, error: toAppError(error) });
  }
}

/** Registers the protocol listener; call synchronously at the top of the worker. */
export function registerProtocol(handlers: Handlers): void {
  browser.runtime.onMessage.addListener((message, sender, sendResponse) => {
    void serve(handlers, message, sender).then(sendResponse);
    return true; // keeps the channel open for the asynchronous answer (Chrome and Firefox)
  });
}
