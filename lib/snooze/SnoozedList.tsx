import { useEffect, useState } from 'preact/hooks';
import { t } from '@/lib/i18n/format';
import { type ProtocolClient, scopedClient } from '@/lib/messaging/client';
import { type SettingsFollower, toActive } from '@/lib/settings/read';
import { type CachedTicket, followScoped, snoozeIndex, ticketCache } from '@/lib/storage/read';
import { titleText } from '@/lib/ui/unknown';
import { snoozeTimeText } from './presets';
import './snooze.css';
import { reported } from '@/lib/diagnostics/report';

/** Snoozed first by when they come back; "until the customer replies" last. */
const byReturn = (index: Record<string, number | null>) =>
  Object.entries(index)
    .map(([id, until]) => ({ id: Number(id), until }))
    .sort((a, b) => (a.until ?? Number.POSITIVE_INFINITY) - (b.until ?? Number.POSITIVE_INFINITY));

/**
 * The popup's Snoozed tab: each snoozed ticket with when it comes back, and Unsnooze (back to the
 * top of Watched at once). Loaded with import() when the tab is first shown.
 */
export function SnoozedList({
  client,
  settings,
  onOpen,
}: {
  client: ProtocolClient;
  /** The popup's follower of the settings: the list is the active workspace's. */
  settings: SettingsFollower;
  /** Opens the ticket in the list's workspace (`scope`). */
  onOpen: (ticketId: number, scope: string) => void;
}) {
  const [scope, setScope] = useState<string | null>(null);
  useEffect(() => settings.subscribe((state) => setScope(toActive(state.settings).scope)), [settings]);
  const [index, setIndex] = useState<Record<string, number | null> | null>(null);
  const [tickets, setTickets] = useState<ReadonlyMap<number, CachedTicket>>(new Map());
  useEffect(() => (scope ? followScoped(snoozeIndex, scope, setIndex) : undefined), [scope]);
  useEffect(() => {
    if (!scope || !index) return;
    let current = true;
    void ticketCache.getMany(scope, Object.keys(index).map(Number)).then((found) => {
      if (current) setTickets(found);
    });
    return () => {
      current = false;
    };
  }, [scope, index]);
  if (!index || !scope) return null;
  // Each action names the list's workspace: a switch meanwhile never lands it in another.
  const scoped = scopedClient(client, scope);
  const rows = byReturn(index);
  if (!rows.length) return <p class="muted">{t('lists.empty.snoozed')}</p>;
  return (
    <ul class="rows snoozed-rows" aria-label={t('lists.label.snoozed')}>
      {rows.map(({ id, until }) => {
        const ticket = tickets.get(id)?.ticket;
        return (
          <li key={id} class="ticket-row">
            <button
              type="button"
              class="ticket-row-open"
              data-ticket-id={id}
              onClick={() => onOpen(id, scope)}
            >
              <span class="ticket-row-head">
                <span class="ticket-id">#{id}</span>
                <span class="ticket-row-title" dir="auto">
                  {ticket ? titleText(ticket.title) : t('row.not-loaded')}
                </span>
              </span>
              <span class="snooze-when">
                <span aria-hidden="true">
                  z<sup>z</sup>{' '}
                </span>
                {until === null
                  ? t('snooze.comes-back-reply')
                  : t('snooze.comes-back', { time: snoozeTimeText(until) })}
              </span>
            </button>
            <span class="ticket-row-actions">
              <button
                type="button"
                class="snooze-unsnooze"
                aria-label={t('snooze.unsnooze-row', { id })}
                onClick={() =>
                  void scoped.call({ op: 'unsnooze', ticketId: id }).catch(reported('snooze/unsnooze'))
                }
              >
                {t('snooze.unsnooze')}
              </button>
            </span>
          </li>
        );
      })}
    </ul>
  );
}
