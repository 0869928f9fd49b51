import { useLayoutEffect } from 'preact/hooks';
import { t } from '@/lib/i18n/format';
import { ErrorMessage } from '@/lib/ui/ErrorMessage';
import { RelativeTime } from '@/lib/ui/RelativeTime';
import { CategoryRow } from './CategoryRow';
import type { CategoriesModel } from './categories-model';

/** The whole category tree: collapsible, filterable, cached by the worker, with a Refresh button. */
export function CategoriesView({ model }: { model: CategoriesModel }) {
  // Asked before the first paint, not after it (an effect waits for the next frame): the message
  // is under way while the view paints "Loading".
  useLayoutEffect(() => {
    if (!model.table.value) void model.load();
  }, [model]);
  const { rows, more } = model.view.value;
  const filter = model.filter.value;
  const fetchedAt = model.fetchedAt.value;
  return (
    <div class="categories">
      <div class="toolbar">
        <label class="visually-hidden" for="category-filter">
          {t('categories.filter')}
        </label>
        <input
          id="category-filter"
          type="search"
          placeholder={t('categories.filter')}
          value={model.query.value}
          onInput={(event) => model.setQuery(event.currentTarget.value)}
        />
        <button type="button" onClick={() => void model.load(true)} disabled={model.loading.value}>
          {t('categories.refresh')}
        </button>
      </div>
      <p class="muted" role="status">
        {model.loading.value
          ? t('categories.loading')
          : filter
            ? t('categories.matching', { count: filter.matchCount, total: model.total.value })
            : model.table.value
              ? t('categories.count', { count: model.total.value })
              : ''}
        {fetchedAt && !model.loading.value && (
          <>
            {t('categories.updated')}
            <RelativeTime iso={new Date(fetchedAt).toISOString()} />
          </>
        )}
      </p>
      <ErrorMessage message={model.error.value} />
      {rows.length > 0 && (
        <ul class="category-tree" aria-label={t('categories.tree')}>
          {rows.map((row) => (
            <CategoryRow key={row.id} row={row} onToggle={model.toggle} />
          ))}
        </ul>
      )}
      {filter && filter.matchCount === 0 && (
        <p class="muted">{t('categories.no-match', { query: model.query.value })}</p>
      )}
      {more && (
        <button type="button" class="show-more" onClick={model.showMore}>
          {t('categories.show-more')}
        </button>
      )}
    </div>
  );
}
