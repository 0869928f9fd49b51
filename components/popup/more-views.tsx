import { useMemo } from 'preact/hooks';
import type { ProtocolClient } from '@/lib/messaging/client';
import { CategoriesView } from './CategoriesView';
import { createCategoriesModel } from './categories-model';
import { FaqView } from './FaqView';
import { createFaqModel, faqLanguage } from './faq-model';
import type { MoreView } from './MoreMenu';

// Loaded with import() when the agent picks "Browse categories" or "FAQ instances": the tree's
// index and filter and the FAQ view do not weigh on the popup's first paint.

/** The category tree or the FAQ instances, with their own models. */
export function MoreViewPanel({
  view,
  client,
  language,
}: {
  view: MoreView;
  client: ProtocolClient;
  language?: string | undefined;
}) {
  const categories = useMemo(() => createCategoriesModel(client), [client]);
  const faq = useMemo(() => createFaqModel(client, language ?? faqLanguage()), [client, language]);
  return view === 'categories' ? <CategoriesView model={categories} /> : <FaqView model={faq} />;
}
