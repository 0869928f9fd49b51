import type { ComponentChildren } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import { t } from '@/lib/i18n/format';
import { ErrorMessage } from '@/lib/ui/ErrorMessage';
import { focusRow, onListKey } from './list-keys';
import { TicketRow } from './TicketRow';
import type { PopupList, TicketListsModel } from './ticket-lists-model';

interface Props {
  model: TicketListsModel;
  list: PopupList;
  onOpen: (ticketId: number) => void;
  /** The snooze menu of a row (the page loads it when first asked); `close` after it is done. */
  snoozeMenu?: (ticketId: number, close: (snoozed: boolean) => void) => ComponentChildren;
}

/** Watched, Recent or Drafts: rows at once from the local cache, refreshed in the background. */
export function TicketListView({ model, list, onOpen, snoozeMenu }: Props) {
  const listRef = useRef<HTMLUListElement>(null);
  const undoRef = useRef<HTMLButtonElement>(null);
  /** The row to focus once a removal shows (-1: the Undo button). */
  const focusNext = useRef<number | null>(null);
  useEffect(() => {
    void model.refreshIfStale(list);
  }, [model, list]);
  const rows = model.rows[list].value;
  // Roving focus: the list is one Tab stop, its last focused row (the first at the start).
  const [focused, setFocused] = useState<number | null>(null);
  const current = rows.some((row) => row.id === focused) ? focused : (rows[0]?.id ?? null);
  useEffect(() => {
    const next = focusNext.current;
    if (next === null) return;
    if (next === -1) undoRef.current?.focus();
    if (next === -1 || focusRow(listRef.current, next)) focusNext.current = null;
  });
  const removable = list !== 'drafts' ? list : null;
  const name = t(`tabs.${list}`);
  const watchedIds = model.watchedIds.value;
  const toggleWatch = (id: number) => void model.setWatch(id, !watchedIds.has(id));
  /** Delete: out of Watched or Recent; on Drafts, the local draft is discarded. Both offer Undo. */
  const remove = (id: number, nextId: number | null = null) => {
    focusNext.current = nextId ?? -1;
    void (removable ? model.remove(removable, id) : model.discardDraft(id));
  };
  const removeLabel = (id: number) =>
    removable ? t('row.remove', { id, list: name }) : t('row.discard-draft', { id });
  /** The row whose snooze menu is open, and the row to focus after it snoozed. */
  const [snoozing, setSnoozing] = useState<{ id: number; nextId: number | null } | null>(null);
  const closeSnooze = (snoozed: boolean) => {
    // Snoozed from Watched, the row is gone: the next one takes the focus (as after a removal).
    if (snoozing) focusNext.current = snoozed && list === 'watched' ? (snoozing.nextId ?? -1) : snoozing.id;
    setSnoozing(null);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const action = onListKey(event, t('lists.watch-key'));
    if (action?.kind === 'snooze') setSnoozing({ id: action.ticketId, nextId: action.nextId });
    if (action?.kind === 'watch') toggleWatch(action.ticketId);
    if (action?.kind === 'remove') remove(action.ticketId, action.nextId);
  };
  const undo = model.undo.value; // null until the first removal
  const offer = undo?.shown.value;
  const newCount = model.newCount[list].value;
  return (
    <div class="ticket-list">
      <div class="toolbar" hidden={rows.length === 0 && !model.refreshing[list].value}>
        <p class="muted" role="status" id={`count-${list}`}>
          {model.refreshing[list].value ? t('lists.refreshing') : t('lists.count', { count: rows.length })}
        </p>
        {newCount > 0 && (
          <button type="button" onClick={() => void model.markAllSeen(list)}>
            {t('lists.mark-all-seen')}
          </button>
        )}
        <button
          type="button"
          onClick={() => void model.refresh(list)}
          disabled={model.refreshing[list].value}
          aria-describedby={model.refreshing[list].value ? `count-${list}` : undefined}
        >
          {t('lists.refresh')}
        </button>
        {removable && (
          <button
            type="button"
            onClick={() => void model.clear(removable)}
            disabled={rows.length === 0}
            title={rows.length === 0 ? t('lists.why.nothing-to-clear') : undefined}
          >
            {t(`lists.clear.${removable}`)}
          </button>
        )}
      </div>
      {offer && offer.list === list && (
        <p class="undo" role="status">
          {offer.said}{' '}
          <button type="button" ref={undoRef} onClick={() => void undo?.undo()}>
            {t('lists.undo')}
          </button>
        </p>
      )}
      <ErrorMessage message={undo?.problem.value} />
      {model.notice[list].value && <p class="notice">{model.notice[list].value}</p>}
      {model.loaded.value && rows.length === 0 && (
        <p class="muted">{t(`lists.empty.${list}`, { watch: t('lists.watch-key') })}</p>
      )}
      {rows.length > 0 && (
        <ul
          class="rows"
          ref={listRef}
          aria-label={t(`lists.label.${list}`)}
          onKeyDown={onKeyDown}
          onFocusIn={(event) => {
            const row = (event.target as Element).closest<HTMLElement>('.ticket-row-open');
            if (row) setFocused(Number(row.dataset.ticketId));
          }}
        >
          {rows.map((row) => (
            <TicketRow
              key={row.id}
              row={row}
              draft={list === 'drafts' ? model.draftNotes.value.get(row.id) : undefined}
              watched={watchedIds.has(row.id)}
              changeSaidElsewhere={list === 'recent' && watchedIds.has(row.id)}
              current={row.id === current}
              removeLabel={removeLabel(row.id)}
              onOpen={onOpen}
              onWatch={toggleWatch}
              onRemove={(id) => remove(id)}
              onSnooze={(id) => setSnoozing(snoozing?.id === id ? null : { id, nextId: null })}
              menu={snoozing?.id === row.id && snoozeMenu?.(row.id, closeSnooze)}
            />
          ))}
        </ul>
      )}
      {rows.length > 0 && (
        <p class="keys muted" aria-hidden="true">
          {t(removable ? 'lists.keys' : 'lists.keys.drafts', { watch: t('lists.watch-key') })}
        </p>
      )}
    </div>
  );
}
