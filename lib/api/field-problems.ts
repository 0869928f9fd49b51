import type { z } from '@/lib/zod';

// Which display fields of an answer did not match the specification, found from the strict
// reading's issues, named by item and field so the agent can report them ("Ticket 12: field
// `title` was null"). The tolerant reading has already shown those fields as unknown.

export type Resource = 'ticket' | 'reply' | 'category' | 'faq-instance';

/** One field an answer got wrong. */
export interface FieldProblem {
  resource: Resource;
  /** The item's id (a FAQ instance's name); absent when that is what could not be read. */
  id?: number | string;
  /** For a category left out: the id of the category it was under. */
  under?: number;
  /** Dotted path in the item: `title`, `author.name`, `properties.isLocked`, `children.3`. */
  field: string;
  /** What arrived: `null`, `missing`, `number`, `string`, `boolean`, `array`, `object`, or `invalid`. */
  got: string;
  /** The item could not be read at all and was left out (a category without an id). */
  leftOut?: boolean;
}

type Key = PropertyKey;
const isRecord = (value: unknown): value is Record<Key, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const at = (value: unknown, key: Key): unknown =>
  isRecord(value) || Array.isArray(value) ? (value as never)[key] : undefined;

function kindOf(value: unknown): string {
  if (value === null) return 'null';
  if (value === undefined) return 'missing';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

/** Fields an item must have: without them it is left out (lists) or the answer fails (others). */
const ESSENTIAL: Record<Resource, readonly string[]> = {
  ticket: ['id'],
  reply: ['id', 'ticketId'],
  category: ['id'],
  'faq-instance': [],
};

/** Where an issue lies: the item it belongs to (descending category children), and the rest. */
function locate(resource: Resource, raw: unknown, path: readonly Key[]) {
  let item = raw;
  let parent: unknown;
  let rest = path;
  const isList = resource === 'category' || resource === 'faq-instance';
  if (isList && typeof rest[0] === 'number') {
    item = at(raw, rest[0]);
    rest = rest.slice(1);
  }
  // A category's children are items of their own: descend while the path goes into one.
  while (resource === 'category' && isRecord(item) && rest[0] === 'children' && typeof rest[1] === 'number') {
    parent = item;
    item = at(item.children, rest[1]);
    rest = rest.slice(2);
  }
  return { item, parent, rest };
}

/** The field that tolerance replaces: a path stops at the first value that is not an object. */
function fieldOf(item: unknown, rest: readonly Key[]): Key[] {
  const field: Key[] = [];
  let value = item;
  for (const key of rest) {
    if (field.length > 0 && !isRecord(value)) break;
    field.push(key);
    value = at(value, key);
  }
  return field;
}

const idOf = (item: unknown, resource: Resource) => {
  const id = at(item, resource === 'faq-instance' ? 'name' : 'id');
  return typeof id === 'number' || typeof id === 'string' ? id : undefined;
};

/** The problems the strict reading found in `raw`, one per field. */
export function problemsOf(
  resource: Resource,
  raw: unknown,
  issues: readonly z.core.$ZodIssue[],
): FieldProblem[] {
  const seen = new Map<string, FieldProblem>();
  for (const issue of issues) {
    const { item, parent, rest } = locate(resource, raw, issue.path);
    const field = fieldOf(item, rest);
    const value = field.reduce<unknown>(at, item);
    const exact = field.length === rest.length && issue.code === 'invalid_type';
    const leftOut = !isRecord(item) || (field.length === 1 && ESSENTIAL[resource].includes(String(field[0])));
    const problem: FieldProblem = {
      resource,
      field: field.length ? field.join('.') : '(item)',
      got: exact || !isRecord(item) ? kindOf(field.length ? value : item) : 'invalid',
      ...(leftOut ? { leftOut } : {}),
    };
    const id = leftOut ? undefined : idOf(item, resource);
    if (id !== undefined) problem.id = id;
    const under = idOf(parent, resource);
    if (leftOut && typeof under === 'number') problem.under = under;
    seen.set(`${problem.id ?? ''}/${problem.under ?? ''}/${problem.field}`, problem);
  }
  return [...seen.values()];
}
