import { describeMessage, t } from '@/lib/i18n/format';
import type { Settings } from '@/lib/settings/read';
import { newWorkspaceId, type Workspace } from '@/lib/settings/workspace';
import { inboxUrl } from '@/lib/tickets/inbox-link';
import { linkPatternProblem } from '@/lib/tickets/ticket-ref';
import type { WorkspaceErrors, WorkspaceForm } from './workspace-form';

// The workspace form's one validator. It comes with the editor, whose Save hands it to the model
// (lib/workspaces/WorkspaceEditor.tsx): Options loads both with import(), so the page's first load
// carries neither, nor the link-pattern checks (lib/tickets/ticket-ref.ts). Field names in its
// sentences come from the same catalog keys as the labels, so they read in the interface language.

const MAX_LINK_PATTERNS = 20;
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);
/** Something@something.tld, no spaces: what an e-mail author needs (the API checks the rest). */
const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

/** An Inbox link template must give an https address for a ticket. */
function checkInboxLink(inboxLink: string): string | undefined {
  if (inboxLink && !inboxUrl(inboxLink, 1)?.startsWith('https://'))
    return t('options.inbox-link.invalid', { id: '{id}' });
  return undefined;
}

/** An https address (http only on this computer), without user name, password or fragment. */
function checkServiceUrl(text: string, label: string, example: string): { url?: string; error?: string } {
  const value = text.trim();
  if (!value) return { error: t('options.url.required', { label, example }) };
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return { error: t('options.url.not-full', { label, example }) };
  }
  const local = LOOPBACK.has(url.hostname);
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && local)) {
    return { error: t('options.url.not-https', { label }) };
  }
  if (url.username || url.password) return { error: t('options.url.credentials', { label }) };
  if (url.hash) return { error: t('options.url.fragment', { label }) };
  return { url: value };
}

/** Non-empty lines, trimmed (the patterns field holds one per line). */
const linesOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

function checkAuthorEmail(authorEmail: string): string | undefined {
  if (authorEmail && (authorEmail.length > 254 || !EMAIL.test(authorEmail)))
    return t('options.author.invalid');
  return undefined;
}

function checkLinkPatterns(linkPatterns: string[]): string | undefined {
  const patternProblem = linkPatterns.map(linkPatternProblem).find(Boolean);
  if (linkPatterns.length > MAX_LINK_PATTERNS)
    return t('options.patterns.too-many', { max: MAX_LINK_PATTERNS });
  if (patternProblem) return t('options.patterns.problem', { problem: describeMessage(patternProblem) });
  return undefined;
}

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
  const broker = checkServiceUrl(
    form.brokerUrl,
    t('workspaces.field.broker'),
    'https://broker.example.com/token',
  );
  if (broker.error) errors.brokerUrl = broker.error;
  const api = checkServiceUrl(form.apiBaseUrl, t('workspaces.field.api'), 'https://api.example.com');
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
    // Paths such as /tickets/1 are joined to it: no trailing slash.
    apiBaseUrl: api.url.replace(/\/+$/, ''),
    inboxLink,
    linkPatterns,
    authorEmail,
    signature: form.signature.trim(),
    addSignature: form.addSignature,
  };
  const workspaces = before
    ? saved.workspaces.map((w) => (w.id === workspace.id ? workspace : w))
    : [...saved.workspaces, workspace];
  return { ok: true, settings: { ...saved, workspaces }, workspace };
}
