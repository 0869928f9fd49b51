import { z } from 'zod';

// Test knob: values a ticket is served with *instead of* its stored ones, whatever their type
// (`{"title": null, "author.name": 7}`), so a client can be tried on answers the specification does
// not allow. Kept in memory beside the state, never saved, never validated against the
// specification (that is the point); `POST /__admin/reset` drops them.

/** Overrides by ticket id; keys are field paths, dotted for nested fields. */
export type RawOverrides = Map<number, Record<string, unknown>>;

const FORBIDDEN = new Set(['__proto__', 'prototype', 'constructor']);
const FIELD_PATH = /^[A-Za-z_$][\w$]*(\.[A-Za-z_$][\w$]*){0,4}$/;
const isFieldPath = (key: string) =>
  FIELD_PATH.test(key) && !key.split('.').some((part) => FORBIDDEN.has(part));

/**
 * The body of `PATCH /__admin/tickets/{id}/raw`: field path -> any JSON value. Checked on the parsed
 * JSON's own keys (a `__proto__` key must be refused, not silently turned into a prototype).
 */
export const rawOverridesBodySchema = z.custom<Record<string, unknown>>(
  (body) =>
    typeof body === 'object' &&
    body !== null &&
    !Array.isArray(body) &&
    Object.keys(body).length <= 50 &&
    Object.keys(body).every(isFieldPath),
  'The body must be an object of at most 50 field paths ("title", "author.name") and their values.',
);

/** `ticket` as served: a copy with each override set at its path (skipped where no object holds it). */
export function withRawOverrides<T extends object>(
  ticket: T,
  fields: Record<string, unknown> | undefined,
): T {
  if (!fields) return ticket;
  const copy = structuredClone(ticket) as Record<string, unknown>;
  for (const [path, value] of Object.entries(fields)) {
    const keys = path.split('.');
    const last = keys.pop() as string;
    let node: unknown = copy;
    for (const key of keys) node = (node as Record<string, unknown> | null)?.[key];
    if (typeof node === 'object' && node !== null && !Array.isArray(node)) {
      Object.defineProperty(node, last, { value, enumerable: true, writable: true, configurable: true });
    }
  }
  return copy as T;
}
