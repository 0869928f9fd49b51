import { useEffect, useState } from 'preact/hooks';

/**
 * Options' twin of `useImported` (lib/ui/use-imported.ts): what `load` gives, loaded
 * with import() once `needed` and kept from then on; null until it is in. Not that helper itself:
 * imported by Options too, it joins the chunk every page shares, and rolldown then splits Preact
 * out of that chunk, which costs each page 0.45 KiB (the popup's app over its budget).
 */
export function usePageImport<T>(needed: boolean, load: () => Promise<T>): T | null {
  // Wrapped: a component kept in state must not be taken for an updater function.
  const [loaded, setLoaded] = useState<{ value: T } | null>(null);
  // `load` is a new function at each render, read once: when first needed (what it loads never changes).
  useEffect(() => {
    if (needed && !loaded) void load().then((value) => setLoaded({ value }));
  }, [needed, loaded]);
  return loaded ? loaded.value : null;
}
