import { browser } from 'wxt/browser';
import { expected } from '@/lib/diagnostics/report';
import { readStorage, watchStorage } from './item';

// Storage shapes for data that belongs to one workspace scope (see lib/settings/workspace.ts):
// - a *collection* keeps one key per record (`ticket:<scope>:<id>`), so writing one ticket never
//   rewrites the others;
// - a *scoped item* keeps one small value per scope (`recent:<scope>`).
// Pages read them; only the worker writes them (see the "one writer" rule in lib/storage/items.ts).

type Listener<T> = (value: T) => void;

/**
 * A workspace's storage scope, as long as its work may still write there: a worker session
 * (lib/worker/context.ts) is one; signed out or removed, `alive()` turns false.
 */
export interface LiveScope {
  scope: string;
  alive(): boolean;
}

export interface Collection<T> {
  readonly name: string;
  /** The storage.local key of one record. */
  key(scope: string, id: number): string;
  get(scope: string, id: number): Promise<T | null>;
  /** Several records in one storage read; missing ids are absent from the map. */
  getMany(scope: string, ids: readonly number[]): Promise<Map<number, T>>;
  watch(scope: string, id: number, listener: Listener<T | null>): () => void;
  /** Follows every record of the scope (one storage listener, however many records). */
  watchAll(scope: string, listener: (id: number, value: T | null) => void): () => void;
  /** Worker only. */
  set(scope: string, id: number, value: T): Promise<void>;
  /** Worker only. */
  remove(scope: string, ids: readonly number[]): Promise<void>;
}

/* @__NO_SIDE_EFFECTS__ */
export function defineCollection<T>(name: string): Collection<T> {
  const key = (scope: string, id: number) => `${name}:${scope}:${id}`;
  return {
    name,
    key,
    async get(scope, id) {
      const k = key(scope, id);
      return ((await readStorage('local', [k]))[k] as T | undefined) ?? null;
    },
    async getMany(scope, ids) {
      const found = new Map<number, T>();
      if (!ids.length) return found;
      const values = await readStorage(
        'local',
        ids.map((id) => key(scope, id)),
      );
      for (const id of ids) {
        const value = values[key(scope, id)] as T | undefined;
        if (value !== undefined) found.set(id, value);
      }
      return found;
    },
    watch: (scope, id, listener) =>
      watchStorage('local', key(scope, id), (value) => listener((value as T | undefined) ?? null)),
    watchAll(scope, listener) {
      const prefix = `${name}:${scope}:`;
      const onChanged = (changes: Record<string, { newValue?: unknown }>, area: string) => {
        if (area !== 'local') return;
        for (const [k, change] of Object.entries(changes)) {
          if (k.startsWith(prefix)) listener(Number(k.slice(prefix.length)), (change.newValue as T) ?? null);
        }
      };
      browser.storage.onChanged.addListener(onChanged);
      return () => browser.storage.onChanged.removeListener(onChanged);
    },
    set: (scope, id, value) => browser.storage.local.set({ [key(scope, id)]: value }),
    async remove(scope, ids) {
      if (ids.length) await browser.storage.local.remove(ids.map((id) => key(scope, id)));
    },
  };
}

export interface ScopedItem<T> {
  readonly name: string;
  key(scope: string): string;
  get(scope: string): Promise<T>;
  watch(scope: string, listener: Listener<T>): () => void;
  /** Worker only. */
  set(scope: string, value: T): Promise<void>;
  /** The value as stored, and back (the identity but for `defineScopedJsonItem`). */
  encode(value: T): unknown;
  decode(stored: unknown): T;
}

interface Codec<T> {
  encode(value: T): unknown;
  /** Never called with undefined (a missing key is the fallback). */
  decode(stored: unknown): T;
}
const asIs: Codec<never> = { encode: (value) => value, decode: (stored) => stored as never };

/* @__NO_SIDE_EFFECTS__ */
export function defineScopedItem<T>(
  name: string,
  fallback: () => T,
  codec: Codec<T> = asIs as Codec<T>,
): ScopedItem<T> {
  const key = (scope: string) => `${name}:${scope}`;
  const decode = (stored: unknown) =>
    stored === undefined || stored === null ? fallback() : codec.decode(stored);
  return {
    name,
    key,
    async get(scope) {
      const k = key(scope);
      return decode((await readStorage('local', [k]))[k]);
    },
    watch: (scope, listener) => watchStorage('local', key(scope), (value) => listener(decode(value))),
    set: (scope, value) => browser.storage.local.set({ [key(scope)]: codec.encode(value) }),
    encode: codec.encode,
    decode,
  };
}

/**
 * A scoped item stored as JSON text. Chrome converts a stored object to and from its own value
 * tree node by node: for a 10,000-node category tree that took ~0.6 s per read or write, against
 * a few ms for one string and JSON.parse. Text that does not parse reads as the fallback.
 */
/* @__NO_SIDE_EFFECTS__ */
export function defineScopedJsonItem<T>(name: string, fallback: () => T): ScopedItem<T> {
  return defineScopedItem(name, fallback, {
    encode: (value) => JSON.stringify(value),
    decode(stored) {
      try {
        return JSON.parse(stored as string) as T;
      } catch {
        return fallback();
      }
    },
  });
}

const tails = new Map<string, Promise<unknown>>();

/**
 * Runs read-modify-write steps on one key one after another *inside the worker* (its only writer):
 * two messages handled at once (a quote from the menu, a draft save) must not read the same old
 * value. Pages never write these keys, so no other context can interleave.
 */
export function serialized<T>(key: string, step: () => Promise<T>): Promise<T> {
  const run = (tails.get(key) ?? Promise.resolve()).catch(expected('caller-told')).then(step);
  const tail: Promise<void> = run.then(
    () => undefined,
    () => undefined,
  );
  void tail.then(() => {
    if (tails.get(key) === tail) tails.delete(key);
  });
  tails.set(key, tail);
  return run;
}
