// The ticket in the team's web inbox. The Ticket API cannot list a ticket's replies, so the panel
// links there. The template is per workspace (Options: "Inbox link"), `{id}` standing for the id.

export const INBOX_LINK_SUGGESTION = 'https://inbox.socialboards.com/{community}/tickets?ticketId={id}';

/** The link to `ticketId`, or null when no usable template is set. */
export function inboxUrl(template: string | undefined, ticketId: number): string | null {
  if (!template?.includes('{id}') || template.includes('{community}')) return null;
  try {
    const url = new URL(template.replaceAll('{id}', String(ticketId)));
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * A template from a ticket link pasted from the inbox (or right-clicked): the ticket id becomes
 * `{id}`, so `https://inbox.socialboards.com/acme/tickets?ticketId=4478904` teaches the community.
 * Text that already is a template, or no link at all, is returned as it is.
 */
export function inboxTemplateFrom(text: string): string {
  const value = text.trim();
  if (value.includes('{id}')) return value;
  try {
    const url = new URL(value);
    const query = url.searchParams.get('ticketId');
    if (query && /^\d+$/.test(query)) {
      url.searchParams.set('ticketId', '__ID__');
      return url.href.replace('__ID__', '{id}');
    }
    const path = /^(.*\/tickets\/)(\d+)(\/?)$/.exec(url.pathname);
    if (path) return `${url.origin}${path[1]}{id}${path[3]}${url.search}`;
  } catch {
    // not a link
  }
  return value;
}
