import { computed, type Signal, signal } from '@preact/signals';
import { asData, type MessageFormat } from '@/lib/records/variables';
import { IDLE, type Job, next } from './job';
import { OnDeviceError, translateText } from './on-device';
import { segmentsOf } from './text-blocks';

// The agent's reply translated in the box, into the customer's language: only the agent's own
// words go to the Translator (values and markup stay as they are, text-blocks.ts), the box then
// holds the translation (what is sent is what it and the preview show), and the agent's own text
// stays one click away until they change the translation.

export function createReplyTranslation({
  message,
  format,
  from,
  to,
  kept,
}: {
  /** The composer's message box. */
  message: Signal<string>;
  /** The reply's format: HTML's markup is kept, and values are found as the format writes them. */
  format: () => MessageFormat;
  from: string;
  to: string;
  /** What is never translated: variables' and fill-ins' values, the signature. */
  kept: () => Promise<string[]>;
}) {
  const job = signal<Job>(IDLE);
  /** The agent's own words, and the translation the box got in their place. */
  const swap = signal<{ mine: string; theirs: string } | null>(null);
  /** The box still holds the translation as it came (an edit keeps the agent's changes). */
  const translatedInBox = computed(() => !!swap.value && message.value === swap.value.theirs);
  const go = (event: Parameters<typeof next>[1]) => {
    job.value = next(job.peek(), event);
  };

  async function translate() {
    const mine = message.peek();
    if (!mine.trim()) return;
    go({ type: 'start' });
    try {
      const written = format();
      // A value is in the box as inserted (escaped for the format) or as typed: both are kept.
      const values = (await kept()).flatMap((value) => [value, asData(value, written)]);
      const segments = segmentsOf(mine, values, written === 'html');
      let out = '';
      for (const segment of segments) {
        out += segment.translate
          ? await translateText({ from, to }, segment.text, (loaded) => go({ type: 'progress', loaded }))
          : segment.text;
      }
      // Typed meanwhile: the agent's newer words are not overwritten.
      if (message.peek() !== mine) return go({ type: 'reset' });
      message.value = out;
      swap.value = { mine, theirs: out };
      go({ type: 'finish' });
    } catch (error) {
      go({ type: 'fail', code: error instanceof OnDeviceError ? error.code : 'failed' });
    }
  }

  return {
    job,
    translatedInBox,
    translate,
    /** The agent's own words back in the box. */
    restore() {
      const last = swap.peek();
      if (!last) return;
      message.value = last.mine;
      swap.value = null;
      go({ type: 'reset' });
    },
  };
}
