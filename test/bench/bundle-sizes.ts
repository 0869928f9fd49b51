import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { gzipSync } from 'node:zlib';
import { APP_MODULES } from '@/lib/first-paint/start-app';
import type { Budgets } from './goals';

export interface EntrypointSize {
  name: string;
  /** Gzipped bytes (each file on its own, level 9). */
  jsGzip: number;
  cssGzip: number;
  totalGzip: number;
  /** Budget in bytes, when budgets.json has one. */
  budget: number | null;
  percentOfBudget: number | null;
  over: boolean;
  /** Every file counted, with its gzipped size, largest first. */
  files: { file: string; gzip: number }[];
}

const gzipSize = (path: string) => gzipSync(readFileSync(path), { level: 9 }).length;

/** Static imports of a built chunk (`from"./x.js"`, `import"./x.js"`); `import()` stays lazy. */
function staticImports(code: string): string[] {
  return [...code.matchAll(/(?:\bfrom|\bimport)\s*["']([^"']+\.js)["']/g)].map((match) => match[1] as string);
}

/**
 * Files a page loads before it runs: its scripts, module preloads and stylesheets, and their
 * imports. A page with a classic script that paints before its modules (the popup's first paint,
 * lib/first-paint/) comes in two parts: `paint`, what that paint needs (its classic scripts and
 * the stylesheets), and `app`, the modules, which it starts and which take the page over after.
 */
function pageFiles(root: string, html: string): { paint: string[]; app: string[] } {
  const refs = (pattern: RegExp) =>
    [...html.matchAll(pattern)].map((m) => (m[1] as string).replace(/^\//, ''));
  const classic = refs(/<script\b(?![^>]*\btype="module")[^>]*\bsrc="([^"]+)"/g);
  const modules = refs(/<script\b(?=[^>]*\btype="module")[^>]*\bsrc="([^"]+)"/g);
  const preloads = refs(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g);
  // The modules the first paint starts (lib/first-paint/start-app.ts) are listed in a <meta>.
  const started = refs(new RegExp(`<meta name="${APP_MODULES}" content="([^"]+)"`, 'g'))
    .flatMap((list) => list.split(' '))
    .map((file) => file.replace(/^\//, ''));
  const styles = refs(/<link\b[^>]*\brel="stylesheet"[^>]*\bhref="([^"]+)"/g);
  if (!classic.length) return { paint: [], app: closure(root, [...modules, ...preloads, ...styles]) };
  return {
    paint: closure(root, [...classic, ...styles]),
    app: closure(root, [...modules, ...preloads, ...started]),
  };
}

function closure(root: string, start: string[]): string[] {
  const seen = new Set<string>();
  const queue = [...start];
  while (queue.length) {
    const file = queue.shift() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    if (!file.endsWith('.js')) continue;
    for (const spec of staticImports(readFileSync(join(root, file), 'utf8'))) {
      queue.push(spec.startsWith('/') ? spec.slice(1) : posix.join(posix.dirname(file), spec));
    }
  }
  return [...seen];
}

/** Every HTML page of the build and the background, against the budgets. */
export function measureBundleSizes(root: string, budgets: Budgets): EntrypointSize[] {
  if (!existsSync(join(root, 'manifest.json'))) throw new Error(`bench: no build at ${root}`);
  const entrypoints = readdirSync(root)
    .filter((file) => file.endsWith('.html'))
    .flatMap((file) => {
      const name = file.replace(/\.html$/, '');
      const { paint, app } = pageFiles(root, readFileSync(join(root, file), 'utf8'));
      // A page that paints first: the paint is the page's figure (its budget), the app beside it.
      return paint.length
        ? [
            { name, files: paint },
            { name: `${name} app`, files: app },
          ]
        : [{ name, files: app }];
    });
  const manifest = JSON.parse(readFileSync(join(root, 'manifest.json'), 'utf8'));
  const worker: string | undefined = manifest.background?.service_worker;
  if (worker) entrypoints.push({ name: 'background', files: closure(root, [worker]) });
  return entrypoints.map(({ name, files }) => {
    const sized = files
      .map((file) => ({ file, gzip: gzipSize(join(root, file)) }))
      .sort((a, b) => b.gzip - a.gzip);
    const sum = (ext: string) => sized.filter((f) => f.file.endsWith(ext)).reduce((n, f) => n + f.gzip, 0);
    const jsGzip = sum('.js');
    const cssGzip = sum('.css');
    const totalGzip = jsGzip + cssGzip;
    const kib = budgets.budgets[name]?.kib;
    const budget = kib === undefined ? null : kib * 1024;
    return {
      name,
      jsGzip,
      cssGzip,
      totalGzip,
      budget,
      percentOfBudget: budget === null ? null : Math.round((totalGzip / budget) * 1000) / 10,
      over: budget !== null && totalGzip > budget,
      files: sized,
    };
  });
}
