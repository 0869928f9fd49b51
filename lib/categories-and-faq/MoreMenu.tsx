import { useState } from 'preact/hooks';
import { t } from '@/lib/i18n/format';

export type MoreView = 'categories' | 'faq';

/** The secondary menu: the category tree, the FAQ instances and Options, out of the main tabs. */
export function MoreMenu({ onView, onOptions }: { onView: (view: MoreView) => void; onOptions: () => void }) {
  const [open, setOpen] = useState(false);
  const pick = (action: () => void) => () => {
    setOpen(false);
    action();
  };
  // Escape closes the menu from any of its buttons.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
    }
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
      {open && (
        <ul id="more-menu" class="more-menu">
          <li>
            <button
              type="button"
              onKeyDown={onKeyDown}
              id="more-categories"
              onClick={pick(() => onView('categories'))}
            >
              {t('more.categories')}
            </button>
          </li>
          <li>
            <button type="button" onKeyDown={onKeyDown} id="more-faq" onClick={pick(() => onView('faq'))}>
              {t('more.faq')}
            </button>
          </li>
          <li>
            <button type="button" onKeyDown={onKeyDown} onClick={pick(onOptions)}>
              {t('more.options')}
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}
