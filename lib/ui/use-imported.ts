import { type ComponentType, h } from 'preact';
import { useEffect, useMemo, useState } from 'preact/hooks';
import { report } from '@/lib/diagnostics/report';
import { ViewFailed } from './ViewFailed';

type View<P> = ComponentType<P>;

/**
 * The view `load` gives, loaded with import() once `needed` and kept from then on; null until it
 * is in. For the parts of a page its first paint does without: a menu's contents, a view behind a
 * click, a line that shows only once something is found. A load that fails (the extension was
 * updated underneath the page, a file that cannot be read) is reported, and the view is then one
 * that says so with Retry, which loads it again.
 */
export function useImported<P>(needed: boolean, load: () => Promise<View<P>>): View<P> | null {
  // Wrapped: a component kept in state must not be taken for an updater function.
  const [loaded, setLoaded] = useState<{ view: View<P> } | 'failed' | null>(null);
  // `load` is a new function at each render, read once: when first needed (what it loads never changes).
  useEffect(() => {
    if (!needed || loaded) return;
    let current = true;
    load().then(
      (view) => current && setLoaded({ view }),
      (error: unknown) => {
        report(error, 'view/load');
        if (current) setLoaded('failed');
      },
    );
    return () => {
      current = false;
    };
  }, [needed, loaded]);
  // One component for the hook's life: Retry clears the failure, and the effect loads again.
  const Failed = useMemo(() => () => h(ViewFailed, { onRetry: () => setLoaded(null) }), []);
  if (loaded === 'failed') return Failed as View<P>;
  return loaded ? loaded.view : null;
}
