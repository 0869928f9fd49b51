import type { WxtStorageItem } from 'wxt/utils/storage';

// biome-ignore lint/suspicious/noExplicitAny: any item, whatever its metadata
type Item<T> = WxtStorageItem<T, any>;
const queues = new WeakMap<object, Promise<unknown>>();

/**
 * Read-modify-write of one storage item, one change at a time in this context. Without the
 * queue, two concurrent updates read the same value and the second write drops the first.
 */
export function updateItem<T>(item: Item<T>, change: (value: T) => T): Promise<T> {
  const previous = queues.get(item) ?? Promise.resolve();
  const next = previous
    .catch(() => undefined)
    .then(async () => {
      const value = change(await item.getValue());
      await item.setValue(value);
      return value;
    });
  queues.set(item, next);
  return next;
}
