import type { Workspace } from '@/lib/settings/workspace';
import { MAX_URL_LENGTH, ticketIdFromUrl } from './ticket-ref';

// Which workspace a ticket link belongs to. A link in one of a workspace's *own* forms (its inbox
// link or its link patterns) goes to that workspace; anything else (an id alone, a link in the
// built-in forms only, a link of no known form) goes to the active workspace.

/** The link forms that name this workspace: its inbox link and its own patterns. */
export function ownLinkPatterns(workspace: Pick<Workspace, 'inboxLink' | 'linkPatterns'>): string[] {
  const inbox = workspace.inboxLink?.trim();
  return [...(inbox?.includes('{id}') ? [inbox] : []), ...workspace.linkPatterns];
}

/** The workspace whose own forms the link has (the first in the list), or null. */
export function workspaceOfLink<W extends Pick<Workspace, 'inboxLink' | 'linkPatterns'>>(
  url: string,
  workspaces: readonly W[],
): W | null {
  if (!/^https?:\/\//i.test(url.trim()) || url.length > MAX_URL_LENGTH) return null;
  return workspaces.find((w) => ticketIdFromUrl(url.trim(), ownLinkPatterns(w), false) !== null) ?? null;
}

/** The workspace of the first link that names one; else the active workspace. */
export function workspaceForLinks<W extends Pick<Workspace, 'inboxLink' | 'linkPatterns'>>(
  urls: readonly (string | undefined)[],
  workspaces: readonly W[],
  active: W,
): W {
  for (const url of urls) {
    const found = url ? workspaceOfLink(url, workspaces) : null;
    if (found) return found;
  }
  return active;
}
