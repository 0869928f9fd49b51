import { useEffect, useState } from 'preact/hooks';
import { t } from '@/lib/i18n/format';
import type { ProtocolClient } from '@/lib/messaging/client';
import { followScoped, snoozeIndex } from '@/lib/storage/read';
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
      <span class="sp-snoozed">
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
    <span class="sp-snooze">
      <button type="button" aria-expanded={open} onClick={() => setOpen(!open)}>
        <span aria-hidden="true">
          z<sup>z</sup>{' '}
        </span>
        {t('snooze.action')}
      </button>
      {open && <SnoozeMenu client={client} ticketId={ticketId} onClose={() => setOpen(false)} />}
    </span>
  );
}
