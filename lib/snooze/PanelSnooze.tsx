import { useEffect, useRef, useState } from 'preact/hooks';
import { t } from '@/lib/i18n/format';
import type { ProtocolClient } from '@/lib/messaging/client';
import { followScoped, snoozeIndex } from '@/lib/storage/read';
import { ticketVerb } from '@/lib/ui/keys';
import { snoozeTimeText } from './presets';
import { SnoozeMenu } from './SnoozeMenu';
import './snooze.css';
import { reported } from '@/lib/diagnostics/report';

/**
 * The side panel header's snooze: "Snooze" opens the menu; a snoozed ticket says until when, with
 * Unsnooze. Loaded with import() after the header draws.
 */
export function PanelSnooze({
  client,
  scope,
  ticketId,
}: {
  client: ProtocolClient;
  scope: string;
  ticketId: number;
}) {
  /** undefined: not read yet; null: not snoozed; else when it comes back (`reply`: on a reply). */
  const [until, setUntil] = useState<number | 'reply' | null | undefined>(undefined);
  const [open, setOpen] = useState(false);
  /** Where focus goes when the menu closes: Unsnooze (snoozed), or Snooze again (cancelled). */
  const back = useRef<'unsnooze' | 'snooze' | null>(null);
  const line = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    // Z (outside a field) or Alt+Z (from the reply box too) opens the menu on its first choice.
    const onKey = (event: KeyboardEvent) => {
      if (until !== null || ticketVerb(event, t('lists.watch-key')) !== 'snooze') return;
      event.preventDefault();
      setOpen(true);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [until]);
  const was = useRef(until);
  useEffect(() => {
    // Focus never drops to the page: it goes where the next action is (Unsnooze after a snooze,
    // Snooze after a cancel, or after the snooze ended while its Unsnooze had focus).
    const target = line.current?.querySelector('button');
    const changed = was.current !== undefined && was.current !== until;
    was.current = until;
    if (changed && !back.current && document.activeElement === document.body) return target?.focus();
    if (!back.current || open) return;
    if (back.current === 'snooze' || until !== null) back.current = null;
    target?.focus();
  }, [open, until]);
  const close = (snoozed: boolean) => {
    back.current = snoozed ? 'unsnooze' : 'snooze';
    setOpen(false);
  };
  useEffect(
    () =>
      followScoped(snoozeIndex, scope, (index) => {
        const at = index[ticketId];
        setUntil(at === undefined ? null : at === null ? 'reply' : at);
      }),
    [scope, ticketId],
  );
  if (until === undefined) return null;
  if (until !== null)
    return (
      <span class="sp-snoozed" ref={line}>
        <span>
          <span aria-hidden="true">
            z<sup>z</sup>{' '}
          </span>
          {until === 'reply'
            ? t('snooze.snoozed-until-reply')
            : t('snooze.snoozed-until', { time: snoozeTimeText(until) })}
        </span>
        <button
          type="button"
          onClick={() => void client.call({ op: 'unsnooze', ticketId }).catch(reported('snooze/unsnooze'))}
        >
          {t('snooze.unsnooze')}
        </button>
      </span>
    );
  return (
    <span class="sp-snooze" ref={line}>
      <button type="button" aria-expanded={open} aria-keyshortcuts="Z Alt+Z" onClick={() => setOpen(!open)}>
        <span aria-hidden="true">
          z<sup>z</sup>{' '}
        </span>
        {t('snooze.action')}
      </button>
      {open && <SnoozeMenu client={client} ticketId={ticketId} onClose={close} />}
    </span>
  );
}
