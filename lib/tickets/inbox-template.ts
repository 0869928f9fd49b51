// Making the Inbox link's template (inbox-link.ts uses it): from a link the agent pastes or
// right-clicks. Options and the side panel learn templates; the popup only follows them.

export const INBOX_LINK_SUGGESTION = 'https://inbox.socialboards.com/{community}/tickets?ticketId={id}';

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
    // No link at all: returned as it is (the caller says what a link should look like).
  }
  return value;
}

/**
 * The suggested template with the community of a web-inbox ticket link the agent right-clicked
 * (`https://inbox.socialboards.com/acme/tickets?ticketId=4478904` gives `…/acme/tickets?ticketId={id}`),
 * or null for any other link. Other query fields of the link are left out.
 */
export function learnInboxTemplate(link: string): string | null {
  const suggestion = new URL(INBOX_LINK_SUGGESTION.replace('{community}', 'c').replace('{id}', '1'));
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  const ticketId = url.searchParams.get('ticketId') ?? '';
  if (url.origin !== suggestion.origin || !/^\d+$/.test(ticketId)) return null;
  const community = /^\/([^/]+)\/tickets\/?$/.exec(url.pathname)?.[1];
  if (!community || community === '{community}') return null;
  return INBOX_LINK_SUGGESTION.replace('{community}', community);
}
