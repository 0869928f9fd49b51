import { useEffect, useMemo } from 'preact/hooks';
import type { ProtocolClient } from '@/lib/messaging/client';
import { Composer } from './Composer';
import { createComposerModel } from './composer-model';
import { ReplyLog } from './ReplyLog';
import { createComposerReplies } from './saved-replies/composer-replies';
import { TicketView } from './TicketView';
import { createTicketModel } from './ticket-model';

/** One ticket: its view, the composer and the replies sent from here. */
export function TicketPane({
  client,
  scope,
  ticketId,
}: {
  client: ProtocolClient;
  scope: string;
  ticketId: number;
}) {
  const ticket = useMemo(() => createTicketModel(client, ticketId), [client, ticketId]);
  const composer = useMemo(
    () =>
      createComposerModel(client, scope, ticketId, {
        onSent: (result) => void ticket.refresh(result.ticket),
      }),
    [client, scope, ticketId, ticket],
  );
  const replies = useMemo(
    () => createComposerReplies(client, scope, ticket.ticket, composer, 'sp-message'),
    [client, scope, ticket, composer],
  );
  useEffect(() => {
    void ticket.load();
    void ticket.loadCategories();
  }, [ticket]);
  useEffect(() => composer.start(), [composer]);
  useEffect(() => {
    // The panel can close at any moment: write what was typed now, not 400 ms later.
    const flush = () => void composer.rescue();
    const onVisibility = () => document.visibilityState === 'hidden' && flush();
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [composer]);
  return (
    <>
      <TicketView model={ticket} />
      <Composer model={composer} replies={replies} />
      <ReplyLog entries={composer.log.value} />
    </>
  );
}
