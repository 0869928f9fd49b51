import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page, Worker } from '@playwright/test';
import type { TicketSpec as Ticket } from '@/lib/api/schemas';
import type { Draft } from '@/lib/storage/items';
import type { TestServers } from '@/test/support/servers';
import { expect } from './fixtures';
import { readLocal } from './popup-page';

// A small page object for the side panel, opened as a tab (the real panel is not scriptable).
// Storage is read and written from the extension page itself: the service worker's handle goes
// stale whenever Chrome stops the idle worker.

type OpenPage = (path: string) => Promise<Page>;

/** What the popup and the context menu do: ask the worker to point the panel at a ticket. */
export async function setPanelTicket(page: Page, ticketId: number | null) {
  await page.evaluate((id) => chrome.runtime.sendMessage({ op: 'showInPanel', ticketId: id }), ticketId);
}

/** Points the open panel at `ticketId` and waits until the ticket and its draft are on screen. */
export async function showTicket(page: Page, ticketId: number) {
  await setPanelTicket(page, ticketId);
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(`^#${ticketId}\\b`) })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Message', exact: true })).toBeEditable();
}

/** Pixels of `target` shown in the panel's reading area as it is now (not scrolled by the test). */
export const shownHeight = (target: Locator) =>
  target.evaluate((element) => {
    const area = (element.closest('.sp-scroll') as HTMLElement).getBoundingClientRect();
    const box = element.getBoundingClientRect();
    return Math.min(box.bottom, area.bottom) - Math.max(box.top, area.top);
  });

/** Pixels of the customer's message (its frame or its plain text) shown in the reading area. */
export const messageShown = (page: Page) =>
  shownHeight(page.locator('.sp-ticket iframe, .sp-ticket .sp-plain'));

/** Opens sidepanel.html on `ticketId`. */
export async function openPanel(openPage: OpenPage, ticketId: number) {
  const page = await openPage('sidepanel.html');
  await showTicket(page, ticketId);
  return composer(page);
}

export function composer(page: Page) {
  const message = page.getByRole('textbox', { name: 'Message', exact: true });
  return {
    page,
    message,
    /** On a short panel the idle composer is folded: the agent clicks into the box for every option. */
    unfold: () => message.click(),
    format: page.getByRole('combobox', { name: 'Format', exact: true }),
    replyTo: page.getByRole('combobox', { name: 'Reply to', exact: true }),
    parentId: page.getByRole('textbox', { name: 'Parent reply ID' }),
    more: page.getByRole('button', { name: 'More send options', exact: true }),
    /** "Save as draft" from the More send options menu. */
    saveAsDraft: async () => {
      await page.getByRole('button', { name: 'More send options', exact: true }).click();
      await page.getByRole('menuitem', { name: 'Save as draft', exact: true }).click();
    },
    complete: page.getByRole('checkbox', { name: 'Complete ticket' }),
    suppress: page.getByRole('checkbox', { name: 'Keep the status as it is' }),
    attachmentUrl: page.getByRole('textbox', { name: 'Attachment URL' }),
    attachmentName: page.getByRole('textbox', { name: 'Attachment name' }),
    addAttachment: page.getByRole('button', { name: 'Add attachment' }),
    /** The composer's attachments button (it shows the fields; open it before using them). */
    attachments: page.getByRole('button', { name: /^Attachments \(\d+\)$/ }),
    /** The composer's preview button. */
    preview: page.getByRole('button', { name: 'Preview as the customer sees it' }),
    send: page.getByRole('button', { name: /^(Send|Send and complete)$/ }),
    /** The toast of a confirmed send ("✓ Sent · status now …", "✓ Saved as draft in the ticket"). */
    sent: page.getByRole('status').filter({ hasText: /^✓ (Sent|Saved as draft)/ }),
    /** The ticket's status as the header shows it. */
    status: (value: string) =>
      page.locator('.sp-head .status-badge').filter({ hasText: new RegExp(`^${value}$`) }),
  };
}

/**
 * Axe on the panel. The message frames are sandboxed without scripts, so axe cannot run inside
 * them (its frame messaging never answers); the panel itself, frame titles included, is checked.
 */
export async function axeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).setLegacyMode().options({ iframes: false }).analyze();
  return violations.map((v) => ({ id: v.id, help: v.help, targets: v.nodes.map((n) => n.target.join(' ')) }));
}

/** GET `path` of the sandbox API, with a token the broker gives the extension (asked from `page`). */
export async function sandboxGet<T>(page: Page, servers: TestServers, path: string): Promise<T> {
  const token = await page.evaluate(async (url) => {
    const response = await fetch(url, {
      method: 'POST',
      credentials: 'include',
      headers: { 'X-Sidedesk': '1' },
    });
    return ((await response.json()) as { access_token: string }).access_token;
  }, `${servers.broker.url}/token`);
  const response = await fetch(`${servers.sandbox.url}${path}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await response.json()) as { data: T }).data;
}

/** The ticket as the sandbox holds it. */
export function sandboxTicket(page: Page, servers: TestServers, ticketId: number): Promise<Ticket> {
  return sandboxGet<Ticket>(page, servers, `/tickets/${ticketId}`);
}

/** The first ticket from `from` on (at most 60 ids) that `wanted` accepts. */
export async function findTicket(
  page: Page,
  servers: TestServers,
  from: number,
  wanted: (ticket: Ticket) => boolean,
) {
  for (let id = from; id < from + 60; id++) {
    const ticket = await sandboxTicket(page, servers, id);
    if (wanted(ticket)) return ticket;
  }
  throw new Error(`no matching ticket from ${from}`);
}

/** The panel at `width` x `height` on the first seeded ticket with a long HTML message. */
export async function showLongMessage(page: Page, servers: TestServers, width: number, height: number) {
  await page.setViewportSize({ width, height });
  const ticket = await findTicket(
    page,
    servers,
    4478900,
    (t) => t.message.length > 100 && t.htmlMessage.length > 0,
  );
  await showTicket(page, ticket.id);
  return ticket;
}

/** The first ticket from `from` on whose status is `status`. */
export function ticketWithStatus(page: Page, servers: TestServers, from: number, status: string) {
  return findTicket(page, servers, from, (ticket) => ticket.status === status);
}

/** The replies the sandbox holds for the ticket beyond the first `before`. */
export async function newReplies(servers: TestServers, ticketId: number, before: number) {
  return (await servers.sandbox.replies(ticketId)).slice(before);
}

/** The stored draft of a ticket (what survives a closed panel). */
export async function storedDraft(page: Page, ticketId: number) {
  return (await readLocal<Draft>(page, 'draft', ticketId)) ?? null;
}

/** Options as the agent would set them: the undo window and the web inbox link. */
export async function setOptions(worker: Worker, undoSendSeconds: number) {
  await worker.evaluate(async (seconds) => {
    const { settings } = (await chrome.storage.local.get('settings')) as {
      settings: { workspaces: Record<string, unknown>[] };
    };
    const [first, ...others] = settings.workspaces;
    const inboxLink = 'https://inbox.example.com/acme/tickets?ticketId={id}';
    await chrome.storage.local.set({
      settings: { ...settings, undoSendSeconds: seconds, workspaces: [{ ...first, inboxLink }, ...others] },
    });
  }, undoSendSeconds);
}

/** Axe finds nothing in this state, in light and dark; a screenshot of each for a human look. */
export async function checkState(page: Page, name: string, shots = '/tmp/pw-panel/shots') {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.screenshot({ path: `${shots}/${name}-${scheme}.png` });
    expect(await axeViolations(page), `${name}, ${scheme}`).toEqual([]);
  }
  await page.emulateMedia({ colorScheme: 'light' });
}
