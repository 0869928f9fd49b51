import { useEffect, useState } from 'preact/hooks';
import { t } from '@/lib/i18n/format';
import { OPTIONS_SECTIONS, type OptionsSection } from '@/lib/settings/options-link';

/** The sections this build draws: Firefox has no on-device models, so no language help. */
const DRAWN_SECTIONS = OPTIONS_SECTIONS.filter(
  (section) => section !== 'language-help' || !import.meta.env.FIREFOX,
);

/**
 * The sections of Options: a side navigation, a select on narrow windows; both follow the scroll
 * (the section at the top of the window is current: `aria-current`, the select's value).
 */
export function OptionsNav({ onGo }: { onGo: (section: OptionsSection) => void }) {
  const current = useCurrentSection();
  return (
    <>
      <nav class="options-nav" aria-label={t('options.nav')}>
        <ul>
          {DRAWN_SECTIONS.map((id) => (
            <li key={id}>
              <a
                href={`#${id}`}
                aria-current={current === id ? 'true' : undefined}
                onClick={(event) => {
                  event.preventDefault();
                  onGo(id);
                }}
              >
                {t(`options.section.${id}`)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <nav class="options-jump" aria-label={t('options.nav')}>
        <select
          aria-label={t('options.nav.jump')}
          value={current}
          onChange={(event) => onGo(event.currentTarget.value as OptionsSection)}
        >
          {DRAWN_SECTIONS.map((id) => (
            <option key={id} value={id}>
              {t(`options.section.${id}`)}
            </option>
          ))}
        </select>
      </nav>
    </>
  );
}

/** Keys that scroll the page when no field has focus. */
const SCROLL_KEYS = new Set(['PageUp', 'PageDown', 'Home', 'End', 'ArrowUp', 'ArrowDown', ' ']);

/**
 * The section at the top of the window, by an IntersectionObserver on every `[data-section]`;
 * but the section that takes focus (a deep link, a click in the navigation, Tab) is current until
 * the agent scrolls by hand: a short section scrolled to the top shows the next one in the band.
 */
function useCurrentSection(): OptionsSection {
  const [current, setCurrent] = useState<OptionsSection>('workspaces');
  useEffect(() => {
    const visible = new Set<string>();
    let held = false;
    const pick = () => {
      const found = DRAWN_SECTIONS.find((id) => visible.has(id));
      if (found && !held) setCurrent(found);
    };
    const focused = (event: FocusEvent) => {
      const section = (event.target as Element | null)?.closest?.('[data-section]')?.id;
      if (!(DRAWN_SECTIONS as readonly string[]).includes(section ?? '')) return;
      held = true;
      setCurrent(section as OptionsSection);
    };
    const scrolledByHand = (event: Event) => {
      const field = (event.target as Element | null)?.closest?.('input, textarea, select, [contenteditable]');
      if (event instanceof KeyboardEvent && (field || !SCROLL_KEYS.has(event.key))) return;
      held = false;
      pick();
    };
    // A band across the top third of the window: the section that crosses it is the one read.
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) visible.add(entry.target.id);
          else visible.delete(entry.target.id);
        }
        pick();
      },
      { rootMargin: '-15% 0px -70% 0px' },
    );
    const watched = new Set<Element>();
    const observeAll = () => {
      for (const section of document.querySelectorAll('[data-section]'))
        if (!watched.has(section)) {
          watched.add(section);
          observer.observe(section);
        }
    };
    observeAll();
    // Sections drawn later (Saved replies loads after the page) are observed when they appear.
    const added = new MutationObserver(observeAll);
    added.observe(document.body, { childList: true, subtree: true });
    // The wheel, a finger, a key that scrolls, or a press (on the scrollbar, say).
    const hand = ['wheel', 'touchmove', 'keydown', 'pointerdown'] as const;
    addEventListener('focusin', focused);
    for (const type of hand) addEventListener(type, scrolledByHand, { passive: true });
    return () => {
      observer.disconnect();
      added.disconnect();
      removeEventListener('focusin', focused);
      for (const type of hand) removeEventListener(type, scrolledByHand);
    };
  }, []);
  return current;
}
