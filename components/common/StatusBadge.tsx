/**
 * A ticket status as text. The status is an open enum: known values get a colour, any other value
 * is shown as it came (never dropped), and the word is always there, so colour is never the only cue.
 */
export function StatusBadge({ status }: { status: string | undefined }) {
  const known = status === 'open' || status === 'completed' || status === 'pending' ? status : 'other';
  const text = status === undefined ? 'status unknown' : status || 'no status';
  return <span class={`status-badge status-${known}`}>{text}</span>;
}
