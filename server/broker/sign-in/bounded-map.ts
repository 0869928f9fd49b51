/**
 * A Map that keeps at most `maxKeys` entries, forgetting the least recently written first. Its
 * keys come from strangers (typed e-mails, client addresses), so it must not grow without bound.
 */
export function createBoundedMap<V>(maxKeys: number) {
  const entries = new Map<string, V>();
  return {
    get: (key: string) => entries.get(key),
    set(key: string, value: V) {
      entries.delete(key); // re-inserted last: Map order is the eviction order
      entries.set(key, value);
      for (const oldest of entries.keys()) {
        if (entries.size <= maxKeys) break;
        entries.delete(oldest);
      }
    },
    delete: (key: string) => entries.delete(key),
    get size() {
      return entries.size;
    },
  };
}
