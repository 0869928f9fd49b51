import type { BenchExtension } from './extension';
import { ratio, type Sample, summarize } from './stats';

export interface TicketFetchResult {
  /** `runtime.sendMessage({op: 'getTicket'})` from an extension page, warm token: the real path. */
  viaWorkerMs: Sample;
  /** The same ticket fetched by the page itself with the same bearer token. */
  directMs: Sample;
  ratio: number;
  /** `getTicket` with `maxAgeMs`, answered from the worker's cache: the protocol round trip alone. */
  fromWorkerCacheMs: Sample;
}

/**
 * One extension page fetches the same tickets both ways, in turn, after a warm-up of each (the
 * worker holds a token, connections are open). The direct way gets its token from the broker as
 * the worker does (credentials, `X-Sidedesk: 1`).
 */
export async function measureTicketFetch(
  ext: BenchExtension,
  urls: { brokerTokenUrl: string; apiBaseUrl: string },
  ticketIds: number[],
  runs: number,
): Promise<TicketFetchResult> {
  const page = await ext.open('blank.html');
  const times = await page.evaluate(
    async ({ brokerTokenUrl, apiBaseUrl, ticketIds, runs }) => {
      const broker = await fetch(brokerTokenUrl, {
        method: 'POST',
        credentials: 'include',
        headers: { 'X-Sidedesk': '1' },
      });
      const { access_token: token } = (await broker.json()) as { access_token: string };
      const viaWorker = async (ticketId: number, maxAgeMs?: number) => {
        const start = performance.now();
        const answer = await chrome.runtime.sendMessage({ op: 'getTicket', ticketId, maxAgeMs });
        if (!answer?.ok) throw new Error(`getTicket ${ticketId}: ${JSON.stringify(answer)}`);
        return performance.now() - start;
      };
      const direct = async (ticketId: number) => {
        const start = performance.now();
        const response = await fetch(`${apiBaseUrl}/tickets/${ticketId}`, {
          headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
        });
        const body = (await response.json()) as { errorCode: number };
        if (body.errorCode !== -1) throw new Error(`direct ${ticketId}: ${JSON.stringify(body)}`);
        return performance.now() - start;
      };
      const worker: number[] = [];
      const page: number[] = [];
      const cached: number[] = [];
      for (let i = 0; i < 3; i++) {
        await viaWorker(ticketIds[i % ticketIds.length] as number);
        await direct(ticketIds[i % ticketIds.length] as number);
      }
      for (let run = 0; run < runs; run++) {
        const ticketId = ticketIds[run % ticketIds.length] as number;
        if (run % 2 === 0) {
          worker.push(await viaWorker(ticketId));
          page.push(await direct(ticketId));
        } else {
          page.push(await direct(ticketId));
          worker.push(await viaWorker(ticketId));
        }
        cached.push(await viaWorker(ticketId, 3_600_000));
      }
      return { worker, page, cached };
    },
    { ...urls, ticketIds, runs },
  );
  await page.close();
  const viaWorkerMs = summarize(times.worker);
  const directMs = summarize(times.page);
  return {
    viaWorkerMs,
    directMs,
    ratio: ratio(viaWorkerMs, directMs),
    fromWorkerCacheMs: summarize(times.cached),
  };
}
