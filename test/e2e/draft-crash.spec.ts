import { mkdtempSync, readlinkSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext } from '@playwright/test';
import { launchWithExtension } from '@/test/support/chromium';
import { configure, EXTENSION_PATH, expect, signIn, test } from './fixtures';
import { composer, setPanelTicket, showTicket, storedDraft } from './sidepanel-page';

// A browser killed right after the last key press keeps the typing: every change is saved at
// once (no timer stands between a key press and its save), so the text is stored before the
// kill. The panel's timers are held: a save that waited for a timer would never be made.

const TICKET = 4478978;
const TEXT = 'Typed just before the browser died';

async function panel(context: BrowserContext) {
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  const page = await context.newPage();
  await page.goto(`chrome-extension://${new URL(worker.url()).host}/sidepanel.html`);
  return { worker, page };
}

/** Kills the browser as a crash or a killed process would: no pagehide, no unload, no goodbye. */
function kill(userDataDir: string) {
  const pid = Number(readlinkSync(join(userDataDir, 'SingletonLock')).split('-').pop());
  process.kill(pid, 'SIGKILL');
}

test('typing is kept when the browser is killed right after it', async ({ servers }) => {
  test.slow(); // two browser starts on a shared machine
  const dir = mkdtempSync(join(tmpdir(), 'sidedesk-crash-'));
  try {
    const first = await launchWithExtension(dir, EXTENSION_PATH);
    const { worker, page } = await panel(first);
    await configure(worker, servers);
    await signIn(first, servers);
    await showTicket(page, TICKET);
    // No page timer runs from here on (Playwright's clock does not reach extension pages).
    await page.evaluate(() => {
      window.setTimeout = (() => 0) as unknown as typeof window.setTimeout;
    });
    await composer(page).message.fill(TEXT);
    await expect.poll(async () => (await storedDraft(page, TICKET))?.message).toBe(TEXT);
    kill(dir);
    await first.close().catch(() => undefined);

    const again = await launchWithExtension(dir, EXTENSION_PATH);
    const reopened = await panel(again);
    // The token lived in the session that died: the box shows the text, to send once signed in.
    await setPanelTicket(reopened.page, TICKET);
    await expect(composer(reopened.page).message).toHaveValue(TEXT);
    expect((await storedDraft(reopened.page, TICKET))?.message).toBe(TEXT);
    await again.close();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
