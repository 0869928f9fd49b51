import { vi } from 'vitest';
import type { ProtocolClient } from '../../../lib/messaging/client';
import type { Request } from '../../../lib/messaging/protocol';

type Handler = (request: Request) => unknown;

/** A protocol client whose answers the test decides, per operation; it records every call. */
export function fakeClient(handlers: Partial<Record<Request['op'], Handler>> = {}) {
  const call = vi.fn(async (request: Request) => {
    const handler = handlers[request.op];
    if (!handler) throw new Error(`unexpected call ${request.op}`);
    return handler(request);
  });
  return { client: { call } as unknown as ProtocolClient, call, handlers };
}

/** The requests of one operation the client received. */
export function callsOf<Op extends Request['op']>(call: ReturnType<typeof fakeClient>['call'], op: Op) {
  return call.mock.calls
    .map(([request]) => request)
    .filter((r): r is Extract<Request, { op: Op }> => r.op === op);
}
