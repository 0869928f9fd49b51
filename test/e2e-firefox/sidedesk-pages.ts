import type { Browser, Page } from 'puppeteer-core';
import type { TestServers } from '@/test/support/servers';
import { poll } from './firefox';
import { click, control, fill, stored, waitForText } from './pages';

export const AGENT = { email: 'agent@sidedesk.test', password: 'sidedesk', name: 'Alex Agent' };

/** Points Sidedesk at `servers` through Options, as the agent does, and waits for host access. */
export async function setUp(options: Page, servers: TestServers): Promise<void> {
  await fill(options, 'Token broker URL', `${servers.broker.url}/token`);
  await fill(options, 'API base URL', servers.sandbox.url);
  await click(options, 'Save workspace');
  await waitForText(options, /Sidedesk may now contact the token broker and the Ticket API/);
}

/**
 * Signs the seeded agent in on the broker's own page: in the tab the extension opened for it, or
 * (with `open`) in a new one.
 */
export async function signInAtBroker(browser: Browser, servers: TestServers, open = false): Promise<void> {
  if (open) await (await browser.newPage()).goto(`${servers.broker.url}/sign-in`);
  const page = await poll('the broker sign-in tab', async () =>
    (await browser.pages()).find((p) => p.url().startsWith(`${servers.broker.url}/sign-in`)),
  );
  await page.bringToFront();
  await page.type('#email', AGENT.email);
  await page.type('#password', AGENT.password);
  await page.click('button[type=submit]');
  await waitForText(page, /Signed in as/);
  await page.close();
}

/** The side panel's composer (sidepanel.html, in a tab or in the sidebar). */
export function composer(page: Page) {
  return {
    page,
    /** Points the panel at `ticketId`, as the popup and the context menu do, and waits for it. */
    async show(ticketId: number) {
      await page.evaluate((id) => chrome.runtime.sendMessage({ op: 'showInPanel', ticketId: id }), ticketId);
      await waitForText(page, new RegExp(`#${ticketId}\\b`));
      // Editable as a person finds it: loaded (not read-only), and the ticket in, so the composer's
      // fieldset is no longer disabled (typing into it would be lost).
      await poll('an editable message field', async () =>
        (await control(page, 'Message')).evaluate(
          (e) => !(e as HTMLTextAreaElement).readOnly && !e.matches(':disabled'),
        ),
      );
    },
    message: () => control(page, 'Message'),
    messageValue: async () =>
      (await control(page, 'Message')).evaluate((e) => (e as HTMLTextAreaElement).value),
    type: (text: string) => fill(page, 'Message', text),
    replyTo: async (replyId: number) => (await control(page, 'Reply to')).select(String(replyId)),
    check: (label: 'Complete ticket') => click(page, label),
    /** "Save as draft" from the "More send options" menu. */
    async saveAsDraft() {
      await page.bringToFront();
      await page.click('button.sp-more');
      await click(page, 'Save as draft');
    },
    /** Send (or "Send and complete"), the composer's primary button. */
    async send() {
      await page.bringToFront();
      await page.click('button.sp-send');
    },
    /** The toast of a confirmed send: "✓ Sent · status now …", "✓ Saved as draft in the ticket". */
    sent: (pattern = /✓ (Sent|Saved as draft)/) => waitForText(page, pattern),
  };
}

export const badge = (page: Page) => page.evaluate(() => chrome.action.getBadgeText({}));

/** Makes the watch alarm due now (from extension page `page`) and waits until the poll has run. */
export async function pollWatchNow(page: Page) {
  await poll(
    'the watch alarm',
    async () => (await page.evaluate(() => chrome.alarms.get('sidedesk-watch'))) ?? undefined,
  );
  const startedAt = await page.evaluate(async () => {
    const now = Date.now();
    await chrome.alarms.create('sidedesk-watch', { when: now });
    return now;
  });
  await poll(
    'a watch poll',
    async () => ((await stored<{ checkedAt?: number }>(page, 'watchState'))?.checkedAt ?? 0) >= startedAt,
  );
}
