import type { WxtStorageItem } from 'wxt/utils/storage';

// biome-ignore lint/suspicious/noExplicitAny: any item, whatever its metadata
type Item<T> = WxtStorageItem<T, any>;
type Change<T> = (value: T) => T;

const tails = new WeakMap<object, Promise<unknown>>();
const open = new WeakMap<object, unknown[]>();

/**
 * Read-modify-write of one storage item, serialized in this context: without it, two concurrent
 * updates read the same value and the second write drops the first. Changes that arrive while a
 * write is under way are coalesced into the next single read and write (50 parallel ticket
 * fetches cost one rewrite of the cache, not fifty).
 */
export function updateItem<T>(item: Item<T>, change: Change<T>): Promise<T> {
  const batch = open.get(item) as Change<T>[] | undefined;
  if (batch) {
    batch.push(change);
    return tails.get(item) as Promise<T>;
  }
  const changes: Change<T>[] = [change];
  open.set(item, changes);
  const run = (tails.get(item) ?? Promise.resolve())
    .catch(() => undefined)
    .then(async (): Promise<T> => {
      open.delete(item); // later changes start the next batch
      let value: T = await item.getValue();
      for (const apply of changes) value = apply(value);
      await item.setValue(value);
      return value;
    });
  tails.set(item, run);
  return run;
}
