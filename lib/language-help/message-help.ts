import { computed, type Signal, signal } from '@preact/signals';
import { IDLE, type Job, type JobEvent, next } from './job';
import {
  availabilityOf,
  detectLanguage,
  OnDeviceError,
  summarizeText,
  summaryLanguage,
  translateText,
} from './on-device';
import { type Block, blocksOf, wordCount } from './text-blocks';

// The customer's message with language help: its language detected (on open when the detector
// needs no download, else on the agent's click), its translation streamed in place, and its key
// points on a click, kept for the ticket until its text changes.

/** Below this confidence the detector's guess is not said. */
const CONFIDENT = 0.5;
/** "Catch me up" is offered above this many words. */
const LONG_WORDS = 150;

/** Norwegian is `no` to some models and `nb` to the interface. */
const base = (tag: string) => {
  const primary = tag.toLowerCase().split('-')[0] ?? '';
  return primary === 'no' || primary === 'nn' ? 'nb' : primary;
};
export const sameLanguage = (a: string, b: string) => base(a) === base(b);

/** Key points by ticket and text: made once per message while the panel is open. */
const summaries = new Map<string, string[]>();

/** Key points as lines: the model's bullets removed, three to five kept. */
export const pointsOf = (summary: string) =>
  summary
    .split('\n')
    .map((line) => line.replace(/^\s*(?:[-*•]|\d{1,2}[.)])\s*/, '').trim())
    .filter(Boolean)
    .slice(0, 5);

function step(job: Signal<Job>) {
  return (event: JobEvent) => {
    job.value = next(job.peek(), event);
  };
}
const failed = (error: unknown) =>
  ({ type: 'fail', code: error instanceof OnDeviceError ? error.code : 'failed' }) as const;

export function createMessageHelp({
  key,
  text,
  agentLanguage,
  customerLanguage,
}: {
  /** The ticket's own key (workspace scope and id): its summary is kept under it. */
  key: string;
  /** The message as plain text. */
  text: string;
  agentLanguage: string;
  /** Shared with the composer: the language the customer writes in, once detected. */
  customerLanguage: Signal<string | null>;
}) {
  const detection = signal<Job>(IDLE);
  /** The detector needs a download: detection waits for the agent's click. */
  const detectOnClick = signal(false);
  const translation = signal<Job>(IDLE);
  const translated = signal<Block[] | null>(null);
  const showing = signal<'original' | 'translation'>('original');
  const summary = signal<Job>(IDLE);
  const summaryKey = `${key}:${text}`;
  const points = signal<string[] | null>(summaries.get(summaryKey) ?? null);
  /** "Summary" is offered for a long message when the Summarizer can run here. */
  const summaryOffered = signal(false);
  const foreign = computed(() => {
    const language = customerLanguage.value;
    return language && !sameLanguage(language, agentLanguage) ? language : null;
  });

  async function detect() {
    const go = step(detection);
    go({ type: 'start' });
    try {
      const found = await detectLanguage(text, (loaded) => go({ type: 'progress', loaded }));
      go({ type: 'finish' });
      detectOnClick.value = false;
      if (found && found.confidence >= CONFIDENT) customerLanguage.value = base(found.language);
    } catch (error) {
      go(failed(error));
    }
  }

  /** On open: detect at once when the detector is on this computer, else offer it on a click. */
  async function start() {
    if (!text.trim()) return;
    if (wordCount(text) > LONG_WORDS)
      void availabilityOf({ model: 'summarizer', language: agentLanguage }).then((summarizer) => {
        summaryOffered.value = summarizer !== 'unavailable';
      });
    const availability = await availabilityOf({ model: 'detector' });
    if (availability === 'available') await detect();
    else if (availability !== 'unavailable') detectOnClick.value = true;
  }

  async function translate() {
    const from = foreign.peek();
    if (!from) return;
    if (translated.peek() && translation.peek().state === 'done') {
      showing.value = 'translation';
      return;
    }
    const go = step(translation);
    const pair = { from, to: agentLanguage };
    if ((await availabilityOf({ model: 'translator', ...pair })) === 'unavailable')
      return go({ type: 'fail', code: 'unsupported-pair' });
    go({ type: 'start' });
    // The original stays in view until the first words come (a download may come first).
    showing.value = 'original';
    let firstWords = true;
    const blocks = blocksOf(text);
    const out: Block[] = [];
    translated.value = out;
    try {
      for (const block of blocks) {
        const items: string[] = [];
        out.push({ kind: block.kind, items });
        for (const item of block.items) {
          items.push('');
          await translateText(
            pair,
            item,
            (loaded) => go({ type: 'progress', loaded }),
            (sofar) => {
              go({ type: 'working' });
              // Shown once, on the first words: "Show original" while it streams stays.
              if (firstWords) showing.value = 'translation';
              firstWords = false;
              items[items.length - 1] = sofar;
              translated.value = [...out];
            },
          );
        }
      }
      go({ type: 'finish' });
    } catch (error) {
      // A translation cut off is not shown as if it were the message: the original comes back.
      showing.value = 'original';
      translated.value = null;
      go(failed(error));
    }
  }

  async function summarize() {
    const go = step(summary);
    go({ type: 'start' });
    try {
      const made = await summarizeText(text, agentLanguage, (loaded) => go({ type: 'progress', loaded }));
      const written = summaryLanguage(agentLanguage);
      // The Summarizer writes a few languages only: the others get its English, translated.
      const lines = pointsOf(made);
      const inAgentLanguage = sameLanguage(written, agentLanguage)
        ? lines
        : await Promise.all(
            lines.map((line) => translateText({ from: written, to: agentLanguage }, line, () => undefined)),
          );
      summaries.set(summaryKey, inAgentLanguage);
      points.value = inAgentLanguage;
      go({ type: 'finish' });
    } catch (error) {
      go(failed(error));
    }
  }

  return {
    detection,
    detectOnClick,
    foreign,
    translation,
    translated,
    showing,
    summary,
    points,
    summaryOffered,
    start,
    detect,
    translate,
    summarize,
    showOriginal: () => {
      showing.value = 'original';
    },
  };
}
