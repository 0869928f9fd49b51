import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SoakFigures } from '@/test/e2e/soak';
import type { EntrypointSize } from './bundle-sizes';
import type { CategoryTreeResult } from './category-tree';
import type { ColdStartResult } from './cold-start-tokens';
import { type Budgets, type Goal, overGoal } from './goals';
import { markdownTable } from './markdown-table';
import type { PopupReadyResult } from './popup-ready';
import type { Sample } from './stats';
import type { TicketFetchResult } from './ticket-fetch';

export interface BenchResults {
  measuredAt: string;
  environment: { commit: string; browser: string; cpus: number; loadAverage: number; runs: number };
  /** The ratios the agent waits for (budgets.json). */
  goals: Budgets['goals'];
  /** Recent with 20 tickets, then full (50): a full list must draw no slower than a short one. */
  popupReady: PopupReadyResult[];
  ticketFetch: TicketFetchResult;
  coldStartTokens: ColdStartResult;
  categoryTree: CategoryTreeResult;
  /** The e2e soak's figures (test/e2e/soak.ts), or why there are none. */
  soak?: SoakResult;
  sizes: EntrypointSize[];
}

export type SoakResult = SoakFigures | { seed: number; failed: string } | { skipped: string };

/** The soak's row: its time, and what the service holds against what the agent wrote. */
function soakRow(result: SoakResult | undefined): string[] {
  const replies = result && 'written' in result ? result.written : 100;
  const name = `soak: ${replies} replies to 10 tickets, network, worker and service failing at random`;
  if (!result) return [name, '—', 'not run', '—'];
  if ('skipped' in result) return [name, '—', `not run (${result.skipped})`, '—'];
  if ('failed' in result)
    return [`${name} (seed ${result.seed})`, '—', `did not finish: ${result.failed}`, '—'];
  const f = result;
  const detail =
    `${f.replies} of ${f.written} replies held, ${f.duplicates} duplicates, ${f.lost} lost, ` +
    `${f.asked} asked (${f.askedPosted} posted), ${f.sentNotHeld + f.untrue} untrue; ` +
    `${f.drops} drops, ${f.stops} stops, ${f.cutsBefore + f.cutsAfter} cuts, ${f.restarts} browser restarts`;
  return [`${name} (seed ${f.seed})`, `${f.seconds} s`, detail, '—'];
}

const ms = (sample: Sample) => `${sample.median.toFixed(1)} ms`;
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const times = (ratio: number) => `${ratio.toFixed(2)}×`;

/** The goals a popup run misses, as lines to print. */
export function popupGoalsMissed(run: PopupReadyResult, goals: Budgets['goals']): string[] {
  const missed = [];
  if (overGoal(run.paintedRatio, goals.firstRowsPainted))
    missed.push(
      `first rows painted ${times(run.paintedRatio)} (goal ${times(goals.firstRowsPainted.ratio)})`,
    );
  if (overGoal(run.takenOverRatio, goals.takenOver))
    missed.push(`taken over ${times(run.takenOverRatio)} (goal ${times(goals.takenOver.ratio)})`);
  return missed.map((line) => `popup, ${run.tickets} tickets: ${line}`);
}

const marked = (ratio: number, goal: Goal) => times(ratio) + (overGoal(ratio, goal) ? ' **OVER**' : '');

function timingTable(results: BenchResults) {
  const { popupReady: p, ticketFetch: f, coldStartTokens: c, categoryTree: t } = results;
  const tree = `${t.nodes.toLocaleString('en')}-node category tree`;
  const rows = [
    ...p.flatMap((run) => [
      [
        `popup first rows painted: Recent from the snapshot (${run.tickets} tickets)`,
        ms(run.popupPaintedMs),
        `empty extension page loaded: ${ms(run.blankLoadMs)}`,
        marked(run.paintedRatio, results.goals.firstRowsPainted),
      ],
      [
        `popup ready for input: the snapshot's rows take input (${run.tickets} tickets)`,
        ms(run.popupReadyMs),
        `empty extension page loaded: ${ms(run.blankLoadMs)}`,
        times(run.ratio),
      ],
      [
        `popup app taken over: its Recent drawn from cache (${run.tickets} tickets)`,
        ms(run.popupTakenOverMs),
        `empty extension page loaded: ${ms(run.blankLoadMs)}`,
        marked(run.takenOverRatio, results.goals.takenOver),
      ],
    ]),
    [
      'ticket through the worker and the protocol (warm token)',
      ms(f.viaWorkerMs),
      `same fetch made by the page: ${ms(f.directMs)}`,
      times(f.ratio),
    ],
    [
      'ticket from the worker’s cache (protocol round trip alone)',
      ms(f.fromWorkerCacheMs),
      `request the worker refuses at once: ${ms(f.refusedMs)}`,
      times(f.cacheRatio),
    ],
    [
      `broker token requests: ${c.concurrent} concurrent fetches, cold start (goal 1)`,
      `${c.brokerTokenRequests.median} (max ${c.brokerTokenRequests.max})`,
      `all ${c.concurrent} answered in ${ms(c.allAnsweredMs)}`,
      '—',
    ],
    [
      `${tree}: open Categories (tree in worker cache)`,
      ms(t.openFromCacheMs),
      `empty extension page loaded: ${ms(t.blankLoadMs)}`,
      marked(t.openRatio, results.goals.treeOpen),
    ],
    [`${tree}: first open (worker fetches the API)`, ms(t.firstLoadMs), '—', '—'],
    [`${tree}: draw again (tab switch, tree in memory)`, ms(t.redrawMs), '—', '—'],
    [
      `${tree}: per keystroke in "Filter categories"`,
      ms(t.keystrokeMs),
      `p90 ${t.keystrokeMs.p90.toFixed(1)} ms over ${t.keystrokeMs.n} keystrokes`,
      '—',
    ],
    soakRow(results.soak),
  ];
  return markdownTable(['measure', 'median', 'baseline (median) or detail', 'ratio'], rows, [
    'l',
    'r',
    'l',
    'r',
  ]);
}

function sizeTable(sizes: EntrypointSize[]) {
  const rows = sizes.map((s) => [
    s.name,
    kib(s.jsGzip),
    kib(s.cssGzip),
    kib(s.totalGzip),
    s.budget === null ? '—' : kib(s.budget),
    s.percentOfBudget === null ? '—' : `${s.percentOfBudget.toFixed(1)}%`,
    s.budget === null ? '' : s.over ? '**OVER**' : 'ok',
  ]);
  return markdownTable(
    ['entrypoint (release build)', 'JS gzip', 'CSS gzip', 'total', 'budget', 'of budget', ''],
    rows,
    ['l', 'r', 'r', 'r', 'r', 'r', 'l'],
  );
}

/** The figures as Markdown: timings (medians), sizes against the budgets, and how each is taken. */
export function toMarkdown(results: BenchResults): string {
  const { environment: env, categoryTree: t } = results;
  return [
    `Benchmark of ${results.measuredAt.slice(0, 10)}: commit ${env.commit}, headless ${env.browser}, ` +
      `${env.cpus} cores (load average ${env.loadAverage} at start); medians of ${env.runs} runs, ` +
      'baselines measured in the same run.',
    '',
    timingTable(results),
    '',
    sizeTable(results.sizes),
    '',
    `- Goals (test/bench/budgets.json, **OVER** marks a miss): first rows painted at most ${times(results.goals.firstRowsPainted.ratio)}`,
    `  and taken over at most ${times(results.goals.takenOver.ratio)} the empty page, with 20 and with 50 tickets;`,
    `  the tree opened from cache at most ${times(results.goals.treeOpen.ratio)} the empty page.`,
    '- Times run from navigation start (popup, empty page) or from the action (click, keystroke) to the',
    '  DOM drawn and laid out. The probe selects Recent as soon as the app’s tabs exist. First rows painted:',
    '  the snapshot’s rows (lib/first-paint/) or, without one, the app’s. Ready for input: the snapshot’s',
    '  rows, which take input from the moment they are drawn (input.ts hands it to the app), or the app’s.',
    '  Taken over: the app’s own rows.',
    '- Cold start: `storage.session` cleared and the service worker stopped; the first message starts it.',
    `- The tree: ${t.topLevel} top-level nodes, depth 5; keystrokes type and erase "${t.query}".`,
    '- Soak: test/e2e/soak.ts once (not a median), its seed shown; its time is the whole run, and it is',
    '  a figure, never a pass or a fail here (the e2e suite asserts its counts).',
    '- Sizes: gzip -9 per file of what a page loads before it runs (script, module preloads, stylesheets',
    '  and their static imports, shared chunks included); KiB = 1,024 bytes.',
    '',
  ].join('\n');
}

export function writeResults(dir: string, results: BenchResults): string {
  mkdirSync(dir, { recursive: true });
  const markdown = toMarkdown(results);
  writeFileSync(join(dir, 'latest.json'), `${JSON.stringify(results, null, 2)}\n`);
  writeFileSync(join(dir, 'latest.md'), markdown);
  return markdown;
}
