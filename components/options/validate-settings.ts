import { describeMessage, t } from '@/lib/i18n/format';
import type { LanguageChoice } from '@/lib/i18n/language';
import type { Settings } from '@/lib/storage-read';
import { inboxUrl } from '@/lib/tickets/inbox-link';
import { linkPatternProblem } from '@/lib/tickets/ticket-ref';
import { UNDO_SECONDS } from '@/lib/tickets/undo-seconds';
import { activeWorkspace } from '@/lib/workspace';

/** The form as typed: every field is text until it is validated. */
export interface SettingsForm {
  brokerUrl: string;
  apiBaseUrl: string;
  authorEmail: string;
  linkPatterns: string;
  inboxLink: string;
  watchIntervalMinutes: string;
  undoSendSeconds: string;
  theme: Settings['theme'];
  language: LanguageChoice;
}

export type FieldErrors = Partial<Record<keyof SettingsForm, string>>;
export type Validation = { ok: true; settings: Settings } | { ok: false; errors: FieldErrors };

export const MAX_LINK_PATTERNS = 20;
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);
/** Something@something.tld, no spaces: what an e-mail author needs (the API checks the rest). */
const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

/** The form shows the active workspace and the browser-wide preferences. */
export function toForm(settings: Settings): SettingsForm {
  const workspace = activeWorkspace(settings);
  return {
    brokerUrl: workspace.brokerUrl,
    apiBaseUrl: workspace.apiBaseUrl,
    authorEmail: workspace.authorEmail,
    linkPatterns: workspace.linkPatterns.join('\n'),
    inboxLink: workspace.inboxLink ?? '',
    watchIntervalMinutes: String(settings.watchIntervalMinutes),
    undoSendSeconds: String(settings.undoSendSeconds ?? UNDO_SECONDS.default),
    theme: settings.theme,
    language: settings.language ?? 'auto',
  };
}

/** An https address (http only on this computer), without user name, password or fragment. */
export function checkServiceUrl(
  text: string,
  label: string,
  example: string,
): { url?: string; error?: string } {
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
export const linesOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

export function checkAuthorEmail(authorEmail: string): string | undefined {
  if (authorEmail && (authorEmail.length > 254 || !EMAIL.test(authorEmail)))
    return t('options.author.invalid');
  return undefined;
}

export function checkLinkPatterns(linkPatterns: string[]): string | undefined {
  const patternProblem = linkPatterns.map(linkPatternProblem).find(Boolean);
  if (linkPatterns.length > MAX_LINK_PATTERNS)
    return t('options.patterns.too-many', { max: MAX_LINK_PATTERNS });
  if (patternProblem) return t('options.patterns.problem', { problem: describeMessage(patternProblem) });
  return undefined;
}

export function checkInboxLink(inboxLink: string): string | undefined {
  if (inboxLink && !inboxUrl(inboxLink, 1)?.startsWith('https://'))
    return t('options.inbox-link.invalid', { id: '{id}' });
  return undefined;
}

/** Checks the form; on success, `saved` with the active workspace and preferences replaced. */
export function validateSettings(form: SettingsForm, saved: Settings): Validation {
  const errors: FieldErrors = {};
  const broker = checkServiceUrl(form.brokerUrl, t('options.broker-url'), 'https://broker.example.com/token');
  if (broker.error) errors.brokerUrl = broker.error;
  const api = checkServiceUrl(form.apiBaseUrl, t('options.api-url'), 'https://api.example.com');
  if (api.error) errors.apiBaseUrl = api.error;

  const authorEmail = form.authorEmail.trim();
  const authorError = checkAuthorEmail(authorEmail);
  if (authorError) errors.authorEmail = authorError;

  const linkPatterns = linesOf(form.linkPatterns);
  const patternError = checkLinkPatterns(linkPatterns);
  if (patternError) errors.linkPatterns = patternError;

  const minutes = form.watchIntervalMinutes.trim();
  const interval = Number(minutes);
  if (!/^\d+$/.test(minutes) || interval < 1 || interval > 1440) {
    errors.watchIntervalMinutes = t('options.watch-interval.invalid');
  }

  const inboxLink = form.inboxLink.trim();
  const inboxError = checkInboxLink(inboxLink);
  if (inboxError) errors.inboxLink = inboxError;

  const undoText = form.undoSendSeconds.trim();
  const undoSendSeconds = Number(undoText);
  if (!/^\d+$/.test(undoText) || undoSendSeconds < UNDO_SECONDS.min || undoSendSeconds > UNDO_SECONDS.max)
    errors.undoSendSeconds = t('options.undo-seconds.invalid');

  if (Object.keys(errors).length || !broker.url || !api.url) return { ok: false, errors };
  const workspace = {
    ...activeWorkspace(saved),
    brokerUrl: broker.url,
    // Paths such as /tickets/1 are joined to it: no trailing slash.
    apiBaseUrl: api.url.replace(/\/+$/, ''),
    authorEmail,
    linkPatterns,
    inboxLink,
  };
  const others = saved.workspaces.filter((w) => w.id !== workspace.id);
  return {
    ok: true,
    settings: {
      ...saved,
      workspaces: [workspace, ...others],
      activeWorkspaceId: workspace.id,
      watchIntervalMinutes: interval,
      undoSendSeconds,
      theme: form.theme,
      language: form.language,
    },
  };
}
