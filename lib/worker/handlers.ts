import type { Handlers } from '../messaging/server';
import { signOut } from '../sign-out';
import { checkSend, sendReply } from '../tickets/send-reply';
import { getTicket } from '../tickets/ticket-service';
import { getCategories } from './category-cache';
import { getStatus, signIn, testConnection } from './connection';
import type { WorkerContext } from './context';

/** Every protocol operation, mapped to the module that does the work. */
export function createHandlers(context: WorkerContext): Handlers {
  return {
    getStatus: () => getStatus(context),
    signIn: () => signIn(context),
    signOut: () => signOut(context),
    testConnection: () => testConnection(context),
    getTicket: ({ ticketId, maxAgeMs }) => getTicket(context, ticketId, maxAgeMs),
    createReply: (request) => sendReply(context, request),
    checkSend: async ({ ticketId }) => ({ outcome: await checkSend(context, ticketId) }),
    getCategories: ({ refresh }) => getCategories(context, refresh),
    listFaqInstances: async ({ language }) => {
      const lang = language ?? 'en';
      return { instances: await (await context.api()).listFaqInstances(lang), language: lang };
    },
  };
}
