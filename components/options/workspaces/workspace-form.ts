import { t } from '@/lib/i18n/format';
import type { Settings } from '@/lib/storage-read';
import { newWorkspaceId, type Workspace } from '@/lib/workspace';
import {
  checkAuthorEmail,
  checkInboxLink,
  checkLinkPatterns,
  checkServiceUrl,
  linesOf,
} from '../validate-settings';

/** One workspace as typed in the Workspaces section: text until it is validated. */
export interface WorkspaceForm {
  name: string;
  brokerUrl: string;
  apiBaseUrl: string;
  inboxLink: string;
  linkPatterns: string;
  authorEmail: string;
  signature: string;
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
});

export const toWorkspaceForm = (w: Workspace): WorkspaceForm => ({
  name: w.name,
  brokerUrl: w.brokerUrl,
  apiBaseUrl: w.apiBaseUrl,
  inboxLink: w.inboxLink ?? '',
  linkPatterns: w.linkPatterns.join('\n'),
  authorEmail: w.authorEmail,
  signature: w.signature ?? '',
});

/**
 * Checks one workspace; on success the settings with it added (`id` null) or replaced. A new
 * workspace gets a fresh id: its data starts empty, in its own scope.
 */
export function validateWorkspace(
  form: WorkspaceForm,
  id: string | null,
  saved: Settings,
): { ok: true; settings: Settings; workspace: Workspace } | { ok: false; errors: WorkspaceErrors } {
  const errors: WorkspaceErrors = {};
  const name = form.name.trim().slice(0, 100);
  if (name && saved.workspaces.some((w) => w.id !== id && w.name.trim().toLowerCase() === name.toLowerCase()))
    errors.name = t('workspaces.name-taken', { name });
  const broker = checkServiceUrl(form.brokerUrl, 'Token broker URL', 'https://broker.example.com/token');
  if (broker.error) errors.brokerUrl = broker.error;
  const api = checkServiceUrl(form.apiBaseUrl, 'API base URL', 'https://api.example.com');
  if (api.error) errors.apiBaseUrl = api.error;
  const inboxLink = form.inboxLink.trim();
  const inboxError = checkInboxLink(inboxLink);
  if (inboxError) errors.inboxLink = inboxError;
  const linkPatterns = linesOf(form.linkPatterns);
  const patternError = checkLinkPatterns(linkPatterns);
  if (patternError) errors.linkPatterns = patternError;
  const authorEmail = form.authorEmail.trim();
  const authorError = checkAuthorEmail(authorEmail);
  if (authorError) errors.authorEmail = authorError;
  if (Object.keys(errors).length || !broker.url || !api.url) return { ok: false, errors };

  const before = id ? saved.workspaces.find((w) => w.id === id) : undefined;
  const workspace: Workspace = {
    ...(before ?? { id: newWorkspaceId(), addSignature: true }),
    name,
    brokerUrl: broker.url,
    apiBaseUrl: api.url.replace(/\/+$/, ''),
    inboxLink,
    linkPatterns,
    authorEmail,
    signature: form.signature.trim(),
  };
  const workspaces = before
    ? saved.workspaces.map((w) => (w.id === workspace.id ? workspace : w))
    : [...saved.workspaces, workspace];
  return { ok: true, settings: { ...saved, workspaces }, workspace };
}
