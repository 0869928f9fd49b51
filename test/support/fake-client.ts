import { type AppError, SidedeskError } from '@/lib/api/errors';
import type { ProtocolClient } from '@/lib/messaging/client';
import type { Operation, Request, RequestOf, Results } from '@/lib/messaging/protocol';

type Handler<Op extends Operation> = (request: RequestOf<Op>) => Results[Op] | Promise<Results[Op]>;
export type FakeHandlers = { [Op in Operation]?: Handler<Op> };

/**
 * A protocol client that answers from `handlers` (an operation without one fails as `internal`)
 * and records every request, for page models tested without a worker.
 */
export function fakeClient(handlers: FakeHandlers = {}) {
  const calls: Request[] = [];
  const client: ProtocolClient = {
    async call(request) {
      calls.push(request as Request);
      const handler = handlers[request.op] as Handler<typeof request.op> | undefined;
      if (!handler) throw new SidedeskError('internal');
      return handler(request as never) as never;
    },
  };
  const requests = <Op extends Operation>(op: Op) => calls.filter((c): c is RequestOf<Op> => c.op === op);
  return { client, calls, requests, count: (op: Operation) => requests(op).length };
}

export const fail = (code: SidedeskError['code'], details: Omit<AppError, 'code'> = {}) =>
  new SidedeskError(code, details);
