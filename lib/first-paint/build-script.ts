import { build } from 'esbuild';

// Build time only (wxt.config.ts): the popup's first-paint script as a file of the extension,
// `popup-paint.js`, a classic script (an IIFE) that popup.html loads before its modules. WXT's
// unlisted scripts would carry WXT's storage with them (4 KiB gzip); this is the paint alone.
// esbuild is the one Vite and tsx already install.

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
  return [{ relativeDest: 'popup-paint.js', contents: built.outputFiles[0]?.text ?? '' }];
}
