import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type Worker } from '@playwright/test';

// A small page object for the toolbar popup (opened as a tab: same page, same code).

export const TICKET = { first: 4478900, last: 4479199 };

export function popup(page: Page) {
  const cspErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy|unsafe-eval/i.test(message.text()))
      cspErrors.push(message.text());
  });
  const tab = (name: 'Lookup' | 'Recent' | 'Watched' | 'Categories' | 'FAQ') =>
    page.getByRole('tab', { name, exact: true });
  const field = page.getByRole('textbox', { name: 'Ticket ID or link' });
  const card = page.getByRole('article');
  return {
    page,
    tab,
    field,
    card,
    connection: page.locator('.connection'),
    error: page.getByRole('alert'),
    rows: (list: 'Recent' | 'Watched') =>
      page.getByRole('list', { name: `${list} tickets` }).getByRole('listitem'),
    row: (list: 'Recent' | 'Watched', ticketId: number) =>
      page
        .getByRole('list', { name: `${list} tickets` })
        .getByRole('listitem')
        .filter({ hasText: `#${ticketId}` }),
    /** Types into the lookup field and presses Enter. */
    async lookUp(text: string) {
      await tab('Lookup').click();
      await field.fill(text);
      await field.press('Enter');
    },
    /** Looks a ticket up and waits for its card. */
    async open(ticketId: number) {
      await this.lookUp(String(ticketId));
      await expect(card.getByRole('heading')).toContainText(`#${ticketId}`);
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
      // Large items are stored as JSON text (defineScopedJsonItem in lib/storage-collection.ts).
      return typeof value === 'string' && n === 'categories' ? JSON.parse(value) : value;
    },
    [name, id ?? null] as const,
  ) as Promise<T | undefined>;
}

/** How many requests reached each sandbox route. */
type Counts = Record<'token' | 'ticket' | 'reply' | 'instances' | 'categories', number>;
export async function sandboxCounts(sandboxUrl: string): Promise<Counts> {
  const response = await fetch(`${sandboxUrl}/__admin/stats`);
  return ((await response.json()) as { data: { requests: Counts } }).data.requests;
}
