import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** Records CSP violations from the first script on, and "Refused to …" console errors. */
async function watchCsp(page: Page) {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy|Refused to/i.test(message.text()))
      refused.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(`${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  return async () => [
    ...refused,
    ...(await page.evaluate(
      () => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [],
    )),
  ];
}

for (const path of ['popup.html', 'sidepanel.html', 'options.html']) {
  test(`${path} renders with no CSP violation`, async ({ context, extensionId, worker }) => {
    void worker;
    const page = await context.newPage();
    const violations = await watchCsp(page);
    await page.goto(`chrome-extension://${extensionId}/${path}`);
    await expect(page.locator('main').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await violations()).toEqual([]);
  });
}

test('extension pages refuse to load inside a frame (frame-ancestors none)', async ({
  openPage,
  extensionId,
}) => {
  // A framed page would be a sender with frameId > 0, which the worker refuses too (unit-tested);
  // the CSP stops it one step earlier: the page never loads in a frame.
  const page = await openPage('popup.html');
  await page.evaluate((id) => {
    const frame = document.createElement('iframe');
    frame.src = `chrome-extension://${id}/options.html`;
    document.body.append(frame);
  }, extensionId);
  await expect.poll(() => page.frames().length).toBe(2);
  const framed = page.frames()[1];
  await expect
    .poll(async () =>
      framed
        ?.locator('#app')
        .count()
        .catch(() => 0),
    )
    .toBe(0);
  // The same page at the top level renders and is served.
  expect(await page.evaluate(() => chrome.runtime.sendMessage({ op: 'getStatus' }))).toMatchObject({
    ok: true,
  });
});

test('a web page cannot reach the extension at all', async ({ context, servers }) => {
  const page = await context.newPage();
  await page.goto(`${servers.broker.url}/sign-in`);
  const reach = await page.evaluate(
    () =>
      typeof (globalThis as { chrome?: { runtime?: { sendMessage?: unknown } } }).chrome?.runtime
        ?.sendMessage,
  );
  expect(reach).toBe('undefined');
});

test('the worker refuses unknown operations and smuggled fields', async ({ openPage }) => {
  const page = await openPage('popup.html');
  const answers = await page.evaluate(async () => [
    await chrome.runtime.sendMessage({ op: 'fetch', url: 'https://evil.example/' }),
    await chrome.runtime.sendMessage({ op: 'getTicket', ticketId: 4478950, headers: { authorization: 'x' } }),
  ]);
  for (const answer of answers) expect(answer).toMatchObject({ ok: false, error: { code: 'bad-input' } });
});
