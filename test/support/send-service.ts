import { vi } from 'vitest';
import type { Reply, Ticket } from '@/lib/api/schemas';
import { sampleReply, sampleTicket } from './samples';
import { fakeWorkerContext } from './worker';

/**
 * A Ticket API for the send's tests: one ticket, which gains a reply at each post; it fails the way
 * `failures` say, one per call, then answers. `posted` lists the messages, `authors` their author.
 */
export function fakeService(failures: { read?: unknown[]; post?: unknown[] } = {}, ticketId = 4478963) {
  let ticket: Ticket = sampleTicket({ id: ticketId, replyCount: 2 });
  const posted: string[] = [];
  const authors: string[] = [];
  const api = {
    getTicket: vi.fn(async (_id: number) => {
      const failure = failures.read?.shift();
      if (failure) throw failure;
      return structuredClone(ticket);
    }),
    createReply: vi.fn(
      async (_id: number, body: { message: string; author?: { email?: string } }): Promise<Reply> => {
        const failure = failures.post?.shift();
        if (failure) throw failure;
        posted.push(body.message);
        authors.push(body.author?.email ?? '');
        ticket = { ...ticket, replyCount: (ticket.replyCount ?? 0) + 1 };
        return sampleReply({ id: 900 + posted.length, ticketId, message: body.message });
      },
    ),
  };
  return { context: fakeWorkerContext({ api }), api, posted, authors };
}
