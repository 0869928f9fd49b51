import type { CategorySpec as Category } from '@/lib/api/schemas';
import { expect, test } from './fixtures';
import { axeViolations, composer, findTicket, sandboxGet, showTicket } from './sidepanel-page';

function pathTo(tree: Category[], id: number): string[] | null {
  for (const category of tree) {
    if (category.id === id) return [category.name];
    const below = pathTo(category.children, id);
    if (below) return [category.name, ...below];
  }
  return null;
}

test('shows the ticket: facts, category path, flags, attachments, times with the exact time on hover, the message', async ({
  openPage,
  servers,
}) => {
  const { page } = composer(await openPage('sidepanel.html'));
  const ticket = await findTicket(
    page,
    servers,
    4478940,
    (t) => t.attachments.length > 0 && t.tags.length > 0,
  );
  const tree = await sandboxGet<Category[]>(page, servers, '/categories');
  await showTicket(page, ticket.id);
  const fact = (term: string) => page.locator(`dt:text-is("${term}") + dd`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`#${ticket.id} ${ticket.title}`);
  // The header: status, customer, category path, reply count; the rest under Details.
  const head = page.locator('.sp-head');
  await expect(head.locator('.status-badge')).toHaveText(ticket.status);
  await expect(head).toContainText(`Customer ${ticket.author.name}`);
  await expect(head).toContainText(`Category ${(pathTo(tree, ticket.category.id) ?? []).join(' › ')}`);
  await expect(head).toContainText(`${ticket.replyCount} replies`);
  await page.getByText('Details', { exact: true }).click();
  await expect(fact('Customer')).toContainText(`${ticket.author.name} <${ticket.author.email}>`);
  await expect(fact('Tags')).toHaveText(ticket.tags.join(', '));
  await expect(page.getByRole('list', { name: 'Properties' })).toContainText('Has attachments');
  const attachment = ticket.attachments[0] as { url: string; name: string };
  await expect(page.getByRole('link', { name: attachment.name })).toHaveAttribute('href', attachment.url);
  await expect(page.getByRole('link', { name: attachment.name })).toHaveAttribute(
    'rel',
    'noopener noreferrer',
  );
  const created = fact('Created').locator('time');
  await expect(created).toHaveAttribute('datetime', ticket.creationTime);
  await expect(created).toHaveAttribute('title', /\d{4}/);
  const frame = page.locator('iframe[title="Ticket text from the customer"]');
  await expect(frame).toHaveAttribute('sandbox', 'allow-popups allow-popups-to-escape-sandbox');
  await expect(
    page.frameLocator('iframe[title="Ticket text from the customer"]').locator('body'),
  ).toContainText('Hi,');
  expect(await axeViolations(page)).toEqual([]);
  await page.emulateMedia({ colorScheme: 'dark' });
  expect(await axeViolations(page)).toEqual([]);
});
