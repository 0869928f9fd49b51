import { knownStatus, statusText } from '@/lib/i18n/status-text';

/**
 * A ticket status as text. The status is an open enum: known values get a colour, any other value
 * is shown as it came (never dropped), and the word is always there, so colour is never the only cue.
 */
export function StatusBadge({ status }: { status: string | undefined }) {
  return <span class={`status-badge status-${knownStatus(status) ?? 'other'}`}>{statusText(status)}</span>;
}
