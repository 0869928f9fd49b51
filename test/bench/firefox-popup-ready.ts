import { cpus, loadavg } from 'node:os';
import { TICKET_ID_FIRST } from '@/server/sandbox/seed/ranges';
import { EXTENSION_ORIGIN, findPage, launchFirefox } from '@/test/e2e-firefox/firefox';
import { openExtensionPage } from '@/test/e2e-firefox/pages';
import { setUp, signInAtBroker } from '@/test/e2e-firefox/sidedesk-pages';
import { startServers } from '@/test/support/servers';
import { alternate, ratio } from './stats';

// `npm run bench:firefox`: "popup ready" in Firefox ESR, against its baseline measured in the same
// run, as `npm run bench` does in Chromium. BiDi sees nothing of extension pages (no init scripts),
// so an extension page opens each page with window.open and watches it from its own realm (same
// origin): the popup, Recent drawn from the cache (20 tickets), and the empty page, load event end.
// Both from the new page's navigation start. Needs `npm run build:sandbox:firefox`. BENCH_RUNS (15).

const runs = Number(process.env.BENCH_RUNS ?? 15);
const TICKETS = Array.from({ length: 20 }, (_, i) => TICKET_ID_FIRST + i);
const loadAverage = Math.round((loadavg()[0] ?? 0) * 10) / 10;

/** In the opener page: opens `path`, resolves with ms from its navigation start to "ready". */
function timeOpen([path, rows]: [string, number]): Promise<number> {
  const w = window.open(path);
  if (!w) return Promise.reject(new Error('window.open was blocked'));
  const channel = new MessageChannel(); // not throttled while the opener is a background tab
  const deadline = Date.now() + 15_000;
  let clicked = false;
  return new Promise((resolve, reject) => {
    const done = (ms: number) => {
      w.close();
      resolve(ms);
    };
    channel.port1.onmessage = () => {
      try {
        const d = w.document;
        if (d.URL.includes(path)) {
          if (rows === 0) {
            const [entry] = w.performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
            if (entry && entry.loadEventEnd > 0) return done(entry.loadEventEnd);
          } else {
            const tab = d.getElementById('tab-recent'); // the popup opens on Lookup
            if (tab && !clicked) {
              clicked = true;
              tab.click();
            }
            if (d.querySelectorAll('ul[aria-label="Recent tickets"] > li .ticket-row-meta').length >= rows) {
              d.body.getBoundingClientRect(); // style and layout of what is about to show
              return done(w.performance.now());
            }
          }
        }
      } catch {
        // the new window is still on its initial about:blank document
      }
      if (Date.now() > deadline) reject(new Error(`${path} was never ready`));
      else channel.port2.postMessage(0);
    };
    channel.port2.postMessage(0);
  });
}

const servers = await startServers({ extraOrigins: [EXTENSION_ORIGIN] });
const firefox = await launchFirefox({ prefs: { 'dom.disable_open_during_load': false } });
try {
  const options = await findPage(firefox.browser, 'options.html');
  await setUp(options, servers);
  await signInAtBroker(firefox.browser, servers, true);
  const opener = await openExtensionPage(firefox.browser, options, 'blank.html');
  await opener.evaluate('globalThis.__name = (f) => f'); // tsx names inner functions with a helper
  await opener.evaluate(async (ids) => {
    for (const ticketId of ids) {
      const answer = await chrome.runtime.sendMessage({ op: 'getTicket', ticketId });
      if (!answer?.ok) throw new Error(`getTicket ${ticketId}: ${JSON.stringify(answer)}`);
    }
    // Through the worker, as the Chromium bench does (Recent is a worker-written, scoped item).
    // Opened oldest first, so Recent lists them in `ids` order.
    for (const ticketId of [...ids].reverse())
      await chrome.runtime.sendMessage({ op: 'noteOpened', ticketId });
  }, TICKETS);
  const settle = () => new Promise((r) => setTimeout(r, 300)); // Recent refreshes behind the rows
  const popup = async () => {
    const ms = await opener.evaluate(timeOpen, ['/popup.html', TICKETS.length] as [string, number]);
    await settle();
    return ms;
  };
  const blank = () => opener.evaluate(timeOpen, ['/blank.html', 0] as [string, number]);
  await popup(); // warm-up, as in Chromium
  await blank();
  const { work, baseline } = await alternate(runs, popup, blank);
  const version = await firefox.browser.version();
  console.log(`${version}, ${cpus().length} cores (load average ${loadAverage} at start), ${runs} runs`);
  console.log(
    `popup ready: Recent drawn from cache (20 tickets): median ${work.median} ms (p90 ${work.p90}); ` +
      `empty extension page loaded: ${baseline.median} ms (p90 ${baseline.p90}); ratio ${ratio(work, baseline)}×`,
  );
} finally {
  await firefox.close();
  await servers.close();
}
