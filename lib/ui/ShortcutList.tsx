import { useEffect, useState } from 'preact/hooks';
import { isHelpKey } from './keys';
import { useImported } from './use-imported';

export type ShortcutPage = 'popup' | 'panel';

/**
 * `?` (when the agent is not typing) opens the page's list of keyboard shortcuts, an accessible
 * dialog loaded with import() the first time: the page's first paint carries only this listener.
 */
export function ShortcutList({ page }: { page: ShortcutPage }) {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isHelpKey(event)) return;
      event.preventDefault();
      setOpen(true);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
  const Dialog = useImported(open, () => import('./ShortcutsDialog').then((m) => m.ShortcutsDialog));
  return open && Dialog ? <Dialog page={page} onClose={() => setOpen(false)} /> : null;
}
