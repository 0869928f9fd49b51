import type { ComponentChild } from 'preact';
import { type MessageKey, t } from '@/lib/i18n/format';

/**
 * The sentence for `key` with some placeholders filled by elements (`<code>`, `<em>` …) instead of
 * text: the words stay in the catalog, in each language's order, and no markup goes into it.
 */
export function tWith(key: MessageKey, parts: Readonly<Record<string, ComponentChild>>): ComponentChild[] {
  const marks = Object.fromEntries(Object.keys(parts).map((name) => [name, `\u0000${name}\u0000`]));
  return t(key, marks)
    .split('\u0000')
    .map((piece, index) => (index % 2 === 1 ? (parts[piece] ?? piece) : piece));
}
