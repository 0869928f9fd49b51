import { t } from '@/lib/i18n/format';
import type { ProtocolClient } from '@/lib/messaging/client';
import { CategoriesView } from './CategoriesView';
import { createCategoriesModel } from './categories-model';
import { FaqView } from './FaqView';
import { createFaqModel, faqLanguage } from './faq-model';
import type { MoreMenuActions, MoreView } from './MoreMenu';
import './more-views.css';

// Loaded with import() when the agent first opens More: its menu, the tree's index and filter and
// the FAQ view do not weigh on the popup's first paint.

/** The menu under More (MoreMenu.tsx keeps it open or closed). */
export function MoreMenuList({
  onView,
  onOptions,
  onKeyDown,
}: MoreMenuActions & { onKeyDown: (event: KeyboardEvent) => void }) {
  return (
    <ul id="more-menu" class="more-menu">
      <li>
        <button type="button" onKeyDown={onKeyDown} id="more-categories" onClick={() => onView('categories')}>
          {t('more.categories')}
        </button>
      </li>
      <li>
        <button type="button" onKeyDown={onKeyDown} id="more-faq" onClick={() => onView('faq')}>
          {t('more.faq')}
        </button>
      </li>
      <li>
        <button type="button" onKeyDown={onKeyDown} onClick={onOptions}>
          {t('more.options')}
        </button>
      </li>
    </ul>
  );
}

/** One set per popup: back to the tickets and into the tree again draws from memory. */
const modelsOf = new WeakMap<
  ProtocolClient,
  { categories: ReturnType<typeof createCategoriesModel>; faq: ReturnType<typeof createFaqModel> }
>();

/** The category tree or the FAQ instances, with their models (kept while the popup lives), and Back. */
export function MoreViewPanel({
  view,
  client,
  language,
  onBack,
}: {
  view: MoreView;
  client: ProtocolClient;
  language?: string | undefined;
  onBack: () => void;
}) {
  let models = modelsOf.get(client);
  if (!models) {
    models = {
      categories: createCategoriesModel(client),
      faq: createFaqModel(client, language ?? faqLanguage()),
    };
    modelsOf.set(client, models);
  }
  const { categories, faq } = models;
  return (
    <section class="more-view" id={`panel-${view}`} aria-label={t(`more.${view}`)}>
      <button type="button" class="more-back" onClick={onBack}>
        <span aria-hidden="true">← </span>
        {t('more.back')}
      </button>
      {view === 'categories' ? <CategoriesView model={categories} /> : <FaqView model={faq} />}
    </section>
  );
}
