// Scratch (not committed): the popup-ready part of the bench on a given sandbox build.
import { TICKET_ID_FIRST } from '../../server/sandbox/seed/ranges';
import { startServers } from '../support/servers';
import { startBrokerCounter } from './broker-counter';
import { configureAndSignIn, launchExtension } from './extension';
import { measurePopupReady } from './popup-ready';

const dir = process.argv[2] as string;
const runs = Number(process.env.BENCH_RUNS ?? 15);
const ids = (count: number) => Array.from({ length: count }, (_, i) => TICKET_ID_FIRST + i);
const servers = await startServers();
const counter = await startBrokerCounter(servers.broker.url);
const ext = await launchExtension(dir);
try {
  await configureAndSignIn(ext, servers, `${counter.url}/token`);
  const ticketRequests = async () => {
    const answer = await fetch(`${servers.sandbox.url}/__admin/stats`);
    return ((await answer.json()) as { data: { requests: { ticket: number } } }).data.requests.ticket;
  };
  for (const n of [20, 50]) {
    const r = await measurePopupReady(ext, ids(n), runs, ticketRequests);
    console.log(
      `${dir} ${n} rows: painted ${r.paintedRatio.toFixed(2)}x ready ${r.ratio.toFixed(2)}x takenOver ${r.takenOverRatio.toFixed(2)}x blank ${JSON.stringify(r.blankLoadMs)} painted ${JSON.stringify(r.popupPaintedMs)}`,
    );
  }
} finally {
  await ext.close().catch(() => undefined);
  await counter.close();
  await servers.close();
}
