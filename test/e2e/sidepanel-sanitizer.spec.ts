import { resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { build } from 'esbuild';
import { expect, test } from './fixtures';

// The sanitizer runs in the pages, so it is tested in the real browser: DOMPurify reads the DOM
// through native getters that happy-dom does not provide. The module is bundled as it is and
// loaded into a blank page of the test browser.

let bundle: string;
test.beforeAll(async () => {
  const result = await build({
    entryPoints: [resolve('lib/html/sanitize.ts')],
    bundle: true,
    write: false,
    format: 'iife',
    globalName: 'Sanitizer',
    platform: 'browser',
    logLevel: 'silent',
  });
  bundle = result.outputFiles[0]?.text ?? '';
});

declare const Sanitizer: Pick<
  typeof import('@/lib/html/sanitize'),
  'sanitizeHtml' | 'sanitizedSrcdoc' | 'FRAME_SANDBOX'
>;

async function sanitizerPage(page: Page) {
  await page.setContent('<!doctype html><title>sanitizer</title>');
  await page.addScriptTag({ content: bundle });
  return {
    clean: (html: string, remoteImages = false) =>
      page.evaluate(([h, r]) => Sanitizer.sanitizeHtml(h as string, { remoteImages: r as boolean }), [
        html,
        remoteImages,
      ] as const),
    srcdoc: (html: string) => page.evaluate((h) => Sanitizer.sanitizedSrcdoc(h).srcdoc, html),
    sandbox: () => page.evaluate(() => Sanitizer.FRAME_SANDBOX),
  };
}

test('removes everything that could run', async ({ context }) => {
  const s = await sanitizerPage(await context.newPage());
  const payloads = [
    `<script>alert(1)</script><p>ok</p>`,
    `<img src="x" onerror="alert(1)"><p onclick="alert(1)">ok</p>`,
    `<a href="javascript:alert(1)">x</a>`,
    `<a href="&#106;ava&#x09;script:alert(1)">x</a><a href=" JaVaScRiPt:alert(1)">y</a>`,
    `<svg onload="alert(1)"><circle r="1"/></svg>`,
    `<iframe src="https://evil.example/"></iframe>`,
    `<object data="https://evil.example/x"></object><embed src="https://evil.example/x">`,
    `<math><mtext><table><mglyph><style><img src=x onerror="alert(1)">`,
    `<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>`,
    `<details open ontoggle="alert(1)"><summary>s</summary></details>`,
  ];
  for (const payload of payloads) {
    const { html } = await s.clean(payload);
    expect(html, payload).not.toMatch(
      /<script|<svg|<iframe|<object|<embed|<math|onerror|onload|onclick|ontoggle|javascript:/i,
    );
  }
});

test('forbids styles, forms, base, meta, link, data attributes and fetching attributes', async ({
  context,
}) => {
  const s = await sanitizerPage(await context.newPage());
  const cases: [string, RegExp][] = [
    [`<style>body{display:none}</style><p>x</p>`, /<style/i],
    [`<p style="background:url(https://evil.example/t.png)">x</p>`, /style=|evil/i],
    [
      `<form action="https://evil.example"><input name="p"><button>Go</button></form>`,
      /<form|<input|<button|evil/i,
    ],
    [`<base href="https://evil.example/">`, /<base/i],
    [`<meta http-equiv="refresh" content="0;url=https://evil.example">`, /<meta/i],
    [`<link rel="stylesheet" href="https://evil.example/x.css">`, /<link/i],
    [`<p data-track="1">x</p>`, /data-track/i],
    [
      `<video src="https://evil.example/v.mp4"></video><audio src="https://evil.example/a.mp3"></audio>`,
      /<video|<audio|evil/i,
    ],
    [
      `<img srcset="https://evil.example/i.png 1x"><table background="https://evil.example/b.png"></table>`,
      /srcset|background|evil/i,
    ],
  ];
  for (const [payload, forbidden] of cases)
    expect((await s.clean(payload)).html, payload).not.toMatch(forbidden);
});

test('keeps https and mailto links, opening them with noopener noreferrer; drops the rest', async ({
  context,
}) => {
  const s = await sanitizerPage(await context.newPage());
  const kept = (await s.clean(`<a href="https://example.com/a">a</a> <a href="mailto:x@example.com">m</a>`))
    .html;
  expect(kept).toBe(
    '<a href="https://example.com/a" target="_blank" rel="noopener noreferrer">a</a> ' +
      '<a href="mailto:x@example.com" target="_blank" rel="noopener noreferrer">m</a>',
  );
  const dropped = (
    await s.clean(
      `<a href="http://example.com">h</a><a href="data:text/html,x">d</a><a href="/help" target="_top">r</a>`,
    )
  ).html;
  expect(dropped).toBe('<a>h</a><a>d</a><a>r</a>');
});

test('keeps ordinary formatting as it is', async ({ context }) => {
  const s = await sanitizerPage(await context.newPage());
  const html = `<p dir="rtl"><b>bold</b> <i>it</i></p><ul><li>one</li></ul><table><tbody><tr><td colspan="2">c</td></tr></tbody></table>`;
  expect((await s.clean(html)).html).toBe(html);
});

test('drops remote images unless asked, and counts them', async ({ context }) => {
  const s = await sanitizerPage(await context.newPage());
  const html = `<img src="https://img.example/a.png" alt="a"><img src="data:image/png;base64,AAAA" alt="b"><img src="http://img.example/c.png">`;
  const off = await s.clean(html);
  expect(off.blockedImages).toBe(1);
  expect(off.html).not.toContain('img.example');
  expect(off.html).toContain('data:image/png;base64,AAAA');
  const on = await s.clean(html, true);
  expect(on.blockedImages).toBe(0);
  expect(on.html).toContain('src="https://img.example/a.png"');
  expect(on.html).not.toContain('http://img.example');
});

test('wraps the result in a document whose CSP loads nothing unasked, for a frame that runs nothing', async ({
  context,
}) => {
  const s = await sanitizerPage(await context.newPage());
  const srcdoc = await s.srcdoc('<p>Hi</p>');
  expect(srcdoc).toContain(
    `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src data:; style-src 'unsafe-inline'`,
  );
  expect(srcdoc).toContain('<body><p>Hi</p></body>');
  expect(await s.sandbox()).not.toMatch(/allow-scripts|allow-same-origin/);
});
