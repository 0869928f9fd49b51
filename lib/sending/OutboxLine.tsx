import { Fragment } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { t } from '@/lib/i18n/format';
import { type ProtocolClient, scopedClient } from '@/lib/messaging/client';
import { type SettingsFollower, toActive } from '@/lib/settings/read';
import { type WaitingSend, waitingSendsStorage } from '@/lib/storage/read';
import './outbox-line.css';
import { reported } from '@/lib/diagnostics/report';

/** The active workspace's replies in the outbox, followed (subscribed first, then read), with its scope. */
function useOutbox(settings: SettingsFollower): { scope: string | null; waiting: WaitingSend[] } {
  const [scope, setScope] = useState<string | null>(null);
  const [all, setAll] = useState<WaitingSend[]>([]);
  useEffect(() => settings.subscribe((state) => setScope(toActive(state.settings).scope)), [settings]);
  useEffect(() => {
    let changed = false;
    const stop = waitingSendsStorage.watch((list) => {
      changed = true;
      setAll(list ?? []);
    });
    // A read that answers after a change may hold the older list: dropped.
    void waitingSendsStorage.getValue().then(
      (list) => changed || setAll(list),
      () => undefined,
    );
    return stop;
  }, []);
  // A reply kept for a signed-out agent is theirs alone: shown to no one until they are back.
  const waiting = all.filter(
    (entry) => entry.queued && entry.keptSince === undefined && entry.scope === scope,
  );
  return { scope, waiting };
}

/** Whether the browser says it has a network, followed. */
function useOnline(): boolean {
  const [online, setOnline] = useState(navigator.onLine);
  useEffect(() => {
    const follow = () => setOnline(navigator.onLine);
    addEventListener('online', follow);
    addEventListener('offline', follow);
    return () => {
      removeEventListener('online', follow);
      removeEventListener('offline', follow);
    };
  }, []);
  return online;
}

/**
 * "2 replies waiting to be sent: #4478990 #4478991 · Send now" under the connection line while the
 * outbox holds any of the active workspace's replies (docs/outbox.md): each number opens its ticket in
 * the side panel (its text, Send now and Cancel are there); Send now tries them all at once.
 * Offline with none waiting, it says so: what the agent sends will wait. Loaded with import() once
 * the popup's lists have drawn: the first paint does not carry it.
 */
export function OutboxLine({
  client,
  settings,
  signedOut,
  onOpen,
}: {
  client: ProtocolClient;
  settings: SettingsFollower;
  /** Signed out: the replies wait for a sign-in, and the line says so. */
  signedOut: boolean;
  /** Opens the ticket in the workspace of the line (`scope`). */
  onOpen: (ticketId: number, scope: string) => void;
}) {
  const { scope, waiting } = useOutbox(settings);
  const online = useOnline();
  if (waiting.length === 0 || !scope)
    return online ? null : (
      <p class="outbox-line" role="status">
        {t('outbox.offline-none')}
      </p>
    );
  const count = waiting.length;
  const why = signedOut ? 'outbox.signed-out' : online ? 'outbox.waiting' : 'outbox.offline';
  const sendAll = () => {
    // Each names the workspace of the line: a switch meanwhile never sends another's.
    const scoped = scopedClient(client, scope);
    for (const { ticketId, sendId } of waiting)
      void scoped.call({ op: 'sendNow', ticketId, sendId }).catch(reported('outbox/send-now'));
  };
  return (
    <p class="outbox-line" role="status">
      <span>{t(why, { count })}</span>
      {waiting.map(({ ticketId }) => (
        // A space before each: read out as words, not run together.
        <Fragment key={ticketId}>
          {' '}
          <button
            type="button"
            class="link"
            aria-label={t('outbox.open', { id: ticketId })}
            onClick={() => onOpen(ticketId, scope)}
          >
            #{ticketId}
          </button>
        </Fragment>
      ))}{' '}
      {!signedOut && (
        <button type="button" onClick={sendAll}>
          {t('outbox.send-now')}
        </button>
      )}
    </p>
  );
}
