import { useRef, useState } from 'preact/hooks';
import { t } from '@/lib/i18n/format';
import type { SendKind } from '@/lib/records/reply-fields';

/**
 * "More send options": the WAI-ARIA menu button pattern. Enter, Space or ArrowDown open the menu
 * on its first item; arrows, Home and End move; Escape closes it and returns focus to the button.
 */
export function SendMenu({
  disabled,
  why,
  onPick,
}: {
  disabled: boolean;
  /** Why it is disabled (the tooltip; Send's description says it too). */
  why?: string | undefined;
  onPick: (kind: SendKind) => void;
}) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const items = () => [...(menu.current?.querySelectorAll<HTMLElement>('[role=menuitem]') ?? [])];
  const focusItem = (index: number) => {
    const all = items();
    all[(index + all.length) % all.length]?.focus();
  };
  const show = (index: number) => {
    setOpen(true);
    requestAnimationFrame(() => focusItem(index));
  };
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };
  const pick = (kind: SendKind) => {
    close(true);
    onPick(kind);
  };
  const onMenuKey = (event: KeyboardEvent) => {
    const all = items();
    const at = all.indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, number> = {
      ArrowDown: at + 1,
      ArrowUp: at - 1,
      Home: 0,
      End: all.length - 1,
    };
    if (event.key in moves) focusItem(moves[event.key] ?? 0);
    else if (event.key === 'Escape') close(true);
    else if (event.key === 'Tab') close(false);
    else return;
    event.preventDefault();
  };
  const item = (kind: SendKind, label: string, shortcut?: string) => (
    <button
      type="button"
      role="menuitem"
      tabIndex={-1}
      aria-label={label}
      aria-keyshortcuts={shortcut ? 'Control+Shift+Enter' : undefined}
      onClick={() => pick(kind)}
    >
      {label}
      {shortcut && <kbd>{shortcut}</kbd>}
    </button>
  );
  return (
    <div
      class="sp-menu"
      onFocusOut={(e) => !e.currentTarget.contains(e.relatedTarget as Node) && setOpen(false)}
    >
      <button
        ref={button}
        type="button"
        class="sp-more"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls="sp-send-menu"
        aria-label={t('composer.more')}
        title={disabled && why ? `${t('composer.more')}. ${why}` : undefined}
        disabled={disabled}
        onClick={() => (open ? close(false) : show(0))}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
            e.preventDefault();
            show(e.key === 'ArrowDown' ? 0 : -1);
          }
        }}
      >
        <span aria-hidden="true">▾</span>
      </button>
      {open && (
        <div id="sp-send-menu" ref={menu} role="menu" aria-label={t('composer.more')} onKeyDown={onMenuKey}>
          {item('complete', t('composer.send-and-complete'), t('composer.shortcut-complete'))}
          {item('draft', t('composer.save-as-draft'))}
        </div>
      )}
    </div>
  );
}
