import type { BrokerCounter } from './broker-counter';
import type { BenchExtension } from './extension';
import { type Sample, summarize } from './stats';

export interface ColdStartResult {
  concurrent: number;
  /** `POST /token` requests that reached the broker per cold start (goal: 1). */
  brokerTokenRequests: Sample;
  /** First message sent → all answered, including the worker's start. */
  allAnsweredMs: Sample;
  /** Answers that were not `ok` over all runs (should be 0). */
  failures: number;
  /** Of the tickets answered, how many the worker's ticket cache held afterwards (should be all). */
  cachedAfter: Sample;
  /** Checked per run: the worker that answered was a new one (a marker left in the old one is gone). */
  workerRestartedEveryRun: boolean;
}

/**
 * Per run: the token is forgotten (storage.session cleared, worker stopped), then one page asks
 * for `ticketIds.length` tickets at once; the first message starts the worker again.
 */
export async function measureColdStartTokens(
  ext: BenchExtension,
  counter: BrokerCounter,
  ticketIds: number[],
  runs: number,
): Promise<ColdStartResult> {
  const page = await ext.open('blank.html');
  const counts: number[] = [];
  const times: number[] = [];
  const cached: number[] = [];
  let failures = 0;
  let restarts = 0;
  for (let run = 0; run < runs; run++) {
    const worker = await ext.worker();
    await worker.evaluate(async () => {
      Object.assign(globalThis, { benchMarker: true });
      await chrome.storage.session.clear();
      const all = await chrome.storage.local.get(null);
      await chrome.storage.local.remove(Object.keys(all).filter((key) => /^tickets?:/.test(key)));
    });
    await ext.stopWorker();
    counter.reset();
    const burst = await page.evaluate(async (ids) => {
      const start = performance.now();
      const answers = await Promise.all(
        ids.map((ticketId) => chrome.runtime.sendMessage({ op: 'getTicket', ticketId })),
      );
      const ms = performance.now() - start;
      const stored = Object.keys(await chrome.storage.local.get(null));
      const failed = answers.filter((answer) => !answer?.ok).length;
      return { ms, failed, cached: stored.filter((key) => key.startsWith('ticket:')).length };
    }, ticketIds);
    counts.push(counter.tokenRequests());
    times.push(burst.ms);
    failures += burst.failed;
    cached.push(burst.cached);
    if (await (await ext.worker()).evaluate(() => !('benchMarker' in globalThis))) restarts++;
  }
  await page.close();
  return {
    concurrent: ticketIds.length,
    brokerTokenRequests: summarize(counts),
    allAnsweredMs: summarize(times),
    failures,
    cachedAfter: summarize(cached),
    workerRestartedEveryRun: restarts === runs,
  };
}
