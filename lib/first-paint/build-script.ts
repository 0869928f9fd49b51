import { build } from 'esbuild';
import { APP_MODULES } from './start-app';

// Build time only (wxt.config.ts): the popup's first-paint script as a file of the extension,
// `popup-paint.js`, a classic script (an IIFE) that popup.html loads before its modules. WXT's
// unlisted scripts would carry WXT's storage with them (4 KiB gzip); this is the paint alone.
// esbuild is the one Vite and tsx already install.

export const PAINT_SCRIPT = 'popup-paint.js';

export async function firstPaintAssets(): Promise<{ relativeDest: string; contents: string }[]> {
  const built = await build({
    entryPoints: [new URL('./paint-script.ts', import.meta.url).pathname],
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2022',
    write: false,
    logLevel: 'silent',
  });
  return [{ relativeDest: PAINT_SCRIPT, contents: built.outputFiles[0]?.text ?? '' }];
}

const MODULE_SCRIPT = /\s*<script type="module"[^>]*\bsrc="([^"]+)"[^>]*><\/script>/g;
const MODULE_PRELOAD = /\s*<link rel="modulepreload"[^>]*\bhref="([^"]+)"[^>]*>/g;

/**
 * A page that loads the first-paint script, as built: its module script and module preloads
 * are taken out and listed in one <meta> instead, from which the script starts the app once the
 * rows are drawn (start-app.ts). Any other page, and the dev server's pages, stay as they are.
 */
export function appModulesFrom(html: string): string {
  if (!html.includes(`src="/${PAINT_SCRIPT}"`)) return html;
  const modules: string[] = [];
  const take = (_tag: string, src: string) => {
    modules.push(src);
    return '';
  };
  const rest = html.replace(MODULE_SCRIPT, take).replace(MODULE_PRELOAD, take);
  if (modules.length === 0 || /<script\b[^>]*\btype="module"|\brel="modulepreload"/.test(rest))
    throw new Error(`first paint: the popup's module tags are not the ones this build knows: ${html}`);
  return rest.replace('</head>', `  <meta name="${APP_MODULES}" content="${modules.join(' ')}">\n  </head>`);
}

/** The Vite plugin of appModulesFrom: run on the built HTML, after Vite has written its tags. */
export const deferAppModules = () => ({
  name: 'sidedesk:defer-app-modules',
  transformIndexHtml: {
    order: 'post' as const,
    handler: (html: string, context: { bundle?: unknown }) => (context.bundle ? appModulesFrom(html) : html),
  },
});
