import type { ComponentChildren } from 'preact';

export const TABS = ['Lookup', 'Recent', 'Watched', 'Categories', 'FAQ'] as const;
export type TabName = (typeof TABS)[number];

const id = (tab: TabName) => tab.toLowerCase();

/** The ARIA tabs pattern: one tab stop, arrow keys / Home / End move and select. */
export function PopupTabs({ active, onSelect }: { active: TabName; onSelect: (tab: TabName) => void }) {
  const onKeyDown = (event: KeyboardEvent) => {
    const at = TABS.indexOf(active);
    const moves: Record<string, number> = {
      ArrowRight: at + 1,
      ArrowLeft: at - 1,
      Home: 0,
      End: TABS.length - 1,
    };
    const to = moves[event.key];
    if (to === undefined) return;
    event.preventDefault();
    const next = TABS[(to + TABS.length) % TABS.length] as TabName;
    onSelect(next);
    document.getElementById(`tab-${id(next)}`)?.focus();
  };
  return (
    <div class="tabs" role="tablist" aria-label="Sidedesk sections" onKeyDown={onKeyDown}>
      {TABS.map((tab) => (
        <button
          key={tab}
          type="button"
          role="tab"
          id={`tab-${id(tab)}`}
          aria-selected={tab === active}
          aria-controls={`panel-${id(tab)}`}
          tabIndex={tab === active ? 0 : -1}
          onClick={() => onSelect(tab)}
        >
          {tab}
        </button>
      ))}
    </div>
  );
}

/** A tab panel; its content mounts only while selected (lists refresh and trees load on demand). */
export function TabPanel({
  tab,
  active,
  children,
}: {
  tab: TabName;
  active: TabName;
  children: ComponentChildren;
}) {
  const selected = tab === active;
  return (
    <section role="tabpanel" id={`panel-${id(tab)}`} aria-labelledby={`tab-${id(tab)}`} hidden={!selected}>
      {selected && children}
    </section>
  );
}
