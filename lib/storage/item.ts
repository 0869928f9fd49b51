import { browser } from 'wxt/browser';
import { sameValue } from '@/lib/same-value';

// Storage items (`local:settings`, `session:token`, …) and the one read path of every storage
// helper. A small stand-in for WXT's storage items, for the pages' size and first paint: WXT's
// reads every defined item once when a page loads lib/storage/items.ts, which queued six storage reads
// ahead of the popup's own; here nothing is read before it is asked for.
//
// Reads issued in the same task turn are sent as one `storage.get` per area (a page that opens
// asks for the settings from several places, then for the lists, the marks and the tickets).

type Area = 'local' | 'session';

interface Batch {
  keys: Set<string>;
  result: Promise<Record<string, unknown>>;
}
const batches: Partial<Record<Area, Batch>> = {};

/** Values of `keys` in `area` (missing keys are absent), read together with the same turn's reads. */
export function readStorage(area: Area, keys: readonly string[]): Promise<Record<string, unknown>> {
  let batch = batches[area];
  if (!batch) {
    const keySet = new Set<string>();
    const created: Batch = {
      keys: keySet,
      result: Promise.resolve().then(() => {
        if (batches[area] === created) delete batches[area];
        return browser.storage[area].get([...keySet]);
      }),
    };
    batches[area] = batch = created;
  }
  for (const key of keys) batch.keys.add(key);
  return batch.result;
}

type Watcher<T> = (value: T, old: T) => void;

/** Follows one key of an area; changes that leave the value equal are not reported. */
export function watchStorage(
  area: Area,
  key: string,
  listener: (value: unknown, old: unknown) => void,
): () => void {
  const onChanged = (changes: Record<string, { newValue?: unknown; oldValue?: unknown }>, at: string) => {
    const change = changes[key];
    if (at !== area || !change || sameValue(change.newValue, change.oldValue)) return;
    listener(change.newValue, change.oldValue);
  };
  browser.storage.onChanged.addListener(onChanged);
  return () => browser.storage.onChanged.removeListener(onChanged);
}

export interface StorageItem<T> {
  /** `area:key`, as WXT names items. */
  readonly key: string;
  readonly fallback: T;
  getValue(): Promise<T>;
  /** null removes the value. */
  setValue(value: T | null): Promise<void>;
  removeValue(): Promise<void>;
  watch(listener: Watcher<T>): () => void;
}

interface ItemOptions<T> {
  fallback: T;
}

/** An item's key inside its area (`local:watched` → `watched`): what `get` and `onChanged` name. */
export const areaKeyOf = (item: { key: string }) => item.key.slice(item.key.indexOf(':') + 1);

/* @__NO_SIDE_EFFECTS__ */
export function defineItem<T>(name: `${Area}:${string}`, options: ItemOptions<T>): StorageItem<T> {
  const key = areaKeyOf({ key: name });
  const area = name.slice(0, -key.length - 1) as Area;
  const { fallback } = options;
  const orFallback = (value: unknown) => (value ?? fallback) as T;

  async function setValue(value: T | null): Promise<void> {
    if (value === null || value === undefined) await browser.storage[area].remove(key);
    else await browser.storage[area].set({ [key]: value });
  }

  return {
    key: name,
    fallback,
    getValue: async () => orFallback((await readStorage(area, [key]))[key]),
    setValue,
    removeValue: () => setValue(null),
    watch: (listener) =>
      watchStorage(area, key, (value, old) => listener(orFallback(value), orFallback(old))),
  };
}
