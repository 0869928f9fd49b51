import { openPopup } from '@/test/e2e/popup-page';
import { shootStates } from './states';

// `npx tsx test/screenshots/popup-states.ts [dir]`: every state of the popup (lists, new activity,
// On this page, Undo, Drafts, the More menu, categories, FAQ, an error) in light and dark at
// 400x600, for a person to look at. Uses the sandbox build in .output (npm run build:sandbox).

const RECENT = [4478909, 4478906, 4478903, 4478908, 4478904, 4478901];

function pretendInboxTab() {
  const query = chrome.tabs.query;
  chrome.tabs.query = (async (q: chrome.tabs.QueryInfo) =>
    q.active
      ? [{ url: 'https://inbox.example.com/tickets/4478950', title: 'Double charge on invoice · Inbox' }]
      : query(q)) as typeof chrome.tabs.query;
}

await shootStates(process.argv[2] ?? '/tmp/popup-states', async ({ ext, servers, shoot }) => {
  let p = await openPopup((path) => ext.open(path));
  await shoot(p.page, 'empty');
  for (const id of RECENT) await p.open(id);
  await p.rowButton('Recent', 4478904).click();
  await p.page.keyboard.press('w');
  await p
    .row('Recent', 4478908)
    .getByRole('button', { name: /^Watch ticket/ })
    .click();
  await p.page.close();
  await servers.sandbox.addReply(4478908, {
    message: 'I checked again: the invoice still shows our old VAT number. Could you correct it?',
    as: 'client',
  });
  // The tab under the popup is an inbox page (a popup opened as a tab has no activeTab grant).
  p = await openPopup((path) =>
    ext.open(path, async (page) => {
      await page.addInitScript(pretendInboxTab);
    }),
  );
  await p.row('Watched', 4478908).getByText('New activity').waitFor();
  await shoot(p.page, 'watched-new');
  await p.tab('Recent').click();
  await p.rows('Recent').first().waitFor();
  await p.page
    .getByRole('status')
    .filter({ hasText: /^\d+ tickets$/ })
    .waitFor();
  await shoot(p.page, 'recent');
  await p.rowButton('Recent', 4478903).focus();
  await p.page.keyboard.press('Delete');
  await p.page.getByRole('button', { name: 'Undo' }).waitFor();
  await shoot(p.page, 'undo');
  await p.tab('Drafts').click();
  await shoot(p.page, 'drafts');
  await p.lookUp('4470000');
  await p.error.waitFor();
  await shoot(p.page, 'not-found');
  await p.field.fill('');
  await p.page.getByRole('button', { name: 'More' }).click();
  await shoot(p.page, 'more-menu');
  await p.page.getByRole('button', { name: 'Browse categories' }).click();
  await p.page.getByRole('list', { name: 'Categories' }).waitFor();
  await shoot(p.page, 'categories');
  await p.more('FAQ instances');
  await p.page.getByRole('heading', { name: /Help Center/ }).waitFor();
  await shoot(p.page, 'faq');
});
