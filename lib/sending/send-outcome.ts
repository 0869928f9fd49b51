import { signal } from '@preact/signals';
import { reported } from '@/lib/diagnostics/report';
import type { ProtocolClient } from '@/lib/messaging/client';
import { type SendOutcome, sendOutcomeStorage } from '@/lib/storage/read';

// The last send of a ticket as the worker recorded it. It lives in storage, so a panel closed
// during a send and opened again shows what became of it. The worker writes it; this reads it.

export function createSendOutcome(client: ProtocolClient, scope: string, ticketId: number) {
  const outcome = signal<SendOutcome | null>(null);
  // A send kept for its signed-out agent is theirs alone: the next agent sees none of it.
  const mine = (record: SendOutcome | null) => (record?.keptSince === undefined ? record : null);
  const read = async () => mine(await sendOutcomeStorage.get(scope, ticketId));
  return {
    outcome,
    read,
    /** Shows the stored outcome; one still pending is finished (or judged) by the worker. */
    async load() {
      outcome.value = await read();
      if (outcome.value?.state === 'pending') {
        const settled = await client.call({ op: 'checkSend', ticketId }).catch(reported('send/check', null));
        outcome.value = settled?.outcome ?? (await read());
      }
    },
    async refresh() {
      outcome.value = await read();
    },
    /** The agent has seen it (dismissed, or chose what to do after an ambiguous failure). */
    async acknowledge() {
      outcome.value = (await client.call({ op: 'acknowledgeSend', ticketId })).outcome;
    },
    /** Follows changes made by the worker; `paused` while this page's own send runs. */
    watch(paused: () => boolean) {
      return sendOutcomeStorage.watch(scope, ticketId, (next) => {
        if (!paused()) outcome.value = mine(next);
      });
    },
  };
}
