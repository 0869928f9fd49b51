import { t } from '@/lib/i18n/format';
import type { ProtocolClient } from '@/lib/messaging/client';
import { CategoriesView } from './CategoriesView';
import type { CategoriesAsked } from './categories-asked';
import { createCategoriesModel } from './categories-model';
import { FaqView } from './FaqView';
import { createFaqModel, faqLanguage } from './faq-model';
import type { MoreView } from './MoreMenu';
import './more-views.css';

// Loaded with import() when the agent opens More (or shortly after the first paint): the tree's
// index and filter and the FAQ view do not weigh on the popup's first paint.

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
  categoriesAsked,
  onBack,
}: {
  view: MoreView;
  client: ProtocolClient;
  language?: string | undefined;
  /** The tree, asked of the worker while this chunk loaded (Popup.tsx). */
  categoriesAsked?: CategoriesAsked | undefined;
  onBack: () => void;
}) {
  let models = modelsOf.get(client);
  if (!models) {
    models = {
      categories: createCategoriesModel(client, categoriesAsked),
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
