import { useEffect, useState } from 'preact/hooks';
import { expected } from '@/lib/diagnostics/report';
import { t } from '@/lib/i18n/format';
import { useImported } from '@/lib/ui/use-imported';

export type MoreView = 'categories' | 'faq';

export interface MoreMenuActions {
  onView: (view: MoreView) => void;
  onOptions: () => void;
}

/**
 * The secondary menu: the category tree, the FAQ instances and Options, out of the main tabs. The
 * button draws with the popup; the menu loads with the views behind it (more-views.tsx) when the
 * agent first opens it, so a click is never lost: it opens the menu as soon as it is in. It is
 * fetched ahead, shortly after the first paint: opening Categories otherwise waits
 * on two chunk loads before the worker is even asked (the bench's tree, 63-82 to 112-119 ms).
 */
export function MoreMenu({ onView, onOptions }: MoreMenuActions) {
  const [open, setOpen] = useState(false);
  const Menu = useImported(open, () => import('./more-views').then((m) => m.MoreMenuList));
  useEffect(() => {
    // After the first paint and the launcher (effects run after the paint): out of the rows' way.
    const ahead = setTimeout(() => void import('./more-views').catch(expected('preload')), 300);
    return () => clearTimeout(ahead);
  }, []);
  // Escape closes the menu from any of its buttons.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
    }
  };
  const pick = (action: () => void) => {
    setOpen(false);
    action();
  };
  return (
    <div class="more">
      <button
        type="button"
        class="more-button"
        aria-expanded={open}
        aria-controls="more-menu"
        onKeyDown={onKeyDown}
        onClick={() => setOpen(!open)}
      >
        {t('more.label')} <span aria-hidden="true">▾</span>
      </button>
      {open && Menu && (
        <Menu
          onKeyDown={onKeyDown}
          onView={(view) => pick(() => onView(view))}
          onOptions={() => pick(onOptions)}
        />
      )}
    </div>
  );
}
