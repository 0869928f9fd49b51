import { baseAttachmentSchema } from '@/lib/api/schemas';
import { boundText, capText } from '@/lib/text/bound';
import { MAX_URL_LENGTH, parseTicketRef, ticketIdFromUrl } from '@/lib/tickets/ticket-ref';

// What a context-menu click means, read only from what the browser hands the menu (no content
// script): which ticket, what to quote, what to attach.

/** "Open ticket in Sidedesk": a link, a selected number or the page; never quotes anything. */
export const OPEN_MENU_ID = 'sidedesk-open-ticket';
/** "Quote in reply": the selection (or link) into the open ticket's draft, or a waiting quote. */
export const QUOTE_MENU_ID = 'sidedesk-quote-in-reply';
/** Older name of the open entry: a menu made by an older version may still send it. */
export const REPLY_MENU_ID = 'sidedesk-reply-in-ticket';
export const ATTACH_MENU_ID = 'sidedesk-attach-link';

/** The fields of `contextMenus.OnClickData` that are read. */
export interface MenuClick {
  menuItemId: string | number;
  linkUrl?: string;
  srcUrl?: string;
  pageUrl?: string;
  frameUrl?: string;
  selectionText?: string;
  mediaType?: string;
}

interface MenuTarget {
  ticketId: number | null;
  /** Selected text, to quote into the draft (empty: nothing to quote). */
  quote: string;
  attachment?: { url: string; name: string };
}

/** Longest selection quoted: the menu gives the selection as plain text, possibly a whole page. */
const MAX_QUOTE = 20_000;

/** The attachment name: the file name in the URL, else its host. */
function attachmentName(url: URL): string {
  const last = url.pathname.split('/').filter(Boolean).pop() ?? '';
  let name = last;
  try {
    name = decodeURIComponent(last);
  } catch {
    // A malformed escape (`%E0%A4%A`): the segment as written is name enough.
  }
  return boundText(name, 255) || url.hostname;
}

function toAttachment(raw: string | undefined): MenuTarget['attachment'] {
  if (!raw || raw.length > MAX_URL_LENGTH) return undefined;
  try {
    const url = new URL(raw);
    const attachment = { url: url.href, name: attachmentName(url) };
    // Only what the Ticket API accepts as an attachment (http/https links).
    return baseAttachmentSchema.safeParse(attachment).success ? attachment : undefined;
  } catch {
    return undefined;
  }
}

/** A link written in text usually ends a sentence: drop the punctuation after it (no `+$` pattern). */
function withoutTrailingPunctuation(link: string): string {
  let end = link.length;
  while (end > 0 && ').,;:!?'.includes(link[end - 1] as string)) end--;
  return link.slice(0, end);
}

/** "#123", "ticket 123", a lone number, or a ticket link written in the selected text. */
function ticketIdFromSelection(selection: string, patterns: readonly string[]): number | null {
  const direct = parseTicketRef(selection, patterns);
  if (direct) return direct;
  for (const link of boundText(selection).match(/https?:\/\/[^\s<>"']+/gi) ?? []) {
    const id = ticketIdFromUrl(withoutTrailingPunctuation(link), patterns);
    if (id) return id;
  }
  return null;
}

/** The links a click carries, in the order `resolveMenuTarget` looks for the ticket in them. */
export function linksOfClick(click: MenuClick): string[] {
  const selection = capText(click.selectionText ?? '', MAX_QUOTE * 2);
  const inSelection = (boundText(selection).match(/https?:\/\/[^\s<>"']+/gi) ?? []).map(
    withoutTrailingPunctuation,
  );
  const links =
    click.menuItemId === ATTACH_MENU_ID
      ? [...inSelection, click.frameUrl, click.pageUrl]
      : [click.linkUrl, ...inSelection, click.srcUrl, click.frameUrl, click.pageUrl];
  return links.filter((link): link is string => !!link);
}

/**
 * "Reply in ticket": the id comes from the link, the selection, the image, then the page.
 * "Attach link to reply": the link (or image) is the attachment, not the ticket: the id comes
 * from the selection or the page. `patterns` are the agent's own link patterns (the defaults
 * apply too); with none known yet, pass [] for a first, synchronous guess.
 */
export function resolveMenuTarget(click: MenuClick, patterns: readonly string[]): MenuTarget {
  // The quote keeps its line breaks; the patterns that look for an id read a bounded copy.
  const selection = capText(click.selectionText ?? '', MAX_QUOTE * 2).trim();
  const quote = selection.length > MAX_QUOTE ? `${selection.slice(0, MAX_QUOTE)}…` : selection;
  const fromUrl = (url: string | undefined) => (url ? ticketIdFromUrl(url, patterns) : null);
  const fromSelection = () => (selection ? ticketIdFromSelection(selection, patterns) : null);
  if (click.menuItemId === ATTACH_MENU_ID) {
    const isImage = click.mediaType === 'image' && click.srcUrl;
    const attachment = toAttachment(isImage ? click.srcUrl : (click.linkUrl ?? click.srcUrl));
    const ticketId = fromSelection() ?? fromUrl(click.frameUrl) ?? fromUrl(click.pageUrl);
    return { ticketId, quote, ...(attachment ? { attachment } : {}) };
  }
  const ticketId =
    fromUrl(click.linkUrl) ??
    fromSelection() ??
    fromUrl(click.srcUrl) ??
    fromUrl(click.frameUrl) ??
    fromUrl(click.pageUrl);
  return { ticketId, quote };
}
