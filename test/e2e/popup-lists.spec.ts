import { expect, test, writeLocal } from './fixtures';
import { openPopup, panelTicket, readLocal, TICKET } from './popup-page';
import { openPanel, storedDraft } from './sidepanel-page';

test.describe('popup Watched, Recent and Drafts', () => {
  test('Recent survives reopening the popup, newest first; Delete removes a row and Undo restores it', async ({
    openPage,
    worker,
  }) => {
    const ids = [TICKET.first + 50, TICKET.first + 51, TICKET.first + 52];
    let p = await openPopup(openPage);
    for (const id of ids) await p.open(id);
    await p.page.close();

    p = await openPopup(openPage);
    await expect(p.tab('Recent')).toHaveAttribute('aria-selected', 'true'); // nothing watched
    await expect(p.rows('Recent')).toHaveCount(3);
    await expect(p.rows('Recent').first()).toContainText(`#${ids[2]}`);
    await expect(p.rows('Recent').last()).toContainText(`#${ids[0]}`);
    // Each row: title, the customer's name and message, status, last activity and reply count.
    const cached = await readLocal<{ ticket: { title: string; author: { name: string } } }>(
      worker,
      'ticket',
      ids[2],
    );
    const newest = cached?.ticket;
    const first = p.rows('Recent').first();
    await expect(first).toContainText(newest?.title ?? 'missing');
    await expect(first.locator('.ticket-row-excerpt')).toContainText(`${newest?.author.name}: `);
    await expect(first).toContainText(/repl(y|ies)/);
    await expect(first.locator('time')).toHaveAttribute('title', /\d/);
    await p.checkPage();

    await p.rowButton('Recent', ids[1] as number).focus();
    await p.page.keyboard.press('Delete');
    await expect(p.rows('Recent')).toHaveCount(2);
    await expect(p.rowButton('Recent', ids[0] as number)).toBeFocused(); // the next row
    expect((await readLocal<{ id: number }[]>(worker, 'recent'))?.map((e) => e.id)).toEqual([ids[2], ids[0]]);
    await expect(p.page.getByRole('status').filter({ hasText: `Removed #${ids[1]}.` })).toBeVisible();
    await p.page.getByRole('button', { name: 'Undo' }).click();
    await expect(p.rows('Recent')).toHaveCount(3);
    expect((await readLocal<{ id: number }[]>(worker, 'recent'))?.map((e) => e.id)).toEqual(
      [...ids].reverse(),
    );

    // The × button does the same; clearing the list offers Undo too.
    await p.page.getByRole('button', { name: `Remove ticket ${ids[2]} from Recent` }).click();
    await expect(p.rows('Recent')).toHaveCount(2);
    await p.page.getByRole('button', { name: 'Clear Recent' }).click();
    await expect(p.rows('Recent')).toHaveCount(0);
    await expect(p.page.getByText('No recent tickets yet.')).toBeVisible();
    expect(await readLocal(worker, 'recent')).toEqual([]);
    await expect(p.page.getByRole('status').filter({ hasText: 'Cleared 2 tickets.' })).toBeVisible();
    await p.page.getByRole('button', { name: 'Undo' }).click();
    await expect(p.rows('Recent')).toHaveCount(2);
  });

  test('a reply added behind the popup’s back puts the ticket first, marked, and the tab count says 1', async ({
    openPage,
    servers,
  }) => {
    const id = TICKET.first + 60;
    const quiet = [TICKET.first + 61, TICKET.first + 62];
    let p = await openPopup(openPage);
    for (const ticket of [id, ...quiet]) await p.open(ticket); // the active one is the oldest
    await p.tab('Recent').click();
    for (const ticket of [id, ...quiet]) {
      await p.rowButton('Recent', ticket).focus();
      await p.page.keyboard.press('w');
      await expect(p.row('Recent', ticket).getByRole('button', { name: /^Stop watching/ })).toBeVisible();
    }
    await p.page.close();

    const { ticket } = await servers.sandbox.addReply(id, { message: 'Any news on this?', as: 'client' });
    p = await openPopup(openPage);
    // It opens on Watched, the tab with new activity, with the new ticket first.
    await expect(p.tab('Watched')).toHaveAttribute('aria-selected', 'true');
    await expect(p.rows('Watched').first()).toContainText(`#${id}`);
    await expect(p.rows('Watched').first()).toContainText('New activity');
    await expect(p.rows('Watched').first()).toContainText(new RegExp(`${ticket.replyCount} repl(y|ies)`));
    await expect(p.count('Watched')).toHaveText('1');
    await expect(p.tab('Watched')).toHaveAccessibleName('Watched, 1 ticket with new activity');
    for (const other of quiet) await expect(p.row('Watched', other)).not.toContainText('New activity');
    await p.checkPage();
    await p.page.emulateMedia({ colorScheme: 'dark' });
    await p.checkPage();
    await p.page.emulateMedia({ colorScheme: 'light' });

    // Enter on the row opens it in the side panel; it counts as seen.
    await p.rowButton('Watched', id).focus();
    await p.page.keyboard.press('Enter');
    await expect(p.row('Watched', id)).not.toContainText('New activity');
    await expect(p.count('Watched')).toHaveCount(0);
  });

  test('rows work from the keyboard: arrow keys between rows, Enter opens in the side panel', async ({
    openPage,
    worker,
  }) => {
    const ids = [TICKET.first + 70, TICKET.first + 71, TICKET.first + 72];
    const p = await openPopup(openPage);
    for (const id of ids) await p.open(id);
    await p.tab('Recent').focus();
    await p.page.keyboard.press('ArrowRight'); // Drafts
    await expect(p.tab('Drafts')).toHaveAttribute('aria-selected', 'true');
    await p.page.keyboard.press('ArrowLeft'); // Recent
    await expect(p.rows('Recent')).toHaveCount(3);
    // Tab from the tab list passes the toolbar buttons, then reaches the first row.
    const firstRow = p.rowButton('Recent', ids[2] as number);
    for (let i = 0; i < 6 && !(await firstRow.evaluate((el) => el === document.activeElement)); i++) {
      await p.page.keyboard.press('Tab');
    }
    await expect(firstRow).toBeFocused();
    await p.page.keyboard.press('ArrowDown');
    await p.page.keyboard.press('ArrowDown');
    await expect(p.rowButton('Recent', ids[0] as number)).toBeFocused();
    await p.page.keyboard.press('ArrowUp');
    await p.page.keyboard.press('Enter');
    await expect.poll(() => panelTicket(worker)).toBe(ids[1]);
  });

  test('Drafts lists tickets with a typed draft; arrows, Enter, W and Delete work there, and Undo brings the draft back exactly', async ({
    openPage,
    worker,
  }) => {
    const ids = [TICKET.first + 80, TICKET.first + 81];
    for (const [n, id] of ids.entries()) {
      const panel = await openPanel(openPage, id);
      await panel.message.fill(`Hello, a first line of answer ${n}`);
      await expect.poll(() => storedDraft(panel.page, id)).toMatchObject({ message: /first line/ });
      await panel.page.close();
    }
    const typed = await readLocal(worker, 'draft', ids[0]);
    const p = await openPopup(openPage);
    await p.tab('Drafts').click();
    await expect(p.rows('Drafts')).toHaveCount(2);
    await expect(p.row('Drafts', ids[0] as number)).toContainText('Draft');
    await expect(p.count('Drafts')).toHaveText('2');
    await expect(p.row('Drafts', ids[0] as number).getByRole('button', { name: /^Remove/ })).toHaveCount(0);
    await p.checkPage();

    // The newest draft first; arrows move, W watches the focused row.
    await p.rowButton('Drafts', ids[1] as number).focus();
    await p.page.keyboard.press('ArrowDown');
    await expect(p.rowButton('Drafts', ids[0] as number)).toBeFocused();
    await p.page.keyboard.press('w');
    await expect(p.page.getByRole('button', { name: `Stop watching ticket ${ids[0]}` })).toBeVisible();
    await p.page.keyboard.press('ArrowUp');
    await expect(p.rowButton('Drafts', ids[1] as number)).toBeFocused();
    await p.page.keyboard.press('ArrowDown');

    // Delete discards the local draft (the worker writes it) and offers Undo.
    await p.page.keyboard.press('Delete');
    await expect(p.rows('Drafts')).toHaveCount(1);
    await expect(p.rowButton('Drafts', ids[1] as number)).toBeFocused();
    await expect(
      p.page.getByRole('status').filter({ hasText: `Discarded the draft of #${ids[0]}.` }),
    ).toBeVisible();
    await expect.poll(() => readLocal(worker, 'draft', ids[0])).toBeUndefined();
    await p.page.getByRole('button', { name: 'Undo' }).click();
    await expect(p.rows('Drafts')).toHaveCount(2);
    expect(await readLocal(worker, 'draft', ids[0])).toEqual(typed);

    // The × button does the same.
    await p.page.getByRole('button', { name: `Discard the draft of ticket ${ids[1]}` }).click();
    await expect(p.rows('Drafts')).toHaveCount(1);
    await expect.poll(() => readLocal(worker, 'draft', ids[1])).toBeUndefined();
    await p.page.getByRole('button', { name: 'Undo' }).click();
    await expect(p.rows('Drafts')).toHaveCount(2);

    // Enter opens the focused row in the side panel.
    await p.rowButton('Drafts', ids[1] as number).focus();
    await p.page.keyboard.press('Enter');
    await expect.poll(() => panelTicket(worker)).toBe(ids[1]);
  });

  test('Mark all seen clears the marks and the badge', async ({ openPage, worker, servers }) => {
    const ids = [TICKET.first + 90, TICKET.first + 91];
    let p = await openPopup(openPage);
    for (const id of ids) await p.open(id);
    await writeLocal(
      worker,
      servers,
      'watched',
      ids.map((id) => ({ id, at: Date.now() })),
    );
    await p.page.close();
    for (const id of ids) await servers.sandbox.addReply(id, { message: 'Still waiting', as: 'client' });

    p = await openPopup(openPage);
    await expect(p.count('Watched')).toHaveText('2'); // the Watched tab refreshes as it shows
    await expect.poll(() => worker.evaluate(() => chrome.action.getBadgeText({}))).toBe('2');
    await p.page.getByRole('button', { name: 'Mark all seen' }).click();
    await expect(p.count('Watched')).toHaveCount(0);
    await expect(p.rows('Watched').filter({ hasText: 'New activity' })).toHaveCount(0);
    await expect.poll(() => worker.evaluate(() => chrome.action.getBadgeText({}))).toBe('');
  });
});
