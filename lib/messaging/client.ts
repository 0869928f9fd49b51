import { browser } from 'wxt/browser';
import { isAppError, SidedeskError } from '../api/errors';
import type { Operation, Request, RequestOf, Response, Results } from './protocol';

export type Send = (request: Request) => Promise<unknown>;

export interface ProtocolClient {
  /** Runs one operation in the worker; rejects with a SidedeskError whose `code` says why. */
  call<Op extends Operation>(request: RequestOf<Op>): Promise<Results[Op]>;
}

export function createProtocolClient(
  send: Send = (request) => browser.runtime.sendMessage(request),
): ProtocolClient {
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
