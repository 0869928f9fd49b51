import { useEffect, useRef, useState } from 'preact/hooks';
import { t } from '@/lib/i18n/format';
import { undoChord } from './keys';
import type { ShortcutPage } from './ShortcutList';
import './shortcuts.css';
import { reported } from '@/lib/diagnostics/report';

interface Shortcut {
  /** Each way of pressing it, as the key caps read ("Ctrl+Enter"). */
  keys: string[];
  what: string;
}
interface Group {
  title: string;
  shortcuts: Shortcut[];
}

/** The browser's own commands with the keys the agent gave them (or none), by their manifest name. */
const COMMANDS: Record<string, 'manifest.command.popup' | 'manifest.command.panel'> = {
  _execute_action: 'manifest.command.popup',
  _execute_browser_action: 'manifest.command.popup',
  'open-side-panel': 'manifest.command.panel',
};

function pageGroups(page: ShortcutPage): Group[] {
  const help = { keys: ['?'], what: t('shortcuts.help') };
  if (page === 'popup')
    return [
      {
        title: t('shortcuts.lists'),
        shortcuts: [
          { keys: ['↑ ↓', 'Home End'], what: t('shortcuts.move') },
          { keys: ['← →'], what: t('shortcuts.tabs') },
          { keys: ['Enter'], what: t('shortcuts.open') },
          { keys: [t('lists.watch-key')], what: t('shortcuts.watch') },
          { keys: ['Z'], what: t('shortcuts.snooze') },
          { keys: ['Del'], what: t('shortcuts.remove') },
          help,
        ],
      },
    ];
  return [
    {
      title: t('shortcuts.reply'),
      shortcuts: [
        { keys: [t('composer.shortcut')], what: t('composer.send') },
        { keys: [t('composer.shortcut-complete')], what: t('composer.send-and-complete') },
        { keys: ['Esc', undoChord()], what: t('shortcuts.undo') },
        { keys: ['/'], what: t('shortcuts.saved-replies') },
        help,
      ],
    },
    {
      title: t('shortcuts.ticket'),
      shortcuts: [
        { keys: [t('lists.watch-key'), t('shortcuts.in-box', { key: 'Alt+W' })], what: t('shortcuts.watch') },
        { keys: ['Z', t('shortcuts.in-box', { key: 'Alt+Z' })], what: t('shortcuts.snooze') },
        { keys: ['N'], what: t('shortcuts.next') },
      ],
    },
  ];
}

/** What the browser says the extension's commands are bound to; nothing where it cannot say. */
async function browserGroup(): Promise<Group | null> {
  const all = await browser.commands?.getAll?.().catch(reported('shortcuts/read', []));
  const shortcuts = (all ?? []).flatMap((command) => {
    const key = command.name ? COMMANDS[command.name] : undefined;
    if (!key) return [];
    return [{ keys: [command.shortcut || t('shortcuts.not-set')], what: t(key) }];
  });
  return shortcuts.length ? { title: t('shortcuts.browser'), shortcuts } : null;
}

/**
 * The list of shortcuts as a modal dialog: it takes focus, Escape or Close ends it, and focus
 * goes back where it was.
 */
export function ShortcutsDialog({ page, onClose }: { page: ShortcutPage; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [browserKeys, setBrowserKeys] = useState<Group | null>(null);
  useEffect(() => {
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.current?.showModal();
    let current = true;
    void browserGroup().then((group) => current && setBrowserKeys(group));
    return () => {
      current = false;
      before?.focus();
    };
  }, []);
  const groups = [...pageGroups(page), ...(browserKeys ? [browserKeys] : [])];
  return (
    <dialog ref={dialog} class="shortcuts" aria-labelledby="shortcuts-title" onClose={onClose}>
      <h2 id="shortcuts-title">{t('shortcuts.title')}</h2>
      <p class="muted">{t('shortcuts.note')}</p>
      {groups.map((group) => (
        <section key={group.title}>
          <h3>{group.title}</h3>
          <dl>
            {group.shortcuts.map((shortcut) => (
              <div key={shortcut.what}>
                <dt>
                  {shortcut.keys.map((key) => (
                    <kbd key={key}>{key}</kbd>
                  ))}
                </dt>
                <dd>{shortcut.what}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
      <form method="dialog">
        {/* biome-ignore lint/a11y/noAutofocus: a modal dialog puts focus on its one control */}
        <button type="submit" autoFocus>
          {t('shortcuts.close')}
        </button>
      </form>
    </dialog>
  );
}
