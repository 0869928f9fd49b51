import type { CategorySpec as Category } from '@/lib/api/schemas';
import { expect, test } from './fixtures';
import { openPopup, sandboxCounts } from './popup-page';
import { sandboxGet } from './sidepanel-page';

/** The chain of names from a top-level category down to the first category at `depth`. */
function pathToDepth(roots: Category[], depth: number): Category[] | null {
  for (const node of roots) {
    if (depth === 0) return [node];
    const below = pathToDepth(node.children, depth - 1);
    if (below) return [node, ...below];
  }
  return null;
}

/** Independently of the popup's code: matches and their ancestors, in tree order. */
function expectedFilterRows(roots: Category[], query: string): string[] {
  const needle = query.toLowerCase();
  const walk = (nodes: Category[]): string[] =>
    nodes.flatMap((node) => {
      const below = walk(node.children);
      return below.length || node.name.toLowerCase().includes(needle) ? [node.name, ...below] : [];
    });
  return walk(roots);
}

test.describe('popup categories', () => {
  test('the tree starts collapsed, expands, and shows its flags as words', async ({ openPage, servers }) => {
    const p = await openPopup(openPage);
    await p.more('Browse categories');
    const tree = p.page.getByRole('list', { name: 'Categories' });
    await expect(tree.getByRole('button', { name: 'Billing' })).toHaveAttribute('aria-expanded', 'false');
    const roots = await sandboxGet<Category[]>(p.page, servers, '/categories');
    expect(roots.length).toBeGreaterThan(1);
    await expect(tree.getByRole('listitem')).toHaveCount(roots.length); // collapsed: top level only

    const billing = roots.find((c) => c.name === 'Billing') as Category;
    await tree.getByRole('button', { name: 'Billing' }).click();
    await expect(tree.getByRole('button', { name: 'Billing' })).toHaveAttribute('aria-expanded', 'true');
    await expect(tree.getByRole('listitem')).toHaveCount(roots.length + billing.children.length);
    for (const child of billing.children) await expect(tree.getByText(child.name).first()).toBeVisible();
    // Every flag of the seeded tree shows somewhere as a word once a few branches are open.
    for (const root of roots.slice(1, 4))
      await tree.getByRole('button', { name: root.name, exact: true }).click();
    for (const marker of ['hidden', 'muted', 'archived automatically', 'can’t be set on a ticket']) {
      await expect(tree.getByText(marker, { exact: true }).first()).toBeVisible();
    }
    await p.checkPage();
    await tree.getByRole('button', { name: 'Billing' }).click();
    await expect(tree.getByRole('button', { name: 'Billing' })).toHaveAttribute('aria-expanded', 'false');
  });

  test('the filter keeps the ancestors of matches; the tree is cached; Refresh fetches it again', async ({
    openPage,
    servers,
  }) => {
    const p = await openPopup(openPage);
    // The tree as the service has it (read before counting the extension's requests).
    const roots = await sandboxGet<Category[]>(p.page, servers, '/categories');
    const before = (await sandboxCounts(servers.sandbox.url)).categories;
    await p.more('Browse categories');
    const tree = p.page.getByRole('list', { name: 'Categories' });
    await expect(tree.getByRole('button', { name: 'Billing' })).toBeVisible();

    // Filter for a deep category's name: its whole ancestor chain stays visible and open.
    const chain = pathToDepth(roots, 3) as Category[];
    const leaf = chain.at(-1) as Category;
    const filter = p.page.getByRole('searchbox', { name: 'Filter categories' });
    await filter.fill(leaf.name);
    await expect(p.page.getByRole('status').filter({ hasText: 'categories match' })).toBeVisible();
    for (const ancestor of chain.slice(0, -1)) {
      await expect(tree.getByRole('button', { name: ancestor.name, exact: true }).first()).toHaveAttribute(
        'aria-expanded',
        'true',
      );
    }
    const shown = (await tree.locator('.category-toggle, .category-leaf').allTextContents()).map((text) =>
      text.replace(/^[▾▸]/, ''),
    );
    expect(shown).toEqual(expectedFilterRows(roots, leaf.name));
    await p.checkPage();
    await filter.fill('zzz-nothing');
    await expect(p.page.getByText('No category matches')).toBeVisible();

    // Reopening uses the worker's cache; Refresh asks the API again.
    await p.page.reload();
    await p.more('Browse categories');
    await expect(tree.getByRole('button', { name: 'Billing' })).toBeVisible();
    expect((await sandboxCounts(servers.sandbox.url)).categories).toBe(before + 1);
    await p.page.getByRole('button', { name: 'Refresh' }).click();
    await expect.poll(async () => (await sandboxCounts(servers.sandbox.url)).categories).toBe(before + 2);
  });
});

test.describe('popup FAQ instances', () => {
  test('shows the instances in the UI language (English here), with https links', async ({ openPage }) => {
    const p = await openPopup(openPage);
    await p.more('FAQ instances');
    await expect(p.page.getByRole('status').filter({ hasText: 'requested in en' })).toBeVisible();
    const helpCenter = p.page
      .getByRole('listitem')
      .filter({ has: p.page.getByRole('heading', { name: /^Help Center/ }) });
    await expect(helpCenter).toContainText('Default');
    await expect(helpCenter).toContainText('128 active topics · 117 published topics');
    await expect(helpCenter).toContainText('Languages: english, norwegian, swedish, finnish');
    const link = helpCenter.getByRole('link', { name: /Open Help Center/ });
    await expect(link).toHaveAttribute('href', 'https://faq.sidedesk.test/help-center/form');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(p.page.getByRole('heading', { name: 'Partner Portal' })).toBeVisible();
    await p.checkPage();
  });
});

test.describe('popup FAQ instances in a Norwegian browser', () => {
  test.use({ browserArgs: ['--lang=nb'] });

  test('asks in the UI language, Norwegian', async ({ openPage }) => {
    const page = await openPage('popup.html');
    await page.getByRole('button', { name: 'Mer' }).click();
    await page.getByRole('button', { name: 'FAQ-instanser' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'hentet på nb' })).toBeVisible();
    await expect(page.getByRole('heading', { name: /^Hjelpesenter/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: /^Kundeservice$/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: /^Help Center/ })).toHaveCount(0);
  });
});
