import type { ComponentChildren } from 'preact';
import { t } from '@/lib/i18n/format';
import { POPUP_LISTS, type PopupList, type TicketListsModel } from './ticket-lists-model';

/** The tabs: the lists, and Snoozed (its view is the snooze feature's, loaded when first shown). */
export type PopupTab = PopupList | 'snoozed';
const TABS: readonly PopupTab[] = [...POPUP_LISTS, 'snoozed'];

/**
 * Watched, Recent, Drafts, each with a count: rows with new activity (Drafts: drafts waiting); then Snoozed.
 * The ARIA tabs pattern: one tab stop, arrow keys / Home / End move and select.
 */
export function PopupTabs({
  model,
  active,
  onSelect,
}: {
  model: TicketListsModel;
  active: PopupTab;
  onSelect: (tab: PopupTab) => void;
}) {
  const onKeyDown = (event: KeyboardEvent) => {
    const at = TABS.indexOf(active);
    const last = TABS.length - 1;
    const moves: Record<string, number> = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: last };
    const to = moves[event.key];
    if (to === undefined) return;
    event.preventDefault();
    const next = TABS[(to + TABS.length) % TABS.length] as PopupTab;
    onSelect(next);
    document.getElementById(`tab-${next}`)?.focus();
  };
  return (
    <div class="tabs" role="tablist" aria-label={t('tabs.label')} onKeyDown={onKeyDown}>
      {TABS.map((tab) => {
        const name = t(`tabs.${tab}`);
        const drafts = tab === 'drafts';
        const count =
          tab === 'snoozed' ? 0 : drafts ? model.rows.drafts.value.length : model.newCount[tab].value;
        const label = drafts ? 'tabs.draft-count' : 'tabs.new-activity';
        return (
          <button
            key={tab}
            type="button"
            role="tab"
            id={`tab-${tab}`}
            aria-selected={tab === active}
            aria-controls={`panel-${tab}`}
            aria-label={count ? t(label, { list: name, count }) : undefined}
            tabIndex={tab === active ? 0 : -1}
            onClick={() => onSelect(tab)}
          >
            {name}
            {count > 0 && <span class={`tab-count${drafts ? '' : ' is-new'}`}>{count}</span>}
          </button>
        );
      })}
    </div>
  );
}

/** A tab panel; its content mounts only while selected (lists refresh on demand). */
export function TabPanel({
  tab,
  active,
  children,
}: {
  tab: PopupTab;
  active: PopupTab;
  children: ComponentChildren;
}) {
  const selected = tab === active;
  return (
    <section role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`} hidden={!selected}>
      {selected && children}
    </section>
  );
}
