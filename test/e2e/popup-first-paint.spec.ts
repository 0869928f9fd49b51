import { mkdirSync } from 'node:fs';
import type { Page, Worker } from '@playwright/test';
import { HOSTILE_TICKET_ID_FIRST } from '@/server/sandbox/seed/ranges';
import { expect, test } from './fixtures';
import { panelTicket, TICKET } from './popup-page';

// The popup's first paint (lib/first-paint/): the last rows drawn from a snapshot before the app
// loads, then the app taking over. Each way in ends with the DOM the popup draws without a
// snapshot, and the takeover moves nothing on screen (layout shift 0).

const SNAPSHOT_KEY = 'sidedesk.first-paint';
const SHOTS = process.env.FIRST_PAINT_SHOTS; // a folder: screenshots of the two states

interface Seen {
  /** The root as the page was parsed (DOMContentLoaded), before the app drew anything. */
  painted: boolean;
  tags: string[];
  attributes: string[];
  text: string;
  shift: number;
  violations: string[];
  dialogs: number;
}

/** Before any script of the page: what the first paint drew, layout shifts and CSP violations. */
function watchFirstPaint(): void {
  const seen = {
    painted: false,
    tags: [],
    attributes: [],
    text: '',
    shift: 0,
    violations: [],
    dialogs: 0,
  } as {
    painted: boolean;
    tags: string[];
    attributes: string[];
    text: string;
    shift: number;
    violations: string[];
  };
  (window as unknown as { __seen: typeof seen }).__seen = seen;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
      seen.shift += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
  document.addEventListener('securitypolicyviolation', (event) =>
    seen.violations.push(`${event.violatedDirective}: ${event.blockedURI}`),
  );
  document.addEventListener('DOMContentLoaded', () => {
    const root = document.getElementById('app');
    if (!root) return;
    seen.painted = root.hasAttribute('data-painted') && root.childElementCount > 0;
    const elements = [...root.querySelectorAll('*')];
    seen.tags = [...new Set(elements.map((element) => element.localName))].sort();
    seen.attributes = [...new Set(elements.flatMap((element) => element.getAttributeNames()))].sort();
    seen.text = root.textContent ?? '';
  });
}

/** Fills Recent with `ids` (newest first) through the worker, as opening them would. */
async function fillRecent(page: Page, ids: number[]): Promise<void> {
  await page.evaluate(async (list) => {
    for (const ticketId of list) {
      const answer = await chrome.runtime.sendMessage({ op: 'getTicket', ticketId });
      if (!answer?.ok) throw new Error(`getTicket ${ticketId}: ${JSON.stringify(answer)}`);
    }
    for (const ticketId of [...list].reverse())
      await chrome.runtime.sendMessage({ op: 'noteOpened', ticketId });
  }, ids);
}

/** Opens the popup with the watcher, waits until the app's rows and count show; returns what it saw. */
async function openPopup(
  context: { newPage(): Promise<Page> },
  extensionId: string,
  rows: number,
  init: () => void = () => undefined,
) {
  const page = await context.newPage();
  await page.setViewportSize({ width: 400, height: 600 });
  let dialogs = 0;
  page.on('dialog', (dialog) => {
    dialogs++;
    void dialog.dismiss();
  });
  await page.addInitScript(watchFirstPaint);
  await page.addInitScript(init);
  await page.goto(`chrome-extension://${extensionId}/popup.html`);
  const list = page.getByRole('list', { name: 'Recent tickets' });
  await expect(list.getByRole('listitem')).toHaveCount(rows);
  await expect(page.getByRole('status').filter({ hasText: new RegExp(`^${rows} tickets?$`) })).toBeVisible();
  await expect(page.locator('#app')).not.toHaveAttribute('data-painted');
  await expect(page.locator('.connection')).not.toBeEmpty();
  // The app keeps its draw as the next snapshot once the page has been still for a moment.
  await expect
    .poll(() => page.evaluate((key) => localStorage.getItem(key) !== null, SNAPSHOT_KEY))
    .toBe(true);
  const seen = (await page.evaluate(() => (window as unknown as { __seen: Seen }).__seen)) as Seen;
  // A relative time's words ("5 min") move on with the clock between two opens; its element and
  // its `datetime` stay in the comparison.
  const dom = (await page.evaluate(() => document.getElementById('app')?.outerHTML ?? '')).replace(
    /(<time\b[^>]*>)[^<]*(<\/time>)/g,
    '$1$2',
  );
  return { page, seen: { ...seen, dialogs }, dom };
}

/** Ways a stored snapshot can be one the popup must not draw. */
const UNDRAWN = [
  'not JSON',
  'another workspace',
  'another language',
  'an older layout',
  'a tag not listed',
  'an attribute not listed',
  'not nodes',
] as const;

/** Spoils the stored snapshot the way `why` says (in the page: the extension's localStorage). */
const spoilSnapshot = (page: Page, why: (typeof UNDRAWN)[number]) =>
  page.evaluate(
    ([key, how]) => {
      const s = JSON.parse(localStorage.getItem(key) ?? '{}') as Record<string, unknown>;
      const [, language, theme] = JSON.parse(String(s.display)) as string[];
      const spoilt: Record<string, () => unknown> = {
        'not JSON': () => '{"layout":',
        'another workspace': () => ({ ...s, display: JSON.stringify(['other.0', language, theme]) }),
        'another language': () => ({ ...s, display: String(s.display).replace(`"${language}"`, '"nb"') }),
        'an older layout': () => ({ ...s, layout: '0/0.0.1' }),
        'a tag not listed': () => ({ ...s, nodes: [['script', {}, 'alert(1)'], ...(s.nodes as unknown[])] }),
        'an attribute not listed': () => ({ ...s, nodes: [['main', { onclick: 'alert(1)' }]] }),
        'not nodes': () => ({ ...s, nodes: [42, { tag: 'div' }] }),
      };
      const next = spoilt[how]?.();
      localStorage.setItem(key, typeof next === 'string' ? next : JSON.stringify(next));
    },
    [SNAPSHOT_KEY, why] as const,
  );

/**
 * Init script: the page's storage reads wait until `__release()`, so the app cannot take over
 * and the test acts on the drawn snapshot alone (the paint itself reads only localStorage).
 */
function holdStorage(): void {
  const local = chrome.storage.local;
  const get = local.get.bind(local) as (keys?: unknown) => Promise<unknown>;
  const held = new Promise<void>((resolve) => {
    (window as unknown as { __release: () => void }).__release = resolve;
  });
  (local as unknown as { get: (keys?: unknown) => Promise<unknown> }).get = (keys) =>
    held.then(() => get(keys));
}

/**
 * Fills Recent with `ids`, lets a first open keep the snapshot, then opens the popup with its
 * storage held: resolves once the snapshot's rows are drawn.
 */
async function openHeld(
  context: { newPage(): Promise<Page> },
  extensionId: string,
  openPage: (path: string) => Promise<Page>,
  ids: number[],
) {
  const rows = ids.length;
  const filler = await openPage('options.html');
  await fillRecent(filler, ids);
  await filler.close();
  await (await openPopup(context, extensionId, rows)).page.close();
  const page = await context.newPage();
  await page.setViewportSize({ width: 400, height: 600 });
  await page.addInitScript(holdStorage);
  await page.goto(`chrome-extension://${extensionId}/popup.html`);
  await expect(page.locator('#app[data-painted] .ticket-row')).toHaveCount(rows);
  return {
    page,
    /**
     * Lets the app read storage, and waits until it has taken over: `after` rows (a ticket the
     * agent opened on the snapshot joins Recent as the app acts on it).
     */
    async release(after = rows) {
      await expect(page.locator('#app[data-painted]')).toHaveCount(1); // still the snapshot until now
      await page.evaluate(() => (window as unknown as { __release: () => void }).__release());
      await expect(page.locator('#app:not([data-painted]) .ticket-row')).toHaveCount(after);
    },
  };
}

const sidePanels = (worker: Worker) =>
  worker.evaluate(async () => (await chrome.runtime.getContexts({ contextTypes: ['SIDE_PANEL'] })).length);

test.describe('the popup’s first paint', () => {
  // Twenty tickets fetched, then the popup opened several times: slow on a loaded machine, never a failure.
  test.describe.configure({ timeout: 120_000 });

  test('the last rows are drawn before the app, which takes over with the same DOM and no layout shift', async ({
    context,
    extensionId,
    openPage,
  }) => {
    const ids = Array.from({ length: 20 }, (_, i) => TICKET.first + 60 + i);
    const filler = await openPage('options.html');
    await fillRecent(filler, ids);
    await filler.close();

    const first = await openPopup(context, extensionId, 20);
    expect(first.seen.painted).toBe(false); // no snapshot yet: the app draws as it always did
    await first.page.close();

    const second = await openPopup(context, extensionId, 20);
    expect(second.seen.painted).toBe(true);
    expect(second.seen.text).toContain(`#${ids[0]}`);
    expect(second.seen.shift).toBe(0);
    expect(second.dom).toBe(first.dom);
    expect(second.seen.violations).toEqual([]);
    // The search field has the focus once the app is in, as without a snapshot.
    await expect(second.page.getByRole('textbox', { name: 'Ticket ID or link' })).toBeFocused();
    if (SHOTS) {
      mkdirSync(SHOTS, { recursive: true });
      await second.page.screenshot({ path: `${SHOTS}/popup-after-takeover.png` });
    }

    await second.page.close();
    if (SHOTS) {
      // The snapshot alone: the app is held back (its language never loads) to see what it draws.
      const page = await context.newPage();
      await page.setViewportSize({ width: 400, height: 600 });
      await page.addInitScript(() => {
        window.fetch = () => new Promise(() => undefined);
      });
      await page.goto(`chrome-extension://${extensionId}/popup.html`);
      await expect(page.locator('#app[data-painted] .ticket-row')).toHaveCount(20);
      await page.screenshot({ path: `${SHOTS}/popup-snapshot-paint.png` });
    }
  });

  test('a snapshot that is not JSON, of another workspace or language, of an older layout or with what the format does not list is not drawn: the app draws alone, and ends the same', async ({
    context,
    extensionId,
    openPage,
  }) => {
    // Eight popups opened in turn (one per spoiled snapshot): on a loaded CI machine each takes
    // seconds, so the test has the time of three.
    test.slow();
    const ids = Array.from({ length: 20 }, (_, i) => TICKET.first + 60 + i);
    const helper = await openPage('blank.html');
    await fillRecent(helper, ids);
    const first = await openPopup(context, extensionId, 20);
    expect(first.seen.painted).toBe(false);
    await first.page.close();
    for (const why of UNDRAWN) {
      await spoilSnapshot(helper, why);
      const again = await openPopup(context, extensionId, 20);
      expect(again.seen.painted, why).toBe(false);
      expect(again.dom, why).toBe(first.dom);
      expect(again.seen.violations, why).toEqual([]);
      expect(again.seen.dialogs, why).toBe(0);
      await again.page.close();
    }
  });

  test('hostile ticket titles pass through the snapshot as text: no element, attribute or script of theirs', async ({
    context,
    extensionId,
    openPage,
  }) => {
    const ids = Array.from({ length: 20 }, (_, i) => HOSTILE_TICKET_ID_FIRST + i);
    const filler = await openPage('options.html');
    await fillRecent(filler, ids);
    await filler.close();

    const first = await openPopup(context, extensionId, 20);
    await first.page.close();
    const second = await openPopup(context, extensionId, 20);
    expect(second.seen.painted).toBe(true);
    // The title that is markup shows as its characters, in the snapshot and in the app.
    expect(second.seen.text).toContain("Hostile HTML: <img src=x onerror=alert('xss-title')> in the title");
    expect(second.dom).toContain("&lt;img src=x onerror=alert('xss-title')&gt;");
    expect(second.seen.tags.filter((tag) => !['img', 'svg', 'script', 'b', 'iframe'].includes(tag))).toEqual(
      second.seen.tags,
    );
    expect(second.seen.attributes.filter((name) => /^on|^(src|href|style|srcdoc)$/.test(name))).toEqual([]);
    expect(second.seen.violations).toEqual([]);
    expect(second.seen.dialogs).toBe(0);
    expect(second.seen.shift).toBe(0);
    expect(second.dom).toBe(first.dom);
  });

  test('what the agent types and presses on the snapshot, before the app is in, is the app’s: an id and Enter open the ticket', async ({
    context,
    extensionId,
    openPage,
    worker,
  }) => {
    const ids = Array.from({ length: 20 }, (_, i) => TICKET.first + 60 + i);
    const held = await openHeld(context, extensionId, openPage, ids);
    const field = held.page.locator('#app[data-painted] #lookup-input');
    await expect(field).toBeFocused(); // the drawn field takes typing at once
    const id = TICKET.first + 41;
    await held.page.keyboard.type(String(id));
    await held.page.keyboard.press('Enter');
    await expect(field).toHaveValue(String(id));
    expect(await panelTicket(worker)).not.toBe(id); // nothing acted yet: the snapshot is only drawn
    await held.release(ids.length + 1); // the ticket opened joins Recent
    const appField = held.page.getByRole('textbox', { name: 'Ticket ID or link' });
    await expect(appField).toBeFocused();
    await expect.poll(() => panelTicket(worker)).toBe(id);
    await expect.poll(() => sidePanels(worker)).toBe(1);
  });

  test('a click on a row of the snapshot opens that ticket once the app is in, and text typed before it stays', async ({
    context,
    extensionId,
    openPage,
    worker,
  }) => {
    const ids = Array.from({ length: 5 }, (_, i) => TICKET.first + 80 + i);
    const held = await openHeld(context, extensionId, openPage, ids);
    await held.page.keyboard.type('4478');
    await held.page.locator('#app[data-painted] .ticket-row').nth(2).locator('.ticket-row-open').click();
    await held.release();
    await expect.poll(() => panelTicket(worker)).toBe(ids[2]);
    const appField = held.page.getByRole('textbox', { name: 'Ticket ID or link' });
    await expect(appField).toHaveValue('4478');
  });

  test('sign-out forgets the snapshot, and a language chosen in Options is not preceded by the old one', async ({
    context,
    extensionId,
    openPage,
    worker,
  }) => {
    const ids = [TICKET.first + 90, TICKET.first + 91];
    const options = await openPage('options.html');
    await fillRecent(options, ids);
    (await openPopup(context, extensionId, 2)).page.close();

    // Norwegian, chosen while Options is open (Options follows the settings, as the popup does).
    await worker.evaluate(async () => {
      const { settings } = await chrome.storage.local.get('settings');
      await chrome.storage.local.set({ settings: { ...(settings as object), language: 'nb' } });
    });
    await expect
      .poll(() => options.evaluate(() => localStorage.getItem('sidedesk.display')))
      .toContain('"nb"');
    const page = await context.newPage();
    await page.addInitScript(watchFirstPaint);
    await page.goto(`chrome-extension://${extensionId}/popup.html`);
    await expect(page.getByRole('list', { name: 'Nylige saker' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __seen: Seen }).__seen.painted)).toBe(false);
    await page.close();

    await options.reload();
    await options.getByRole('button', { name: 'Logg ut' }).click();
    await options.getByRole('dialog').getByRole('button', { name: 'Ja, logg ut' }).click();
    await expect.poll(() => options.evaluate((key) => localStorage.getItem(key), SNAPSHOT_KEY)).toBeNull();
  });
});
