import { type PortReply, type PortRequest, PROTOCOL_PORT } from '@/lib/messaging/port';
import type { Request } from '@/lib/messaging/protocol';
import type { BenchExtension } from './extension';
import { ratio, type Sample, summarize } from './stats';

export interface TicketFetchResult {
  /** `getTicket` over the protocol port (lib/messaging/port.ts) from an extension page, warm token. */
  viaWorkerMs: Sample;
  /** The same ticket fetched by the page itself with the same bearer token. */
  directMs: Sample;
  ratio: number;
  /** `getTicket` with `maxAgeMs`, answered from the worker's cache: the protocol round trip alone. */
  fromWorkerCacheMs: Sample;
  /** The floor: a request the worker refuses at once (no such operation), over the same port. */
  refusedMs: Sample;
  /** `fromWorkerCacheMs` over `refusedMs`. */
  cacheRatio: number;
}

/**
 * One extension page fetches the same tickets both ways, in turn, after a warm-up of each (the
 * worker holds a token, connections are open). The direct way gets its token from the broker as
 * the worker does (credentials, `X-Sidedesk: 1`). The page speaks to the worker as the pages'
 * client does: one port, opened once, in the wire format of lib/messaging/port.ts.
 */
export async function measureTicketFetch(
  ext: BenchExtension,
  urls: { brokerTokenUrl: string; apiBaseUrl: string },
  ticketIds: number[],
  runs: number,
): Promise<TicketFetchResult> {
  const page = await ext.open('blank.html');
  const times = await page.evaluate(
    async ({ brokerTokenUrl, apiBaseUrl, ticketIds, runs, portName }) => {
      const broker = await fetch(brokerTokenUrl, {
        method: 'POST',
        credentials: 'include',
        headers: { 'X-Sidedesk': '1' },
      });
      const { access_token: token } = (await broker.json()) as { access_token: string };
      const port = chrome.runtime.connect({ name: portName });
      const waiting = new Map<number, (reply: PortReply) => void>();
      port.onMessage.addListener((reply: PortReply) => {
        if ('response' in reply) waiting.get(reply.id)?.(reply);
      });
      let lastId = 0;
      /** One request, timed from the post to its answer (the acknowledgement comes on the way). */
      const ask = async (request: Request | { op: 'refuseMe' }) => {
        const id = ++lastId;
        const answered = new Promise<PortReply>((resolve) => waiting.set(id, resolve));
        const start = performance.now();
        port.postMessage({ id, request } as PortRequest);
        const reply = await answered;
        const ms = performance.now() - start;
        waiting.delete(id);
        return { ms, response: 'response' in reply ? reply.response : undefined };
      };
      const viaWorker = async (ticketId: number, maxAgeMs?: number) => {
        const { ms, response } = await ask({ op: 'getTicket', ticketId, maxAgeMs });
        if (!response?.ok) throw new Error(`getTicket ${ticketId}: ${JSON.stringify(response)}`);
        return ms;
      };
      const refused = async () => {
        const { ms, response } = await ask({ op: 'refuseMe' });
        if (response?.ok !== false) throw new Error(`not refused: ${JSON.stringify(response)}`);
        return ms;
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
      const floor: number[] = [];
      for (let i = 0; i < 3; i++) {
        await viaWorker(ticketIds[i % ticketIds.length] as number);
        await direct(ticketIds[i % ticketIds.length] as number);
        await refused();
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
        // The cached read and the floor in turn, in alternating order: the same conditions for both.
        if (run % 2 === 0) {
          cached.push(await viaWorker(ticketId, 3_600_000));
          floor.push(await refused());
        } else {
          floor.push(await refused());
          cached.push(await viaWorker(ticketId, 3_600_000));
        }
      }
      port.disconnect();
      return { worker, page, cached, floor };
    },
    { ...urls, ticketIds, runs, portName: PROTOCOL_PORT },
  );
  await page.close();
  const viaWorkerMs = summarize(times.worker);
  const directMs = summarize(times.page);
  const fromWorkerCacheMs = summarize(times.cached);
  const refusedMs = summarize(times.floor);
  return {
    viaWorkerMs,
    directMs,
    ratio: ratio(viaWorkerMs, directMs),
    fromWorkerCacheMs,
    refusedMs,
    cacheRatio: ratio(fromWorkerCacheMs, refusedMs),
  };
}
