import { t } from './format';

/** The statuses the specification names. The status is an open enum: the API may send others. */
const KNOWN = ['open', 'completed', 'pending'] as const;
type KnownStatus = (typeof KNOWN)[number];

export const knownStatus = (status: string | undefined): KnownStatus | null =>
  (KNOWN as readonly (string | undefined)[]).includes(status) ? (status as KnownStatus) : null;

/** A status the specification does not name, readable: "on_hold" → "On hold". */
const humanised = (status: string) =>
  status
    .replace(/[_-]+/g, ' ')
    .trim()
    .replace(/^./, (c) => c.toLocaleUpperCase());

/**
 * A ticket status in words: the three the specification names in the UI language, any other in
 * the service's own word made readable (quoted in a sentence, so it reads as the service's), and a
 * missing one said so. Never dropped, never an invented translation.
 */
export function statusText(status: string | undefined, { inSentence = false } = {}): string {
  if (status === undefined) return t('status.unknown');
  const known = knownStatus(status);
  if (known) return t(`status.${known}`);
  if (!status.trim()) return t('status.none');
  return inSentence ? t('status.as-given', { status: humanised(status) }) : humanised(status);
}
