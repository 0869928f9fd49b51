import type { Agent, Ticket } from '@/lib/api/schemas';
import { escapeMarkdown } from '@/lib/html/markdown';

// Variables in saved replies and the signature, resolved when the text is inserted. A value is
// inserted as data: escaped for the message's format (HTML or the shorthand), never parsed. A variable without a value stays
// in the text as it was written, so the agent sees it and Send can warn (`unresolvedIn`).

export const variableNames = [
  'customer.name',
  'customer.firstName',
  'customer.email',
  'ticket.id',
  'ticket.title',
  'ticket.category',
  'agent.name',
  'agent.firstName',
  'agent.email',
  'today',
  'cursor',
] as const;
type VariableName = (typeof variableNames)[number];
type VariableValues = Partial<Record<VariableName, string>>;

interface VariableSources {
  ticket?: Pick<Ticket, 'id' | 'title' | 'author' | 'category'> | null;
  agent?: Agent | null;
  /** Overrides the agent's e-mail (the workspace's reply author). */
  authorEmail?: string;
  now?: Date;
  /** The UI language, for `{{today}}`. */
  locale: string;
}

const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? '';

/** The value of every variable the sources can fill; empty values are left out. */
export function variableValues(sources: VariableSources): VariableValues {
  const { ticket, agent } = sources;
  const values: VariableValues = {
    // Any display field may be unknown (tolerant reading): it then stays an unresolved variable.
    'customer.name': ticket?.author?.name?.trim(),
    'customer.firstName': ticket?.author?.name ? firstName(ticket.author.name) : undefined,
    'customer.email': ticket?.author?.email?.trim(),
    'ticket.id': ticket ? String(ticket.id) : undefined,
    'ticket.title': ticket?.title?.trim(),
    'ticket.category': ticket?.category?.name?.trim(),
    'agent.name': agent?.name.trim(),
    'agent.firstName': agent ? firstName(agent.name) : undefined,
    'agent.email': sources.authorEmail?.trim() || agent?.email.trim(),
    today: new Intl.DateTimeFormat(sources.locale, { dateStyle: 'long' }).format(sources.now ?? new Date()),
  };
  for (const name of variableNames) if (!values[name]) delete values[name];
  return values;
}

interface Resolved {
  text: string;
  /** Where `{{cursor}}` stood (the first one), as an offset in `text`; null without one. */
  cursor: number | null;
  /** Variables left in the text: unknown names and ones without a value. */
  unresolved: string[];
}

/**
 * `{{ name }}` or a fill-in field `{{ask:…}}` (fill-in-fields.ts), with no brace inside: in
 * `{{{{x}}}}` only the innermost pair is a variable.
 */
const VARIABLE = /\{\{(?:\s*([A-Za-z][\w.]*)\s*|ask:([^{}]*))\}\}/g;
const isName = (name: string): name is VariableName => (variableNames as readonly string[]).includes(name);

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);

/** How a message is read: the Markdown shorthand, plain text as typed, or HTML source. */
export type MessageFormat = 'markdown' | 'text' | 'html';

/**
 * Text from outside the agent's keyboard (a customer's name, a page's quote, a plain saved reply)
 * as it must be written into a message of `format` to be read back as that same text: never
 * markup, a link or a list.
 */
export function asData(text: string, format: MessageFormat): string {
  if (format === 'html') return escapeHtml(text).replace(/\r?\n/g, '<br>\n');
  return format === 'markdown' ? escapeMarkdown(text) : text;
}

interface ResolveOptions {
  /** The format of the message the text joins: every value is data in it (`asData`). */
  format: MessageFormat;
  /** The template itself is plain text (a plain saved reply): it is data too. */
  plainTemplate?: boolean;
  /**
   * What the agent filled in, formatted, by each field as written between `{{ask:` and `}}`
   * (`fieldEntries` in fill-in-fields.ts): data like any value. The parser stays with the form.
   */
  fields?: Readonly<Record<string, string>>;
}

/**
 * Fills the variables and fill-in fields of `template` in one pass (a value is never read for
 * variables or fields itself). A field without a value stays as written: Send refuses it.
 */
export function resolveVariables(
  template: string,
  values: VariableValues,
  options: ResolveOptions,
): Resolved {
  const data = (value: string) => asData(value, options.format);
  const literal = options.plainTemplate ? data : (part: string) => part;
  let text = '';
  let cursor: number | null = null;
  const unresolved: string[] = [];
  let last = 0;
  const fields = options.fields ?? {};
  const fieldOf = (body: string) => (Object.hasOwn(fields, body) ? fields[body] : undefined);
  for (const match of template.matchAll(VARIABLE)) {
    const [whole, name = '', field] = match;
    text += literal(template.slice(last, match.index));
    last = match.index + whole.length;
    if (name === 'cursor') {
      cursor ??= text.length;
      continue;
    }
    const value = field === undefined ? (isName(name) ? values[name] : undefined) : fieldOf(field);
    if (value === undefined) {
      unresolved.push(whole);
      text += whole;
    } else text += data(value);
  }
  text += literal(template.slice(last));
  return { text, cursor, unresolved };
}

/**
 * What would reach the customer by accident: every `{{…}}` left in a message, or `{{` alone
 * (a variable typed wrong). Empty when the message is clean.
 */
export function unresolvedIn(message: string): string[] {
  const found = message.match(/\{\{[^{}]*\}\}/g) ?? [];
  if (found.length) return [...new Set(found)];
  return message.includes('{{') ? ['{{'] : [];
}
