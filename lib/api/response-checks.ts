import type { Message, MessageKey, Param } from '@/lib/i18n/format';
import type { z } from '@/lib/zod';
import { type FieldProblem, problemsOf, type Resource } from './field-problems';

// Checks on a response body before and after zod parses it.

/** JSON nesting allowed in a response: far deeper than any real ticket or category tree. */
export const MAX_NESTING = 400;

/** Whether `value` nests objects/arrays deeper than `limit` (iterative: no stack to overflow). */
export function nestedDeeperThan(value: unknown, limit: number): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length) {
    const [node, depth] = stack.pop() as [unknown, number];
    if (typeof node !== 'object' || node === null) continue;
    if (depth >= limit) return true;
    for (const child of Array.isArray(node) ? node : Object.values(node)) stack.push([child, depth + 1]);
  }
  return false;
}

const typeKeys: Record<string, MessageKey> = {
  string: 'type.string',
  number: 'type.number',
  boolean: 'type.boolean',
  object: 'type.object',
  array: 'type.array',
};

/** The value at `path` in `data` (undefined where the path leaves the data). */
function valueAt(data: unknown, path: readonly PropertyKey[]): unknown {
  let value = data;
  for (const key of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/**
 * "author.email is missing" or "replyCount is not a number" for the first issue of reading
 * `data`, so the agent can report it; zod's own wording reads like a bug to the agent (and
 * zod/mini has none: its issues carry codes).
 */
export function describeIssue(error: z.core.$ZodError, data: unknown): Message {
  const issue = error.issues[0];
  if (!issue) return { key: 'detail.unknown' };
  const path: Param = issue.path.length ? issue.path.join('.') : { key: 'detail.the-data' };
  if (issue.code === 'invalid_type') {
    if (valueAt(data, issue.path) === undefined) return { key: 'detail.missing', params: { path } };
    const type = typeKeys[issue.expected];
    const expected: Message = type ? { key: type } : { key: 'type.named', params: { type: issue.expected } };
    return { key: 'detail.wrong-type', params: { path, expected } };
  }
  return { key: 'detail.invalid', params: { path, issue: issue.code } };
}

/** How one resource is read: strictly by the specification, else tolerantly. */
export interface Reading<T> {
  resource: Resource;
  spec: z.ZodMiniType;
  schema: z.ZodMiniType<T>;
}

type ReadResult<T> = { value: T; problems: FieldProblem[] } | { error: z.core.$ZodError };

/**
 * Reads `data` by the specification first (the usual case: one parse, no problems). When that
 * fails, the tolerant schema decides: it fails only on what the client cannot work without, and
 * the specification's issues name the display fields now shown as unknown.
 */
export function readData<T>({ resource, spec, schema }: Reading<T>, data: unknown): ReadResult<T> {
  const strict = spec.safeParse(data);
  if (strict.success) return { value: strict.data as T, problems: [] };
  const tolerant = schema.safeParse(data);
  if (!tolerant.success) return { error: tolerant.error };
  return { value: tolerant.data, problems: problemsOf(resource, data, strict.error.issues) };
}
