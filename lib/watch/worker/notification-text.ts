import type { Ticket } from '@/lib/api/schemas';
import { t } from '@/lib/i18n/format';
import { changeWords } from '@/lib/tickets/change-words';
import type { TicketChange } from '@/lib/tickets/ticket-change';

// The words of a desktop notification. The worker draws notifications itself, so it words them
// from the same catalogs (and the same change wording) as the pages' lists and panel.

/** A watched ticket that changed in a poll, and where it belongs. */
export interface TicketNews {
  workspaceId: string;
  scope: string;
  /** The workspace's name, given when the agent has several (else the notification omits it). */
  workspace?: string;
  ticket: Pick<Ticket, 'id' | 'title'>;
  change: TicketChange;
}

/** "#4478960 Refund not received", or "#4478960" when titles are hidden. */
function ticketLabel(ticket: TicketNews['ticket'], hideTitles: boolean): string {
  if (hideTitles) return `#${ticket.id}`;
  return `#${ticket.id} ${ticket.title?.trim() || t('notification.title-unknown')}`;
}

/** "+2 replies · reopened", with the workspace's name when there are several. */
function changeLine(news: TicketNews): string {
  const change = changeWords(news.change);
  return news.workspace ? t('notification.in-workspace', { change, workspace: news.workspace }) : change;
}

/**
 * One ticket: its number and title above what changed. Several (one poll): "3 tickets changed"
 * above a line per ticket.
 */
export function notificationText(
  news: readonly TicketNews[],
  hideTitles: boolean,
): { title: string; message: string } {
  const [only] = news;
  if (news.length === 1 && only)
    return { title: ticketLabel(only.ticket, hideTitles), message: changeLine(only) };
  return {
    title: t('notification.changed', { count: news.length }),
    message: news
      .map((one) =>
        t('notification.line', { ticket: ticketLabel(one.ticket, hideTitles), change: changeLine(one) }),
      )
      .join('\n'),
  };
}
