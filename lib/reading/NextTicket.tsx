import { useEffect, useState } from 'preact/hooks';
import { t } from '@/lib/i18n/format';
import type { ProtocolClient } from '@/lib/messaging/client';
import type { SendOutcome } from '@/lib/storage/items';
import { nextWithActivity } from './next-ticket';

/**
 * After "Send and complete": the next Watched ticket with activity, one click away, so working
 * through a queue needs no trip to the popup.
 */
export function NextTicket({
  client,
  scope,
  ticketId,
  outcome,
}: {
  client: ProtocolClient;
  scope: string;
  ticketId: number;
  outcome: SendOutcome | null;
}) {
  const completed = outcome?.state === 'sent' && outcome.completes === true && !outcome.isDraft;
  const [next, setNext] = useState<number | null | undefined>(undefined);
  useEffect(() => {
    if (!completed) return;
    setNext(undefined); // a second Send and complete: no stale answer while this one is read
    let current = true;
    void nextWithActivity(scope, ticketId).then(
      (id) => current && setNext(id),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [completed, scope, ticketId]);
  if (!completed || next === undefined) return null;
  if (next === null) return <p class="muted sp-next">{t('next.none')}</p>;
  return (
    <p class="sp-next">
      <button
        type="button"
        onClick={() => void client.call({ op: 'showInPanel', ticketId: next }).catch(() => undefined)}
      >
        {t('next.activity')} <span aria-hidden="true">→</span> <span class="sp-id">#{next}</span>
      </button>
    </p>
  );
}
