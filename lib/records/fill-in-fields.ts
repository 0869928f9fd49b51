// Fill-in fields of saved replies: `{{ask:Order number}}`, `{{ask:Amount|number|default:0}}`,
// `{{ask:Shipping|choice:Standard,Express}}`, `{{ask:Delivery date|date}}`. The composer asks the
// agent for each one before the reply is inserted (lib/saved-replies/composer/), and Send refuses a
// message that still holds one. One scan with `indexOf`-like steps: linear in the text's length.

import { FIELD_PATTERN } from './unfilled-fields';

type FieldKind = 'text' | 'number' | 'date' | 'choice';

export interface FillInField {
  name: string;
  kind: FieldKind;
  /** The options of a `choice`, in order; empty for the other kinds. */
  choices: string[];
  /** Used when the agent leaves the field empty (checked against the kind); null: none. */
  fallback: string | null;
}

/** What is wrong with one field, named by its place: the nth field, its line and its source. */
interface FieldProblem {
  code: 'unclosed' | 'no-name' | 'unknown-part' | 'no-choices' | 'bad-default' | 'kind-clash';
  /** 1-based: the nth `{{ask:` of the text, and the line it starts on. */
  place: number;
  line: number;
  /** The field as written (cut at 80 characters) and, for `unknown-part`, the part. */
  source: string;
  part?: string;
}

interface ParsedFields {
  /** Each name once, in the order of its first use. */
  fields: FillInField[];
  problems: FieldProblem[];
}

const DATE_VALUE = /^\d{4}-\d{2}-\d{2}$/;

/** Whether `value` is a well-formed value of `field` (a default, or what the agent typed). */
function fitsField(field: Pick<FillInField, 'kind' | 'choices'>, value: string): boolean {
  switch (field.kind) {
    case 'number':
      return value.trim() !== '' && Number.isFinite(Number(value));
    case 'date':
      return DATE_VALUE.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));
    case 'choice':
      return field.choices.includes(value);
    case 'text':
      return true;
  }
}

type Spec = Omit<FillInField, 'name'> & { name: string };

/** The field inside `{{ask:…}}`, or the code of what is wrong with it (with the part at fault). */
function parseFieldBody(body: string): Spec | { code: FieldProblem['code']; part?: string } {
  const [rawName = '', ...parts] = body.split('|');
  const name = rawName.trim();
  if (!name) return { code: 'no-name' };
  let kind: FieldKind | null = null;
  let choices: string[] = [];
  let fallback: string | null = null;
  for (const raw of parts) {
    const part = raw.trim();
    const colon = part.indexOf(':');
    const head = colon < 0 ? part : part.slice(0, colon);
    const rest = colon < 0 ? '' : part.slice(colon + 1).trim();
    if (head === 'default' && colon >= 0 && fallback === null) fallback = rest;
    else if (head === 'choice' && colon >= 0 && kind === null) {
      kind = 'choice';
      choices = [...new Set(rest.split(',').map((c) => c.trim()))].filter(Boolean);
      if (!choices.length) return { code: 'no-choices' };
    } else if ((head === 'text' || head === 'number' || head === 'date') && colon < 0 && kind === null)
      kind = head;
    else return { code: 'unknown-part', part };
  }
  const spec: Spec = { name, kind: kind ?? 'text', choices, fallback };
  if (fallback !== null && !fitsField(spec, fallback)) return { code: 'bad-default' };
  return spec;
}

const sameKind = (a: FillInField, b: FillInField) =>
  a.kind === b.kind && a.choices.join('\n') === b.choices.join('\n');

/** Every field of a saved reply's text, each name once, and what is malformed, by place. */
export function parseFields(text: string): ParsedFields {
  const fields: FillInField[] = [];
  const problems: FieldProblem[] = [];
  let line = 1;
  let counted = 0;
  let place = 0;
  for (const match of text.matchAll(FIELD_PATTERN)) {
    place++;
    for (let at = counted; at < match.index; at++) if (text.charCodeAt(at) === 10) line++;
    counted = match.index;
    const [whole, body = '', closed] = match;
    const where = { place, line, source: whole.length > 80 ? `${whole.slice(0, 79)}…` : whole };
    if (!closed) {
      problems.push({ code: 'unclosed', ...where });
      continue;
    }
    const spec = parseFieldBody(body);
    if ('code' in spec) {
      problems.push({ ...where, ...spec });
      continue;
    }
    const known = fields.find((f) => f.name === spec.name);
    if (!known) fields.push(spec);
    else if (!sameKind(known, spec)) problems.push({ code: 'kind-clash', ...where });
  }
  return { fields, problems };
}

/**
 * The agent's values (by field name) as `resolveVariables` takes them: by each field of `text` as
 * written, so `{{ask:Order}}` and `{{ask:Order|text}}` both get the Order value.
 */
export function fieldEntries(text: string, byName: ReadonlyMap<string, string>): Record<string, string> {
  const entries: Record<string, string> = {};
  for (const [, body = '', closed] of text.matchAll(FIELD_PATTERN)) {
    const spec = closed ? parseFieldBody(body) : null;
    const value = spec && 'name' in spec ? byName.get(spec.name) : undefined;
    if (value !== undefined) entries[body] = value;
  }
  return entries;
}

/**
 * What the agent's entry for `field` puts in the message: a number and a date formatted in the
 * interface language, an empty entry replaced by the default; null when it is empty without a
 * default or not a value of its kind (the form says so and inserts nothing).
 */
export function fieldText(field: FillInField, entry: string, locale: string): string | null {
  const value = entry.trim() || field.fallback || '';
  if (!value || !fitsField(field, value)) return null;
  if (field.kind === 'number') return new Intl.NumberFormat(locale).format(Number(value));
  if (field.kind === 'date')
    return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(`${value}T00:00:00Z`),
    );
  return value;
}
