import { signal } from '@preact/signals';
import type { ProtocolClient } from '@/lib/messaging/client';
import { type SendOutcome, sendOutcomeStorage } from '@/lib/storage';
import { updateItem } from '@/lib/storage-update';

// The last send of a ticket as the worker recorded it. It lives in storage, so a panel closed
// during a send and opened again shows what became of it.

export function createSendOutcome(client: ProtocolClient, ticketId: number) {
  const outcome = signal<SendOutcome | null>(null);
  const read = async () => (await sendOutcomeStorage.getValue())[ticketId] ?? null;
  return {
    outcome,
    read,
    /** Shows the stored outcome; one still pending is finished (or judged) by the worker. */
    async load() {
      outcome.value = await read();
      if (outcome.value?.state === 'pending') {
        const settled = await client.call({ op: 'checkSend', ticketId }).catch(() => null);
        outcome.value = settled?.outcome ?? (await read());
      }
    },
    async refresh() {
      outcome.value = await read();
    },
    /** The agent has seen it (dismissed, or chose what to do after an ambiguous failure). */
    async acknowledge() {
      const all = await updateItem(sendOutcomeStorage, (outcomes) => {
        const current = outcomes[ticketId];
        if (!current || current.state === 'pending') return outcomes;
        return { ...outcomes, [ticketId]: { ...current, acknowledged: true } };
      });
      outcome.value = all[ticketId] ?? null;
    },
    /** Follows changes made elsewhere (the worker); `paused` while this page's own send runs. */
    watch(paused: () => boolean) {
      return sendOutcomeStorage.watch((all) => {
        if (!paused()) outcome.value = all?.[ticketId] ?? null;
      });
    },
  };
}
