import { t } from '@/lib/i18n/format';
import type { Workspace } from '@/lib/settings/workspace';
import { inboxUrl } from '@/lib/tickets/inbox-link';

// The one workspace form of Options: the active workspace, another one the agent edits, or a new
// one, all in the same editor. Its validator is ./workspace-validation.ts, which comes with the
// editor (loaded with import()).

/** One workspace as typed: text until it is validated. */
export interface WorkspaceForm {
  name: string;
  brokerUrl: string;
  apiBaseUrl: string;
  inboxLink: string;
  linkPatterns: string;
  authorEmail: string;
  signature: string;
  addSignature: boolean;
}
export type WorkspaceErrors = Partial<Record<keyof WorkspaceForm, string>>;

export const emptyWorkspaceForm = (): WorkspaceForm => ({
  name: '',
  brokerUrl: '',
  apiBaseUrl: '',
  inboxLink: '',
  linkPatterns: '',
  authorEmail: '',
  signature: '',
  addSignature: true,
});

export const toWorkspaceForm = (w: Workspace): WorkspaceForm => ({
  name: w.name,
  brokerUrl: w.brokerUrl,
  apiBaseUrl: w.apiBaseUrl,
  inboxLink: w.inboxLink ?? '',
  linkPatterns: w.linkPatterns.join('\n'),
  authorEmail: w.authorEmail,
  signature: w.signature ?? '',
  addSignature: w.addSignature ?? true,
});

/**
 * The Inbox link's check, for the validator (./workspace-validation.ts). Here, not there: Options'
 * first load then names lib/tickets/inbox-link.ts as the popup and side panel do, and it stays in
 * the chunk they share; in a chunk of its own it costs the popup 0.09 KiB.
 */
export function checkInboxLink(inboxLink: string): string | undefined {
  if (inboxLink && !inboxUrl(inboxLink, 1)?.startsWith('https://'))
    return t('options.inbox-link.invalid', { id: '{id}' });
  return undefined;
}
