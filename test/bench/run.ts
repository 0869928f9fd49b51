import { execFileSync } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { TICKET_ID_FIRST } from '@/server/sandbox/seed/ranges';
import { seedFrom } from '@/test/e2e/send-stops';
import { soak } from '@/test/e2e/soak';
import { startServers } from '@/test/support/servers';
import { startBrokerCounter } from './broker-counter';
import { buildExtension } from './build';
import { measureBundleSizes } from './bundle-sizes';
import { measureCategoryTree } from './category-tree';
import { measureColdStartTokens } from './cold-start-tokens';
import { configureAndSignIn, launchExtension } from './extension';
import { readBudgets } from './goals';
import { measurePopupReady } from './popup-ready';
import { popupGoalsMissed, type SoakResult, writeResults } from './report';
import { measureTicketFetch } from './ticket-fetch';

// `npm run bench`: builds the extension, then measures it in headless Chromium against a sandbox
// and a broker on loopback. It prints figures; it never fails on a time or a size.
// BENCH_RUNS (default 15) sets the repetitions, BENCH_SKIP_BUILD=1 reuses the builds in .output-bench,
// BENCH_SOAK=0 leaves out the soak (a few minutes), SOAK_SEED replays one, SOAK_REPLIES shortens it.

const here = dirname(fileURLToPath(import.meta.url));
const runs = Number(process.env.BENCH_RUNS ?? 15);
const outDir = resolve(process.env.WXT_OUT_DIR ?? '.output-bench');
const ids = (count: number, from = 0) => Array.from({ length: count }, (_, i) => TICKET_ID_FIRST + from + i);

const started = Date.now();
const loadAverage = Math.round((loadavg()[0] ?? 0) * 10) / 10; // others' work on the machine skews times
const step = (name: string) => console.log(`[${((Date.now() - started) / 1000).toFixed(1)} s] ${name}`);

const builds = buildExtension(outDir);
const budgets = readBudgets();
const sizes = measureBundleSizes(builds.release, budgets);

const servers = await startServers();
const counter = await startBrokerCounter(servers.broker.url);
const ext = await launchExtension(builds.sandbox);
try {
  await configureAndSignIn(ext, servers, `${counter.url}/token`);
  const ticketRequests = async () => {
    const answer = await fetch(`${servers.sandbox.url}/__admin/stats`);
    return ((await answer.json()) as { data: { requests: { ticket: number } } }).data.requests.ticket;
  };
  step('popup ready');
  const popupReady = [await measurePopupReady(ext, ids(20), runs, ticketRequests)];
  step('popup ready, full list');
  popupReady.push(await measurePopupReady(ext, ids(50), runs, ticketRequests));
  step('ticket fetch');
  const ticketFetch = await measureTicketFetch(
    ext,
    { brokerTokenUrl: `${servers.broker.url}/token`, apiBaseUrl: servers.sandbox.url },
    ids(10, 100),
    runs,
  );
  step('category tree');
  const categoryTree = await measureCategoryTree(ext, servers.sandbox.url, runs);
  step('cold start tokens');
  const coldStartTokens = await measureColdStartTokens(ext, counter, ids(50, 200), runs);
  const soaked = await runSoak(servers, builds.sandbox, ext);
  const markdown = writeResults(join(here, 'results'), {
    measuredAt: new Date().toISOString(),
    environment: { commit: gitCommit(), browser: ext.browserVersion, cpus: cpus().length, loadAverage, runs },
    goals: budgets.goals,
    popupReady,
    ticketFetch,
    coldStartTokens,
    categoryTree,
    soak: soaked,
    sizes,
  });
  step('done: test/bench/results/latest.{json,md}');
  console.log(`\n${markdown}`);
  for (const missed of popupReady.flatMap((run) => popupGoalsMissed(run, budgets.goals)))
    console.log(`OVER goal: ${missed}`);
  if (categoryTree.openRatio > budgets.goals.treeOpen.ratio)
    console.log(`OVER goal: tree opened from cache ${categoryTree.openRatio.toFixed(2)}x the empty page`);
  for (const size of sizes.filter((s) => s.over)) {
    const heaviest = size.files.slice(0, 3).map((f) => `${f.file} ${(f.gzip / 1024).toFixed(1)} KiB`);
    console.log(`OVER budget: ${size.name} (heaviest files: ${heaviest.join(', ')})`);
  }
} finally {
  await ext.close().catch(() => undefined); // closed already when the soak ran
  await counter.close();
  await servers.close();
}

/**
 * The e2e soak (test/e2e/soak.ts, the same module) in a browser of its own, the bench's browser
 * closed meanwhile so they do not share the cores; its figures, or why it did not finish (the
 * bench never fails on it).
 */
async function runSoak(
  servers: Awaited<ReturnType<typeof startServers>>,
  extensionPath: string,
  ext: { close(): Promise<void> },
): Promise<SoakResult> {
  if (process.env.BENCH_SOAK === '0') return { skipped: 'BENCH_SOAK=0' };
  step('soak');
  await ext.close();
  const seed = seedFrom(process.env.SOAK_SEED);
  try {
    const replies = Number(process.env.SOAK_REPLIES ?? 100);
    return await soak(servers, { seed, replies, extensionPath, log: (line) => step(line) });
  } catch (error) {
    const message = (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '';
    return { seed, failed: message.slice(0, 200) };
  }
}

function gitCommit(): string {
  try {
    const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain'], { encoding: 'utf8' }).trim() !== '';
    return dirty ? `${commit}+changes` : commit;
  } catch {
    return 'unknown';
  }
}
