import type { Ticket } from '@/lib/api/schemas';
import { t } from '@/lib/i18n/format';
import { boundText, capText } from '@/lib/text/bound';
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

/** Longest ticket title a notification shows: the browser cuts what is longer at its own place. */
const MAX_TITLE = 80;

/**
 * Control and format characters: C0 and C1 (line breaks too), U+2028/9, the direction marks and
 * the bidi embeddings, overrides and isolates (U+200E/F, U+202A–E, U+2066–9). Customer text is
 * data: a title must not break into lines that read like Sidedesk's own, nor turn
 * "…\u202Egpj.exe" around on screen.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROL_OR_FORMAT = /[\u0000-\u001F\u007F-\u009F\u200E\u200F\u2028\u2029\u202A-\u202E\u2066-\u2069]+/g;

/** Outside text as one plain line of at most `max` characters ("…" when cut). */
function oneLine(text: string, max: number): string {
  const line = boundText(capText(text, max * 4).replace(CONTROL_OR_FORMAT, ' '), max + 1);
  return line.length > max ? `${line.slice(0, max - 1).trimEnd()}…` : line;
}

/** "#4478960 Refund not received", or "#4478960" when titles are hidden. */
function ticketLabel(ticket: TicketNews['ticket'], hideTitles: boolean): string {
  if (hideTitles) return `#${ticket.id}`;
  return `#${ticket.id} ${oneLine(ticket.title ?? '', MAX_TITLE) || t('notification.title-unknown')}`;
}

/** "+2 replies · reopened", with the workspace's name when there are several. */
function changeLine(news: TicketNews): string {
  const change = changeWords(news.change);
  if (!news.workspace) return change;
  return t('notification.in-workspace', { change, workspace: oneLine(news.workspace, MAX_TITLE) });
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
