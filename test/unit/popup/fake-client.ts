import { type AppError, SidedeskError } from '../../../lib/api/errors';
import type { ProtocolClient } from '../../../lib/messaging/client';
import type { Operation, Request, RequestOf, Results } from '../../../lib/messaging/protocol';

type Handler<Op extends Operation> = (request: RequestOf<Op>) => Results[Op] | Promise<Results[Op]>;
export type FakeHandlers = { [Op in Operation]?: Handler<Op> };

/** A protocol client that answers from `handlers` and records every request. */
export function fakeClient(handlers: FakeHandlers) {
  const calls: Request[] = [];
  const client: ProtocolClient = {
    async call(request) {
      calls.push(request as Request);
      const handler = handlers[request.op] as Handler<typeof request.op> | undefined;
      if (!handler) throw new SidedeskError('internal');
      return handler(request as never) as never;
    },
  };
  return { client, calls, count: (op: Operation) => calls.filter((c) => c.op === op).length };
}

export const fail = (code: SidedeskError['code'], details: Omit<AppError, 'code'> = {}) =>
  new SidedeskError(code, details);

/** Resolves after pending promises (and storage writes of the fake browser) have run. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
