import { useEffect, useState } from 'preact/hooks';

/**
 * What `load` gives (a view, usually), loaded with import() once `needed` and kept from then on;
 * null until it is in. For the parts of a page its first paint does without: a menu's contents,
 * a view behind a click, a line that shows only once something is found.
 */
export function useImported<T>(needed: boolean, load: () => Promise<T>): T | null {
  // Wrapped: a component kept in state must not be taken for an updater function.
  const [loaded, setLoaded] = useState<{ value: T } | null>(null);
  // `load` is a new function at each render, read once: when first needed (what it loads never changes).
  useEffect(() => {
    if (needed && !loaded) void load().then((value) => setLoaded({ value }));
  }, [needed, loaded]);
  return loaded ? loaded.value : null;
}
