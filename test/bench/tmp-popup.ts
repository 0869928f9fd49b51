import { resolve } from 'node:path';
import { TICKET_ID_FIRST } from '../../server/sandbox/seed/ranges';
import { startServers } from '../support/servers';
import { buildExtension } from './build';
import { configureAndSignIn, launchExtension } from './extension';
import { measurePopupReady } from './popup-ready';
const runs = Number(process.env.BENCH_RUNS ?? 7);
const builds = buildExtension(resolve(process.env.WXT_OUT_DIR ?? '.output-f'));
const servers = await startServers();
const ext = await launchExtension(builds.sandbox);
const ids = (n: number) => Array.from({ length: n }, (_, i) => TICKET_ID_FIRST + i);
try {
  await configureAndSignIn(ext, servers, `${servers.broker.url}/token`);
  const ticketRequests = async () => {
    const answer = await fetch(`${servers.sandbox.url}/__admin/stats`);
    return ((await answer.json()) as { data: { requests: { ticket: number } } }).data.requests.ticket;
  };
  for (const n of [20, 50]) {
    const r = await measurePopupReady(ext, ids(n), runs, ticketRequests);
    console.log(n, 'painted', r.popupPaintedMs.median, r.paintedRatio, 'ready', r.popupReadyMs.median, r.ratio, 'blank', r.blankLoadMs.median);
  }
} finally { await ext.close(); await servers.close(); }
