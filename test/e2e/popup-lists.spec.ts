import { expect, test } from './fixtures';
import { openPopup, readLocal, TICKET } from './popup-page';

test.describe('popup Recent and Watched', () => {
  test('Recent survives closing and reopening the popup, newest first, and rows can go', async ({
    openPage,
    worker,
  }) => {
    const ids = [TICKET.first + 50, TICKET.first + 51, TICKET.first + 52];
    let p = await openPopup(openPage);
    for (const id of ids) await p.open(id);
    await p.page.close();

    p = await openPopup(openPage);
    await p.tab('Recent').click();
    await expect(p.rows('Recent')).toHaveCount(3);
    await expect(p.rows('Recent').first()).toContainText(`#${ids[2]}`);
    await expect(p.rows('Recent').last()).toContainText(`#${ids[0]}`);
    // Each row shows title, status, author, last activity and reply count from the cache.
    const cached = await readLocal<{ ticket: { title: string; author: { name: string } } }>(
      worker,
      'ticket',
      ids[2],
    );
    const newest = cached?.ticket;
    await expect(p.rows('Recent').first()).toContainText(newest?.title ?? '');
    await expect(p.rows('Recent').first()).toContainText(newest?.author.name ?? '');
    await expect(p.rows('Recent').first()).toContainText(/repl(y|ies)/);
    await expect(p.rows('Recent').first().locator('time')).toHaveAttribute('title', /\d/);
    await p.checkPage();

    await p.page.getByRole('button', { name: `Remove ticket ${ids[1]} from Recent` }).click();
    await expect(p.rows('Recent')).toHaveCount(2);
    expect((await readLocal<{ id: number }[]>(worker, 'recent'))?.map((e) => e.id)).toEqual([ids[2], ids[0]]);
    await p.page.getByRole('button', { name: 'Clear Recent' }).click();
    await expect(p.rows('Recent')).toHaveCount(0);
    await expect(p.page.getByText('No recent tickets yet.')).toBeVisible();
    expect(await readLocal(worker, 'recent')).toEqual([]);
  });

  test('a reply added behind the popup’s back shows as new activity until the row is opened', async ({
    openPage,
    servers,
  }) => {
    const id = TICKET.first + 60;
    const quiet = TICKET.first + 61;
    let p = await openPopup(openPage);
    for (const ticket of [quiet, id]) {
      await p.open(ticket);
      await p.card.getByRole('button', { name: 'Watch' }).click();
      await expect(p.card.getByRole('button', { name: 'Unwatch' })).toBeVisible();
    }
    await p.page.close();

    const { ticket } = await servers.sandbox.addReply(id, { message: 'Any news on this?', as: 'client' });
    p = await openPopup(openPage);
    await p.tab('Watched').click();
    const row = p.row('Watched', id);
    await expect(row).toContainText('New activity');
    await expect(row).toContainText(new RegExp(`${ticket.replyCount} repl(y|ies)`));
    await expect(p.row('Watched', quiet)).not.toContainText('New activity');
    await p.checkPage();

    await row.getByRole('button', { name: new RegExp(`#${id}`) }).click();
    await expect(p.card.getByRole('heading')).toContainText(`#${id}`);
    await expect(p.card).toContainText(String(ticket.replyCount));
    await p.tab('Watched').click();
    await expect(p.row('Watched', id)).toBeVisible();
    await expect(p.row('Watched', id)).not.toContainText('New activity');
  });

  test('rows work from the keyboard: Tab to the list, arrow keys between rows, Enter opens', async ({
    openPage,
  }) => {
    const ids = [TICKET.first + 70, TICKET.first + 71, TICKET.first + 72];
    const p = await openPopup(openPage);
    for (const id of ids) await p.open(id);
    await p.tab('Lookup').focus();
    await p.page.keyboard.press('ArrowRight'); // Recent
    await expect(p.tab('Recent')).toHaveAttribute('aria-selected', 'true');
    await expect(p.rows('Recent')).toHaveCount(3);
    // Tab from the tab list passes the toolbar buttons, then reaches the first row.
    const firstRow = p.rows('Recent').first().getByRole('button').first();
    for (let i = 0; i < 6 && !(await firstRow.evaluate((el) => el === document.activeElement)); i++) {
      await p.page.keyboard.press('Tab');
    }
    await expect(firstRow).toBeFocused();
    await p.page.keyboard.press('ArrowDown');
    await p.page.keyboard.press('ArrowDown');
    await expect(p.rows('Recent').nth(2).getByRole('button').first()).toBeFocused();
    await p.page.keyboard.press('ArrowUp');
    await p.page.keyboard.press('Enter');
    await expect(p.tab('Lookup')).toHaveAttribute('aria-selected', 'true');
    await expect(p.card.getByRole('heading')).toContainText(`#${ids[1]}`);
  });
});
