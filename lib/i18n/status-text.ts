import { t } from './format';

/** The statuses the specification names. The status is an open enum: the API may send others. */
const KNOWN = ['open', 'completed', 'pending'] as const;
type KnownStatus = (typeof KNOWN)[number];

export const knownStatus = (status: string | undefined): KnownStatus | null =>
  (KNOWN as readonly (string | undefined)[]).includes(status) ? (status as KnownStatus) : null;

/**
 * Statuses helpdesks commonly use beyond the specification's (the sandbox sends `escalated`):
 * said in the agent's language, coloured as any other unknown one.
 */
const COMMON = ['escalated', 'on-hold', 'closed', 'new', 'solved'] as const;

/** A status the specification does not name, readable: "on_hold" → "On hold". */
const humanised = (status: string) =>
  status
    .replace(/[_-]+/g, ' ')
    .trim()
    .replace(/^./, (c) => c.toLocaleUpperCase());

/** "On_Hold", "on-hold", "ON HOLD" → "on-hold", a key of the catalog when it is a common status. */
const commonOf = (status: string) => {
  const key = status
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '-');
  return (COMMON as readonly string[]).includes(key) ? (key as (typeof COMMON)[number]) : null;
};

/** An author's role (`status`: `client`, `team`, others the API may add) in words, or humanised. */
export function roleText(role: string | undefined): string {
  if (role === undefined || !role.trim()) return t('panel.role-unknown');
  const key = role.trim().toLowerCase();
  if (key === 'client' || key === 'team') return t(`view.role.${key}`);
  return humanised(role).toLocaleLowerCase();
}

/**
 * A ticket status in words: the three the specification names and a few common ones in the UI
 * language, any other in
 * the service's own word made readable (quoted in a sentence, so it reads as the service's), and a
 * missing one said so. Never dropped, never an invented translation.
 */
export function statusText(status: string | undefined, { inSentence = false } = {}): string {
  if (status === undefined) return t('status.unknown');
  const known = knownStatus(status);
  if (known) return t(`status.${known}`);
  if (!status.trim()) return t('status.none');
  const common = commonOf(status);
  if (common) return t(`status.${common}`);
  return inSentence ? t('status.as-given', { status: humanised(status) }) : humanised(status);
}
