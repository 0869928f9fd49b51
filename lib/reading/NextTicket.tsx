import { useEffect, useRef, useState } from 'preact/hooks';
import { t } from '@/lib/i18n/format';
import type { ProtocolClient } from '@/lib/messaging/client';
import type { SendOutcome } from '@/lib/storage/items';
import { nextWithActivity } from './next-ticket';

/**
 * After "Send and complete": the next Watched ticket with activity, one click away, so working
 * through a queue needs no trip to the popup. It takes focus when it shows, if `mayFocus` says
 * the agent is not at work elsewhere (typing a new reply, say): Enter then opens the next ticket.
 */
export function NextTicket({
  client,
  scope,
  ticketId,
  outcome,
  mayFocus = () => false,
}: {
  client: ProtocolClient;
  scope: string;
  ticketId: number;
  outcome: SendOutcome | null;
  mayFocus?: () => boolean;
}) {
  const button = useRef<HTMLButtonElement>(null);
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
  const shown = completed && typeof next === 'number';
  useEffect(() => {
    if (shown && mayFocus()) button.current?.focus();
  }, [shown, next]);
  if (!completed || next === undefined) return null;
  if (next === null) return <p class="muted sp-next">{t('next.none')}</p>;
  return (
    <p class="sp-next">
      <button
        ref={button}
        type="button"
        onClick={() => void client.call({ op: 'showInPanel', ticketId: next }).catch(() => undefined)}
      >
        {t('next.activity')} <span aria-hidden="true">→</span> <span class="sp-id">#{next}</span>
      </button>
    </p>
  );
}
