import type { MalformedKind } from '@/server/sandbox/faults/config';
import { alertSentences, expectSentences } from './agent-text';
import { expect, test } from './fixtures';
import { openPopup } from './popup-page';
import { newReplies, openPanel, storedDraft } from './sidepanel-page';

// Bad input from the service or from the agent: a clear sentence naming the problem, no crash,
// no hang, and the page keeps working once the input is good again.

const CANNOT_READ = 'The Ticket API sent a response Sidedesk cannot read:';

/** What the sentence names for each of the sandbox's malformed answers that fail the answer. */
const named: Record<Exclude<MalformedKind, 'missing-fields'>, string> = {
  'invalid-json': 'it is not valid JSON',
  'wrong-types': 'it is not the expected envelope (errorCode is not a number)',
};

for (const kind of ['invalid-json', 'wrong-types'] as const) {
  test(`${kind} answers: lookup, categories and FAQ each say what is wrong, then recover`, async ({
    openPage,
    servers,
  }) => {
    const p = await openPopup(openPage);
    await expect(p.connection).toContainText('Signed in as');
    const sentence = `${CANNOT_READ} ${named[kind]}.`;
    // The views first: a lookup opens the side panel, whose own read of the tree would fill the
    // worker's cache (or take the fault) before the popup asks.
    const always = { malformedNext: 20, malformedKind: kind };
    await servers.sandbox.setFaults({ routes: { categories: always, instances: always } });
    try {
      // Each view says it in its own region.
      for (const view of ['Browse categories', 'FAQ instances'] as const) {
        await p.more(view);
        const region = p.page.getByRole('region', { name: view });
        await expect(region.getByRole('alert')).toContainText(sentence);
        expectSentences(await alertSentences(p.page));
      }
      await p.page.getByRole('button', { name: 'Back to tickets' }).click();
      await servers.sandbox.setFaults({ routes: { ticket: { malformedNext: 1, malformedKind: kind } } });
      await p.lookUp('4478950');
      await expect(p.error).toContainText(sentence);
      expectSentences(await alertSentences(p.page));
    } finally {
      await servers.sandbox.clearFaults();
    }
    // With the faults gone, the same views work again.
    await p.open(4478950);
    await p.more('Browse categories');
    await p.page.getByRole('button', { name: 'Refresh' }).click();
    await expect(p.page.getByRole('button', { name: 'Billing' })).toBeVisible();
    await expect(p.error).toHaveCount(0);
  });
}

// Only ids are essential: answers that keep their ids but lose every other field still show,
// with the rest unknown, and no error.
test('missing-fields answers: the ticket, categories and FAQ show with their fields unknown', async ({
  openPage,
  servers,
}) => {
  const p = await openPopup(openPage);
  await expect(p.connection).toContainText('Signed in as');
  // Every read in the test gets the stripped answer (the popup reads a ticket and refreshes rows).
  const always = { malformedNext: 20, malformedKind: 'missing-fields' as const };
  await servers.sandbox.setFaults({ routes: { ticket: always, categories: always, instances: always } });
  try {
    // Not `open()`: a ticket whose activity time is unknown is never marked seen (nothing to compare).
    await p.lookUp('4478950');
    await p.tab('Recent').click();
    await expect(p.row('Recent', 4478950)).toContainText('Title unknown');
    await p.more('Browse categories');
    await expect(p.page.getByText(/^Category \d+ \(name unknown\)$/).first()).toBeVisible();
    await p.more('FAQ instances');
    await expect(p.page.getByText('Languages: unknown').first()).toBeVisible();
    await expect(p.error).toHaveCount(0);
  } finally {
    await servers.sandbox.clearFaults();
  }
});

test('an unreadable answer to a reply: the panel says it may have been sent, and it exists once', async ({
  openPage,
  servers,
}) => {
  const ticketId = 4478955;
  const before = (await servers.sandbox.replies(ticketId)).length;
  const c = await openPanel(openPage, ticketId);
  await c.message.fill('Answered in gibberish');
  await servers.sandbox.setFaults({ routes: { reply: { malformedNext: 1, malformedKind: 'invalid-json' } } });
  try {
    await c.send.click();
    const alert = c.page.getByRole('alert');
    // The verdict leads; the reason follows.
    await expect(alert.locator('strong')).toContainText('your reply was most likely created');
    await expect(alert).toContainText(`${CANNOT_READ} it is not valid JSON.`);
    await expect(alert).toContainText('your reply was most likely created');
    expectSentences(await alertSentences(c.page));
  } finally {
    await servers.sandbox.clearFaults();
  }
  expect((await newReplies(servers, ticketId, before)).map((r) => r.message)).toEqual([
    'Answered in gibberish',
  ]);
  expect(await storedDraft(c.page, ticketId)).toMatchObject({ message: 'Answered in gibberish' });
});

// A send's record holds its text until the service has it (docs/outbox.md), and 10 MB is past
// storage.local's quota: the send is refused in words before anything is posted.
test('a 10 MB message: the agent is told the draft is not saved and the reply too large to keep; nothing is lost or sent', async ({
  openPage,
  servers,
}) => {
  test.setTimeout(120_000); // ~35 s on a quiet machine: 10 MB crosses to the worker and back several times
  const ticketId = 4478956;
  const before = (await servers.sandbox.replies(ticketId)).length;
  const c = await openPanel(openPage, ticketId);
  const crashes: string[] = [];
  c.page.on('pageerror', (error) => crashes.push(error.message));
  // A paste of 10 MB (10,485,760 characters), set through the field's own input event: typing it
  // through Playwright would take most of the time limit.
  const size = 10 * 1024 * 1024;
  await c.message.evaluate((field: HTMLTextAreaElement, size) => {
    field.value = 'Ten megabytes. '.repeat(Math.ceil(size / 15)).slice(0, size);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }, size);
  const notSaved = c.page.getByRole('alert').filter({ hasText: 'Your draft could not be saved' });
  // 10 MB crosses to the worker and back (it is the drafts' only writer): give a loaded machine time.
  await expect(notSaved).toHaveText(
    'Your draft could not be saved: it is too large for the browser’s storage (10 MB for all of Sidedesk). It stays here only while this panel is open, so shorten it or copy it somewhere safe.',
    { timeout: 20_000 },
  );
  expect(await storedDraft(c.page, ticketId)).toBeNull();

  await c.send.click();
  const failed = c.page.getByRole('alert').filter({ hasText: 'Not sent' });
  await expect(failed).toContainText(
    'Not sent: Sidedesk keeps a reply in the browser’s storage until the service has it, and this one is too large for it (10 MB for all of Sidedesk). Shorten it, or attach large content by URL.',
    { timeout: 20_000 },
  );
  await expect(c.send).toBeEnabled(); // no hang
  expect(await c.message.evaluate((field: HTMLTextAreaElement) => field.value.length)).toBe(size);
  expectSentences(await alertSentences(c.page));
  expect(await newReplies(servers, ticketId, before)).toEqual([]);

  // Shortened, the text saves again and the warning goes.
  await c.message.fill('A shorter answer');
  await expect(notSaved).toHaveCount(0);
  await expect.poll(() => storedDraft(c.page, ticketId)).toMatchObject({ message: 'A shorter answer' });
  expect(crashes).toEqual([]);
});

test('a category tree 10,000 levels deep: the popup says it cannot read it, and keeps working', async ({
  openPage,
  context,
  servers,
}) => {
  // The sandbox's admin route validates trees with the same recursive schema, so the deep tree
  // is served by intercepting the worker's request instead.
  const depth = 10_000;
  const node = (i: number) =>
    `{"id":${i},"name":"Level ${i}","parentId":${i === 1 ? 'null' : i - 1},"autoArchive":false,` +
    `"canBeChosen":true,"isHidden":false,"isMuted":false,"children":[`;
  const body = `{"data":[${Array.from({ length: depth }, (_, i) => node(i + 1)).join('')}${']}'.repeat(depth)}],"errorCode":-1,"errorText":null}`;
  await context.route(`${servers.sandbox.url}/categories`, (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body }),
  );
  const p = await openPopup(openPage);
  await p.more('Browse categories');
  await expect(p.error).toHaveText(
    `${CANNOT_READ} its data is nested more than 400 levels deep. Try again; if it persists, the API may have changed.`,
  );
  await context.unroute(`${servers.sandbox.url}/categories`);
  await p.page.getByRole('button', { name: 'Refresh' }).click();
  await expect(p.page.getByRole('button', { name: 'Billing' })).toBeVisible();
  await expect(p.error).toHaveCount(0);
});
