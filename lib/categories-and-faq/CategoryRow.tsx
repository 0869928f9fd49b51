import { flagOf } from '@/lib/api/category-table';
import { type MessageKey, t } from '@/lib/i18n/format';
import type { CategoryRow as Row } from './category-filter';

type Marker = 'hidden' | 'muted' | 'auto-archive' | 'not choosable';

/** Text markers (never colour or an icon alone) for the flags an agent must notice. */
function markers({ flags }: Row): Marker[] {
  const list: Marker[] = [];
  if (flagOf(flags, 'isHidden')) list.push('hidden');
  if (flagOf(flags, 'isMuted')) list.push('muted');
  if (flagOf(flags, 'autoArchive')) list.push('auto-archive');
  // Unknown counts as not choosable, as before: the agent is not told a category can be chosen.
  if (!flagOf(flags, 'canBeChosen')) list.push('not choosable');
  return list;
}

/** One category: a toggle with aria-expanded when it has children, its name, and its markers. */
export function CategoryRow({ row, onToggle }: { row: Row; onToggle: (id: number) => void }) {
  const { id } = row;
  const name =
    row.name === null ? t('categories.name-unknown', { id }) : row.name || t('categories.no-name', { id });
  return (
    <li
      class={`category-row${row.match ? ' is-match' : ''}`}
      style={{ paddingInlineStart: `${Math.min(row.depth, 12) * 14}px` }}
    >
      {row.hasChildren ? (
        <button
          type="button"
          class="category-toggle"
          aria-expanded={row.expanded}
          onClick={() => onToggle(id)}
        >
          <span class="category-caret" aria-hidden="true">
            {row.expanded ? '▾' : '▸'}
          </span>
          <bdi>{name}</bdi>
        </button>
      ) : (
        <bdi class="category-leaf">{name}</bdi>
      )}
      {markers(row).map((marker) => (
        <span key={marker} class={`category-marker marker-${marker.replace(' ', '-')}`}>
          {t(`categories.marker.${marker.replace(' ', '-')}` as MessageKey)}
        </span>
      ))}
    </li>
  );
}
