import type { Page } from '@playwright/test';
import { expect, test, writeLocal } from './fixtures';
import { layoutProblems } from './layout-check';
import { openPopup } from './popup-page';
import { composer, showTicket } from './sidepanel-page';

// Every screen (the popup's tabs, the side panel with a ticket and a draft,
// Options) at 320×600, 400×600 and 400×1000, light and dark, in the five languages, has no text
// cut off, no word broken in the middle, no tab or count on two lines, no boxes over each other.
// One browser context; sizes by setViewportSize, theme and language through the settings.

const SIZES = [
  [320, 600],
  [400, 600],
  [400, 1000],
] as const;
const LANGUAGES = ['en', 'nb', 'sv', 'da', 'fi'] as const;
const THEMES = ['light', 'dark'] as const;
const RECENT = [4478909, 4478906, 4478903, 4478908];
const PANEL_TICKET = 4478900;

/** Sets the theme and language as Options would save them; waits until every page speaks it. */
async function choose(pages: Page[], language: string, theme: string) {
  const [first] = pages as [Page];
  await first.evaluate(
    async ([lang, scheme]) => {
      const { settings } = (await chrome.storage.local.get('settings')) as { settings: object };
      await chrome.storage.local.set({ settings: { ...settings, language: lang, theme: scheme } });
    },
    [language, theme],
  );
  for (const page of pages) {
    // A page may be drawn anew (or reload) in the new language: read it when it is there.
    const read = () =>
      page
        .evaluate(() => `${document.documentElement.lang} ${document.documentElement.dataset.theme ?? ''}`)
        .catch(() => '');
    await expect.poll(read).toBe(`${language} ${theme}`);
  }
}

/** Two frames drawn: rows skip layout until painted (content-visibility). */
const painted = (page: Page) =>
  page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

test('the layout test finds a clipped label and boxes over each other', async ({ openPage }) => {
  const page = await openPage('popup.html');
  await page.evaluate(() => {
    const clipped = document.createElement('button');
    clipped.textContent = 'A label far too long for its button';
    clipped.style.cssText = 'width: 60px; white-space: nowrap; overflow: hidden';
    const over = document.createElement('div');
    over.innerHTML = '<p style="margin:0;height:20px">one</p><p style="margin:-10px 0 0;height:20px">two</p>';
    const broken = document.createElement('h2');
    broken.style.cssText = 'width: 120px; overflow-wrap: anywhere';
    broken.textContent = 'Warranty claim for a broken phone';
    broken.style.width = '40px';
    document.body.append(clipped, over, broken);
  });
  const problems = await layoutProblems(page);
  expect(problems).toContainEqual(expect.stringMatching(/^clipped: <button> "A label far too long/));
  expect(problems).toContainEqual(expect.stringMatching(/^overlap: <p> "one" and <p> "two"/));
  expect(problems).toContainEqual(expect.stringMatching(/^word broken: "Warranty"/));
});

test('popup tabs, the side panel with a draft and Options hold at every size, theme and language', async ({
  openPage,
  servers,
  worker,
}) => {
  test.setTimeout(600_000);
  // A ticket with activity minutes ago ("for 10 minutter siden" took the title's width), rows
  // in Recent and Watched (with "Clear Watched"), and a draft.
  await servers.sandbox.addReply(RECENT[0] as number, { message: 'Any news?', as: 'client' });
  const popup = await openPopup(openPage);
  for (const id of RECENT) await popup.open(id);
  await writeLocal(
    worker,
    servers,
    'watched',
    RECENT.slice(0, 2).map((id) => ({ id, at: Date.now() })),
  );
  await popup.page.reload();
  const panel = await openPage('sidepanel.html');
  await showTicket(panel, PANEL_TICKET);
  const c = composer(panel);
  await c.message.fill('Hi, thanks for writing. We are looking into it and will answer within the day.');
  const options = await openPage('options.html');
  const pages = [popup.page, panel, options];

  const found: string[] = [];
  for (const language of LANGUAGES)
    for (const theme of THEMES) {
      await choose(pages, language, theme);
      for (const [width, height] of SIZES) {
        const at = `${language} ${theme} ${width}×${height}`;
        for (const page of pages) await page.setViewportSize({ width, height });
        // The popup, tab by tab.
        const tabs = popup.page.getByRole('tab');
        for (let i = 0; i < (await tabs.count()); i++) {
          await tabs.nth(i).click();
          await painted(popup.page);
          for (const problem of await layoutProblems(popup.page))
            found.push(`popup tab ${i + 1}, ${at}: ${problem}`);
        }
        // The side panel: the customer's message stays in view while writing, no gap above the composer.
        await painted(panel);
        for (const problem of await layoutProblems(panel)) found.push(`side panel, ${at}: ${problem}`);
        const room = await panel.evaluate(() => {
          const scroll = document.querySelector('.sp-scroll')?.getBoundingClientRect();
          const message = document.querySelector('.sp-ticket .sp-frame')?.getBoundingClientRect();
          const content = document.querySelector('.sp-scroll')?.lastElementChild?.getBoundingClientRect();
          const composerBox = document.querySelector('.sp-composer')?.getBoundingClientRect();
          return { scroll, message, content, composerBox, height: window.innerHeight };
        });
        if (!room.scroll || !room.message || !room.composerBox)
          found.push(`side panel, ${at}: no ticket or composer`);
        else {
          if (room.scroll.height < 0.4 * room.height)
            found.push(
              `side panel, ${at}: the ticket has ${Math.round(room.scroll.height)} px of ${room.height}`,
            );
          if (room.message.top > room.scroll.bottom - 40)
            found.push(`side panel, ${at}: the customer's message starts below the ticket's view`);
          const gap = room.composerBox.top - (room.content?.bottom ?? room.composerBox.top);
          if (gap > 120) found.push(`side panel, ${at}: ${Math.round(gap)} px empty above the composer`);
        }
        // Options, the whole page.
        for (const problem of await layoutProblems(options)) found.push(`options, ${at}: ${problem}`);
      }
    }
  expect(found).toEqual([]);
});
