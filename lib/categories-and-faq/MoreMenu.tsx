import { useEffect, useState } from 'preact/hooks';
import { expected } from '@/lib/diagnostics/report';
import { t } from '@/lib/i18n/format';

export type MoreView = 'categories' | 'faq';

interface MoreMenuActions {
  onView: (view: MoreView) => void;
  onOptions: () => void;
}

/**
 * Fetches the views behind the menu (more-views.tsx) ahead of the click that shows one. A fetch
 * that fails here is an expected case, not a problem: the view's own import() asks again.
 */
const fetchViewsAhead = () => void import('./more-views').catch(expected('preload'));

/**
 * The secondary menu: the category tree, the FAQ instances and Options, out of the main tabs. The
 * menu draws with the popup, so a click on More opens it at once; the views behind it load with
 * import() from that click on (and shortly after the first paint), so the chunk is usually in
 * before the agent picks a view. Waiting on it after the pick put the bench's tree at 151-267 ms
 * (docs/performance.md, 2026-12-03).
 */
export function MoreMenu({ onView, onOptions }: MoreMenuActions) {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    // After the first paint and the launcher (effects run after the paint): out of the rows' way.
    const ahead = setTimeout(fetchViewsAhead, 300);
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
  const toggle = () => {
    if (!open) fetchViewsAhead();
    setOpen(!open);
  };
  return (
    <div class="more">
      <button
        type="button"
        class="more-button"
        aria-expanded={open}
        aria-controls="more-menu"
        onKeyDown={onKeyDown}
        onClick={toggle}
      >
        {t('more.label')} <span aria-hidden="true">▾</span>
      </button>
      {open && (
        <ul id="more-menu" class="more-menu">
          <li>
            <button
              type="button"
              onKeyDown={onKeyDown}
              id="more-categories"
              onClick={() => pick(() => onView('categories'))}
            >
              {t('more.categories')}
            </button>
          </li>
          <li>
            <button
              type="button"
              onKeyDown={onKeyDown}
              id="more-faq"
              onClick={() => pick(() => onView('faq'))}
            >
              {t('more.faq')}
            </button>
          </li>
          <li>
            <button type="button" onKeyDown={onKeyDown} onClick={() => pick(onOptions)}>
              {t('more.options')}
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}
