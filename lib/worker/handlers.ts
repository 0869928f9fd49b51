import type { Handlers } from '../messaging/server';
import { clearUserData } from '../sign-out';
import { getTicket, replyAuthor, toReplyBody } from '../tickets/ticket-service';
import { getStatus, signIn, testConnection } from './connection';
import type { WorkerContext } from './context';

/** Every protocol operation, mapped to the module that does the work. */
export function createHandlers(context: WorkerContext): Handlers {
  return {
    getStatus: () => getStatus(context),
    signIn: () => signIn(context),
    signOut: async () => {
      await context.tokens.clear();
      await clearUserData();
      return { ok: true };
    },
    testConnection: () => testConnection(context),
    getTicket: ({ ticketId, maxAgeMs }) => getTicket(context, ticketId, maxAgeMs),
    createReply: async ({ ticketId, reply }) => {
      const body = toReplyBody(reply, await replyAuthor(context));
      return { reply: await (await context.api()).createReply(ticketId, body) };
    },
    getCategories: async () => ({
      categories: await (await context.api()).getCategories(),
      fetchedAt: Date.now(),
    }),
    listFaqInstances: async ({ language }) => {
      const lang = language ?? 'en';
      return { instances: await (await context.api()).listFaqInstances(lang), language: lang };
    },
  };
}
