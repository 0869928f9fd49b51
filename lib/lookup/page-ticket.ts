import { browser } from 'wxt/browser';
import { ticketIdFromText, ticketIdFromUrl } from '@/lib/tickets/ticket-ref';

/** What the popup may know of the tab it was opened over (activeTab: after the toolbar click only). */
interface TabInfo {
  url?: string;
  title?: string;
}
export type ReadTab = () => Promise<TabInfo | undefined>;

/** The active tab of the popup's window. Without an activeTab grant its URL and title are absent. */
export const readActiveTab: ReadTab = async () =>
  (await browser.tabs.query({ active: true, currentWindow: true }))[0];

export interface PageTicket {
  ticketId: number;
  /** The tab's title, as the page names the ticket. */
  title: string;
}

/**
 * The ticket the page is about: its address under the link patterns, else a reference in its
 * title ("#4478950 Double charge"). Outside text is capped and its whitespace collapsed first.
 */
export function ticketOnPage(tab: TabInfo | undefined, patterns: readonly string[]): PageTicket | null {
  const url = tab?.url?.slice(0, 4000) ?? '';
  const title = (tab?.title ?? '').slice(0, 1000).replace(/\s+/g, ' ').trim().slice(0, 300);
  const ticketId = (url && ticketIdFromUrl(url, patterns)) || (title && ticketIdFromText(title)) || null;
  return ticketId ? { ticketId, title } : null;
}
