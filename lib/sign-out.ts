import { browser } from 'wxt/browser';
import {
  agentStorage,
  categoriesStorage,
  draftsStorage,
  faqStorage,
  lastSeenStorage,
  panelTicketStorage,
  recentStorage,
  replyLogStorage,
  ticketCacheStorage,
  watchedStorage,
} from './storage';

/** Sign-out forgets everything tied to the agent: ticket data, drafts, lists, alarms. */
export async function clearUserData(): Promise<void> {
  await Promise.all(
    [
      agentStorage,
      categoriesStorage,
      draftsStorage,
      faqStorage,
      lastSeenStorage,
      panelTicketStorage,
      recentStorage,
      replyLogStorage,
      ticketCacheStorage,
      watchedStorage,
    ].map((item) => item.removeValue()),
  );
  await browser.alarms.clearAll();
}
