import { t } from '@/lib/i18n/format';

/**
 * A ticket status as text. The status is an open enum: known values get a colour, any other value
 * is shown as it came (never dropped), and the word is always there, so colour is never the only cue.
 */
export function StatusBadge({ status }: { status: string | undefined }) {
  const known = status === 'open' || status === 'completed' || status === 'pending' ? status : 'other';
  // The three statuses the specification names are said in the UI language; others as they came.
  const text =
    status === undefined
      ? t('status.unknown')
      : known !== 'other'
        ? t(`status.${known}`)
        : status || t('status.none');
  return <span class={`status-badge status-${known}`}>{text}</span>;
}
