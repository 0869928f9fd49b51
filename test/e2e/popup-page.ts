import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type Worker } from '@playwright/test';

// A small page object for the toolbar popup (opened as a tab: same page, same code).

export const TICKET = { first: 4478900, last: 4479199 };

export type ListTab = 'Watched' | 'Recent' | 'Drafts';

export function popup(page: Page) {
  const cspErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy|unsafe-eval/i.test(message.text()))
      cspErrors.push(message.text());
  });
  // A tab's name may carry its count ("Watched, 1 ticket with new activity").
  const tab = (name: ListTab) => page.getByRole('tab', { name: new RegExp(`^${name}\\b`) });
  const field = page.getByRole('textbox', { name: 'Ticket ID or link' });
  const list = (name: ListTab) => page.getByRole('list', { name: `${name} tickets` });
  return {
    page,
    tab,
    field,
    connection: page.locator('.connection'),
    error: page.getByRole('alert'),
    /** The tab's count badge (rows with new activity; Drafts: drafts). */
    count: (name: ListTab) => tab(name).locator('.tab-count'),
    rows: (name: ListTab) => list(name).getByRole('listitem'),
    row: (name: ListTab, ticketId: number) =>
      list(name)
        .getByRole('listitem')
        .filter({ hasText: `#${ticketId}` }),
    /** The button that opens a row in the side panel. */
    rowButton: (name: ListTab, ticketId: number) => list(name).locator(`[data-ticket-id="${ticketId}"]`),
    /** Opens the secondary menu's "Browse categories" or "FAQ instances". */
    async more(item: 'Browse categories' | 'FAQ instances') {
      await page.getByRole('button', { name: 'More' }).click();
      await page.getByRole('button', { name: item }).click();
    },
    /** Types into the search field and presses Enter. */
    async lookUp(text: string) {
      await field.fill(text);
      await field.press('Enter');
    },
    /** Opens a ticket from the search field and waits until the popup has noted it as seen. */
    async open(ticketId: number) {
      await this.lookUp(String(ticketId));
      // Polls: a storage read is asynchronous, and `waitForFunction` takes a Promise for a yes.
      await expect
        .poll(() =>
          page.evaluate(async (id) => {
            const all = await chrome.storage.local.get(null);
            return Object.entries(all).some(
              ([key, value]) => key.startsWith('seen:') && String(id) in (value as Record<string, string>),
            );
          }, ticketId),
        )
        .toBe(true);
    },
    /** No axe violations, no CSP violation, and nothing wider than the 400 px popup. */
    async checkPage() {
      expect(cspErrors).toEqual([]);
      const { violations } = await new AxeBuilder({ page }).analyze();
      expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
        [],
      );
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    },
  };
}

/** Opens `popup.html` at the popup's size. */
export async function openPopup(openPage: (path: string) => Promise<Page>) {
  const page = await openPage('popup.html');
  await page.setViewportSize({ width: 400, height: 600 });
  return popup(page);
}

/**
 * Reads one storage.local item as the extension sees it, by its name: `panel`, a workspace item
 * (`recent` → `recent:<scope>`) or, with an id, a record (`ticket`, 7 → `ticket:<scope>:7`). The
 * tests use one workspace, so the scope is whichever is stored.
 */
export function readLocal<T>(
  target: Pick<Worker, 'evaluate'>,
  name: string,
  id?: number,
): Promise<T | undefined> {
  return target.evaluate(
    async ([n, i]) => {
      const all = await chrome.storage.local.get(null);
      const key = Object.keys(all).find((k) => {
        const parts = k.split(':');
        if (parts[0] !== n) return false;
        return i === null ? parts.length <= 2 : parts.length === 3 && parts[2] === String(i);
      });
      const value = key === undefined ? undefined : all[key];
      // Large items are stored as JSON text (defineScopedJsonItem in lib/storage/collection.ts).
      return typeof value === 'string' && n === 'categories' ? JSON.parse(value) : value;
    },
    [name, id ?? null] as const,
  ) as Promise<T | undefined>;
}

/**
 * The ticket the active workspace's side panel shows, as the worker stored it (`view`: the active
 * workspace and each workspace's panel ticket, one record).
 */
export async function readPanel(
  target: Pick<Worker, 'evaluate'>,
): Promise<{ scope: string; ticketId: number | null } | undefined> {
  return target.evaluate(async () => {
    const { view, settings } = await chrome.storage.local.get(['view', 'settings']);
    const record = view as
      | { active: string | null; panels: Record<string, { scope: string; ticketId: number | null }> }
      | undefined;
    const active =
      record?.active ??
      (settings as { activeWorkspaceId?: string } | undefined)?.activeWorkspaceId ??
      'default';
    return record?.panels[active];
  });
}

/** The ticket the active workspace's side panel shows, null when none. */
export const panelTicket = async (target: Pick<Worker, 'evaluate'>) =>
  (await readPanel(target))?.ticketId ?? null;

/** The workspace the popup and the panel show, as the worker stored the pick (null: the first). */
export const readActiveWorkspace = (target: Pick<Worker, 'evaluate'>) =>
  target.evaluate(
    async () =>
      ((await chrome.storage.local.get('view')).view as { active?: string } | undefined)?.active ?? null,
  );

/** How many requests reached each sandbox route. */
type Counts = Record<'token' | 'ticket' | 'reply' | 'instances' | 'categories', number>;
export async function sandboxCounts(sandboxUrl: string): Promise<Counts> {
  const response = await fetch(`${sandboxUrl}/__admin/stats`);
  return ((await response.json()) as { data: { requests: Counts } }).data.requests;
}

/**
 * Opens the popup afresh until its connection line says `expected` (a sign-in reaches the worker
 * and storage in its own time); each try reads the line of a new popup, then closes it.
 */
export async function pollConnectionLabel(openPage: (path: string) => Promise<Page>, expected: string) {
  await expect
    .poll(async () => {
      const again = await openPage('popup.html');
      const text = await again.locator('.connection .connection-label').textContent();
      await again.close();
      return text;
    })
    .toContain(expected);
}
