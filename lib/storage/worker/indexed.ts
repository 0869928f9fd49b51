import type { Collection, LiveScope, ScopedItem } from '@/lib/storage/collection';
import { serialized } from '@/lib/storage/collection';
import { readMemo, writeMemo } from './memo';

// Writes of a collection that keeps a small index (id → time) beside its records: the ticket
// cache and the drafts. One storage call writes the record and the index; what falls out of the
// bound (too many, or too old) is removed in the same step. The index and the records are kept in
// the worker's memory (storage-memo.ts): a write does not read the index back first. Worker only.

interface Bounds {
  cap: number;
  maxAgeMs: number;
}

type Index = Record<string, number>;

/** Ids to drop from `index` so that it keeps at most `cap` entries, none older than `maxAgeMs`. */
function overBounds(index: Index, { cap, maxAgeMs }: Bounds, now: number): string[] {
  const newestFirst = Object.entries(index).sort(([, a], [, b]) => b - a);
  return newestFirst.filter(([, at], i) => i >= cap || now - at > maxAgeMs).map(([id]) => id);
}

interface IndexedWrite<T> {
  /** Stores `value` for `id` (a null value removes it); nothing when the session has ended. */
  put(session: LiveScope, id: number, value: T | null): Promise<void>;
  /**
   * Changes one record from what is stored now; `change` may return null to remove it, or the
   * stored record itself to leave it as it is (nothing is written).
   */
  update(session: LiveScope, id: number, change: (stored: T | null) => T | null): Promise<T | null>;
}

export function indexedWrites<T>(
  collection: Collection<T>,
  index: ScopedItem<Index>,
  bounds: Bounds,
  timeOf: (value: T) => number,
): IndexedWrite<T> {
  const read = <V>(key: string, fallback: V) => readMemo(key, (stored) => (stored ?? fallback) as V);

  async function write(session: LiveScope, id: number, value: T | null): Promise<void> {
    if (!session.alive()) return;
    const { scope } = session;
    const now = Date.now();
    const next = { ...(await read<Index>(index.key(scope), {})) };
    if (value === null) delete next[id];
    else next[id] = timeOf(value);
    const dropped = overBounds(next, bounds, now);
    for (const old of dropped) delete next[old];
    const changes: Parameters<typeof writeMemo>[0] = { [index.key(scope)]: [next, next] };
    if (value !== null && next[id] !== undefined) changes[collection.key(scope, id)] = [value, value];
    for (const removed of [...dropped.map(Number), ...(value === null ? [id] : [])]) {
      changes[collection.key(scope, removed)] = undefined;
    }
    if (!session.alive()) return;
    await writeMemo(changes);
  }
  return {
    put: (session, id, value) => serialized(index.key(session.scope), () => write(session, id, value)),
    update: (session, id, change) =>
      serialized(index.key(session.scope), async () => {
        const stored = await read<T | null>(collection.key(session.scope, id), null);
        const next = change(stored);
        if (next !== stored || next === null) await write(session, id, next);
        return next;
      }),
  };
}
