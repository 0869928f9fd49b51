// @vitest-environment happy-dom
// @vitest-environment-options {"settings": {"handleDisabledFileLoadingAsSuccess": true}}
import { afterEach, describe, expect, it } from 'vitest';
import { appModulesFrom } from '@/lib/first-paint/build-script';
import { APP_MODULES, startApp } from '@/lib/first-paint/start-app';

// The popup's modules are started by its first-paint script, not requested by the parser beside
// it (their requests held the first rows up): the build lists them in a <meta>, the script
// requests them as Vite's tags would have.

/** popup.html as Vite writes it: the module, its preloads and the stylesheets in the head. */
const built = `<!DOCTYPE html>
<html lang="en">
  <head>
    <title>Sidedesk</title>
    <script type="module" crossorigin src="/chunks/popup-Dk.js"></script>
    <link rel="modulepreload" crossorigin href="/chunks/workspace-_J.js">
    <link rel="modulepreload" crossorigin href="/chunks/browser-XA.js">
    <link rel="stylesheet" crossorigin href="/assets/popup-BR.css">
  </head>
  <body>
    <div id="app"></div>
    <script src="/popup-paint.js"></script>
  </body>
</html>`;

describe('the popup’s modules, started by its first paint', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('the build takes the module tags out of a page with the first-paint script and lists them, module first', () => {
    const html = appModulesFrom(built);
    expect(html).not.toMatch(/type="module"|modulepreload/);
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/popup-BR.css">');
    expect(html).toContain(
      `<meta name="${APP_MODULES}" content="/chunks/popup-Dk.js /chunks/workspace-_J.js /chunks/browser-XA.js">`,
    );
  });

  it('the build leaves a page without the first-paint script as it is, and refuses tags it does not know', () => {
    const options = built.replace('<script src="/popup-paint.js"></script>', '');
    expect(appModulesFrom(options)).toBe(options);
    const unknown = built.replace(
      '<script type="module" crossorigin src=',
      '<script crossorigin type="module" src=',
    );
    expect(() => appModulesFrom(unknown)).toThrow(/module tags are not the ones this build knows/);
  });

  it('requests the listed chunks as preloads and the module as a module script, as Vite’s tags did', () => {
    document.head.innerHTML = appModulesFrom(built).match(/<meta name="sidedesk[^>]+>/)?.[0] ?? '';
    startApp();
    const added = [...document.head.querySelectorAll('link, script')].map((element) => [
      element.localName,
      element.getAttribute('rel') ?? element.getAttribute('type'),
      element.getAttribute('href') ?? element.getAttribute('src'),
      element.getAttribute('crossorigin'),
    ]);
    expect(added).toEqual([
      ['link', 'modulepreload', '/chunks/workspace-_J.js', ''],
      ['link', 'modulepreload', '/chunks/browser-XA.js', ''],
      ['script', 'module', '/chunks/popup-Dk.js', ''],
    ]);
  });

  it('starts nothing where the page keeps its own module tags (no list: the dev server)', () => {
    startApp();
    expect(document.head.children).toHaveLength(0);
  });
});

describe('popup-paint.js', () => {
  it('starts the app even when its paint throws', async () => {
    document.head.innerHTML = appModulesFrom(built).match(/<meta name="sidedesk[^>]+>/)?.[0] ?? '';
    document.body.innerHTML = '<div id="app"></div>';
    const broken = () => {
      throw new Error('no manifest');
    };
    Object.assign(globalThis, { chrome: { runtime: { getManifest: broken } } });
    await expect(import('@/lib/first-paint/paint-script')).rejects.toThrow('no manifest'); // said, not hidden
    expect(document.head.querySelector('script[type="module"]')?.getAttribute('src')).toBe(
      '/chunks/popup-Dk.js',
    );
  });
});
