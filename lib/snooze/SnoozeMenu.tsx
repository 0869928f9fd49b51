import { useEffect, useRef, useState } from 'preact/hooks';
import { describeError, t } from '@/lib/i18n/format';
import type { ProtocolClient } from '@/lib/messaging/client';
import { ErrorMessage } from '@/lib/ui/ErrorMessage';
import { fromLocalInput, snoozePresets, snoozeTimeText, toLocalInput } from './presets';
import './snooze.css';

/**
 * The snooze menu of a ticket: the presets with their times, a date and time, and "Until the
 * customer replies". Opens with the first preset focused; ↑/↓ move among the choices, Escape closes it. Loaded with import()
 * when first opened (a popup row's Z, the panel header's Snooze).
 */
export function SnoozeMenu({
  client,
  ticketId,
  onClose,
  now = Date.now(),
}: {
  client: ProtocolClient;
  ticketId: number;
  /** `snoozed`: the ticket is snoozed now (false: cancelled). */
  onClose: (snoozed: boolean) => void;
  now?: number;
}) {
  const first = useRef<HTMLButtonElement>(null);
  const [picked, setPicked] = useState(() => toLocalInput(now + 86_400_000));
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => first.current?.focus(), []);
  const snooze = (until: number | null) => {
    setBusy(true);
    setProblem(null);
    client.call({ op: 'snooze', ticketId, until }).then(
      () => onClose(true),
      (error: unknown) => {
        setBusy(false);
        setProblem(t('snooze.failed', { reason: describeError(error) }));
      },
    );
  };
  const pickedAt = fromLocalInput(picked);
  const label = t('snooze.menu', { id: ticketId });
  return (
    <fieldset
      class="snooze-menu"
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          event.stopPropagation();
          onClose(false);
        } else if (moveAmong(event, '.snooze-presets button')) event.preventDefault();
      }}
    >
      <legend class="snooze-menu-title">{label}</legend>
      <ul class="snooze-presets">
        {snoozePresets(now).map(({ preset, until }, i) => (
          <li key={preset}>
            <button
              type="button"
              ref={i === 0 ? first : undefined}
              disabled={busy}
              onClick={() => snooze(until)}
            >
              <span>{t(`snooze.preset.${preset}`)}</span>
              <span class="muted">{snoozeTimeText(until, now)}</span>
            </button>
          </li>
        ))}
        <li>
          <button type="button" disabled={busy} onClick={() => snooze(null)}>
            <span>{t('snooze.until-reply')}</span>
          </button>
        </li>
      </ul>
      <div class="snooze-pick">
        <label>
          <span>{t('snooze.pick')}</span>
          <input
            type="datetime-local"
            value={picked}
            min={toLocalInput(now)}
            onInput={(event) => setPicked((event.target as HTMLInputElement).value)}
          />
        </label>
        <button
          type="button"
          disabled={busy || pickedAt === null}
          onClick={() => pickedAt !== null && snooze(pickedAt)}
        >
          {t('snooze.pick-go')}
        </button>
        <button type="button" class="snooze-cancel" onClick={() => onClose(false)}>
          {t('snooze.cancel')}
        </button>
      </div>
      <ErrorMessage message={problem} />
    </fieldset>
  );
}

/** ↑/↓, Home and End move focus among the menu's choices; true when the key was one of them. */
function moveAmong(event: KeyboardEvent, selector: string): boolean {
  const menu = event.currentTarget as HTMLElement;
  const choices = [...menu.querySelectorAll<HTMLButtonElement>(selector)];
  const at = choices.indexOf(document.activeElement as HTMLButtonElement);
  if (at < 0 || event.altKey || event.ctrlKey || event.metaKey) return false;
  const last = choices.length - 1;
  const to = { ArrowDown: Math.min(at + 1, last), ArrowUp: Math.max(at - 1, 0), Home: 0, End: last }[
    event.key
  ];
  if (to === undefined) return false;
  choices[to]?.focus();
  return true;
}
