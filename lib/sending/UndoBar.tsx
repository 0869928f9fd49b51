import { useEffect, useState } from 'preact/hooks';
import { t } from '@/lib/i18n/format';
import type { ProtocolClient } from '@/lib/messaging/client';
import type { WaitingSend } from '@/lib/storage/read';
import { followWaitingSends, waitingUndos } from './waiting-undos';

/**
 * "Sending to #4478977 · Undo" above the open ticket, for each reply of this workspace still in its
 * undo window on another ticket: the agent moves on the moment they press Send, and can still take
 * the reply back from wherever they are (its text goes back into that ticket's draft). `client`
 * names the workspace.
 */
export function UndoBar({
  client,
  scope,
  ticketId,
}: {
  client: ProtocolClient;
  scope: string;
  ticketId: number;
}) {
  const [all, setAll] = useState<readonly WaitingSend[]>([]);
  const [now, setNow] = useState(Date.now);
  const [undone, setUndone] = useState<number | null>(null);
  useEffect(() => followWaitingSends(setAll), []);
  const others = waitingUndos(all, scope, now).filter((entry) => entry.ticketId !== ticketId);
  const soonest = Math.min(...others.map((entry) => entry.dueAt));
  useEffect(() => {
    // The bar leaves when the window ends: the worker posts then.
    if (!Number.isFinite(soonest)) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.max(0, soonest - Date.now()) + 50);
    return () => clearTimeout(timer);
  }, [soonest]);
  if (others.length === 0 && undone === null) return null;
  const undo = (entry: { ticketId: number; sendId: string }) =>
    void client.call({ op: 'undoSend', ticketId: entry.ticketId, sendId: entry.sendId }).then(
      (answer) => answer.undone && setUndone(entry.ticketId),
      () => undefined,
    );
  return (
    <div class="sp-undo-bar" role="status">
      {others.map((entry) => (
        <p key={entry.sendId}>
          {t('undo-bar.sending', { id: entry.ticketId })}{' '}
          <button type="button" onClick={() => undo(entry)}>
            {t('toast.undo')}
          </button>
        </p>
      ))}
      {undone !== null && <p>{t('undo-bar.undone', { id: undone })}</p>}
    </div>
  );
}
