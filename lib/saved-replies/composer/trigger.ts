// Where a `/shortcut` being typed starts: `/` at the start of the message or after a space.

export interface Trigger {
  /** Offset of the `/`. */
  start: number;
  /** What follows it, up to the caret. */
  query: string;
}

/** The trigger that ends at the caret, or null (a `/` inside a word or a URL is no trigger). */
export function triggerAt(text: string, caret: number): Trigger | null {
  const before = text.slice(Math.max(0, caret - 60), caret);
  const match = /(^|\s)\/([\p{L}\p{N}-]*)$/u.exec(before);
  if (!match) return null;
  const start = caret - (match[2] ?? '').length - 1;
  if (start > 0 && !/\s/.test(text[start - 1] ?? '')) return null;
  return { start, query: match[2] ?? '' };
}
