import type { MalformedKind } from './config';

/** Numbers become strings, any other value (but null) becomes a number. */
function swapTypes(record: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(record).map(([key, value]) => [
      key,
      typeof value === 'number' ? String(value) : value === null ? null : 0,
    ]),
  );
}

/** Keeps only the first field of an object (of each object, in an array). */
function keepFirstField(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(keepFirstField);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.entries(value).slice(0, 1));
}

/**
 * The body a broken server might send instead of `body`:
 * - invalid-json: the JSON text cut in half;
 * - wrong-types: every top-level field with the wrong type (`errorCode: "-1"`, `data: 0` …);
 * - missing-fields: the payload reduced to its first field (an envelope keeps its shape, its
 *   `data` loses its fields; a token response loses all but `access_token`).
 */
export function malformBody(body: string, kind: MalformedKind): string {
  if (kind === 'invalid-json') return body.slice(0, Math.floor(body.length / 2));
  const parsed = JSON.parse(body) as Record<string, unknown>;
  if (kind === 'wrong-types') return JSON.stringify(swapTypes(parsed));
  if ('data' in parsed) return JSON.stringify({ ...parsed, data: keepFirstField(parsed.data) });
  return JSON.stringify(keepFirstField(parsed));
}
