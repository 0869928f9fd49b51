import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { openPanel, showTicket } from './sidepanel-page';

// Hostile HTML in tickets executes nothing: no dialog, no request to any outside address, no CSP
// violation (in the panel or in the message frame), and markup in titles and names stays text.

const HOSTILE_FIRST = 4479180; // server/sandbox/seed/ranges.ts: one payload per ticket
const HOSTILE_COUNT = 20;
/** An event handler, a javascript: URL or a base element anywhere in a frame document. */
const noHandlers = /\son[a-z]+\s*=|javascript:|<base/i;

/** Everything a payload could do that we can observe from outside; call before opening pages. */
async function watch(context: BrowserContext) {
  const seen = { dialogs: [] as string[], outside: [] as string[], console: [] as string[] };
  context.on('request', (request) => {
    const url = new URL(request.url());
    const local = url.hostname === '127.0.0.1' || url.hostname === 'localhost';
    if (!local && !['chrome-extension:', 'data:', 'about:', 'blob:'].includes(url.protocol))
      seen.outside.push(request.url());
  });
  // In every document from its start (the frames of a page included, where scripts may run).
  await context.addInitScript(() => {
    const w = window as unknown as { __violations: string[] };
    w.__violations = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      w.__violations.push(`${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  context.on('page', (page) => {
    page.on('dialog', (dialog) => {
      seen.dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    // Frames included: a CSP violation or a refused load shows as a console error of its frame,
    // even in the sandboxed frame where no listener of ours can run. Not counted: "Blocked script
    // execution in 'about:srcdoc'", which Playwright's own probe of every new script-less frame
    // causes; handlers in the frame document are checked on its srcdoc instead (noHandlers).
    page.on('console', (message) => {
      if (message.text().startsWith("Blocked script execution in 'about:srcdoc'")) return;
      if (message.type() === 'error' || /Content Security Policy|Refused|violates/i.test(message.text())) {
        seen.console.push(`${message.text()} @ ${message.location().url}`);
      }
    });
  });
  return {
    ...seen,
    violations: (page: Page) =>
      page.evaluate(
        () => (window as unknown as { __violations?: string[] }).__violations ?? ['listener missing'],
      ),
  };
}

test('the XSS corpus in ticket messages runs nothing, loads nothing, violates no policy', async ({
  openPage,
  context,
}) => {
  test.setTimeout(90_000);
  const seen = await watch(context);
  const c = await openPanel(openPage, HOSTILE_FIRST);
  for (let id = HOSTILE_FIRST; id < HOSTILE_FIRST + HOSTILE_COUNT; id++) {
    await showTicket(c.page, id);
    // Checked from outside the frame: Playwright's own probes inside a script-less frame would
    // log "Blocked script execution" and blur what the payloads did.
    const frame = c.page.locator('iframe[title="Ticket text from the customer"]');
    await expect(frame, `ticket ${id}`).toHaveAttribute('srcdoc', /<body><p>Visible text before\.<\/p>/);
    expect(await frame.getAttribute('srcdoc'), `ticket ${id}`).not.toMatch(noHandlers);
    await expect(c.page.getByRole('heading', { level: 1 })).toContainText('Hostile HTML');
    // Hover and click what is there: handlers that survived would fire now.
    await frame.hover();
    await frame.click({ position: { x: 20, y: 40 } });
  }
  expect(seen.dialogs).toEqual([]);
  expect(seen.outside).toEqual([]);
  expect(seen.console).toEqual([]);
  expect(await seen.violations(c.page)).toEqual([]);
});

test('markup in a ticket title and author name shows as text', async ({ openPage, context }) => {
  const seen = await watch(context);
  const c = await openPanel(openPage, HOSTILE_FIRST + HOSTILE_COUNT - 1);
  await expect(c.page.getByRole('heading', { level: 1 })).toHaveText(
    /^#\d+ Hostile HTML: <img src=x onerror=alert\('xss-title'\)> in the title$/,
  );
  const name = c.page.locator('.sp-head').getByText(`<b onmouseover="alert('xss-name')">Eve</b>`);
  await expect(name).toBeVisible();
  await name.hover();
  expect(seen.dialogs).toEqual([]);
});

test('the HTML preview of the composer runs nothing either', async ({ openPage, context }) => {
  const seen = await watch(context);
  const c = await openPanel(openPage, 4478970);
  await c.unfold();
  await c.format.selectOption('HTML');
  const payloads = [
    `<img src=x onerror="alert('p1')">`,
    `<svg onload="alert('p2')"></svg>`,
    `<a href="javascript:alert('p3')">x</a>`,
    `<iframe src="https://evil.example.com/"></iframe>`,
    `<img src="https://evil.example.com/pixel.png">`,
    `<style>@import url(https://evil.example.com/x.css)</style><p style="background:url(https://evil.example.com/b.png)">styled</p>`,
    `<form action="https://evil.example.com"><button>Go</button></form>`,
  ];
  const preview = c.page.locator('iframe[title="Preview as the customer sees it"]');
  for (const [index, payload] of payloads.entries()) {
    await c.message.fill(`<p>marker ${index}</p>${payload}`);
    // The preview is folded until the agent asks for it.
    if (index === 0) await c.preview.click();
    await expect(preview).toHaveAttribute('srcdoc', new RegExp(`<body><p>marker ${index}</p>`));
    await expect(preview).not.toHaveAttribute('srcdoc', noHandlers);
    await expect(preview).not.toHaveAttribute('srcdoc', /evil\.example|<iframe|<form|<svg|<style>@/);
    if (payload.includes('pixel.png'))
      await expect(c.page.getByText('1 outside image is left out of the reply')).toBeVisible();
    await preview.click({ position: { x: 20, y: 20 } });
  }
  expect(seen.dialogs).toEqual([]);
  expect(seen.outside).toEqual([]);
  expect(seen.console).toEqual([]);
  expect(await seen.violations(c.page)).toEqual([]);
});
