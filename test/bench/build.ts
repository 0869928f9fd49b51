import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

export interface Builds {
  /** The release build: what ships, so what the sizes are measured on. */
  release: string;
  /** The sandbox build (loopback host access, fixed id, `blank.html`): what runs in Chromium. */
  sandbox: string;
}

/**
 * Builds both into `outDir` (`BENCH_SKIP_BUILD=1` uses the builds already there). The sandbox build
 * runs with NODE_ENV=production: WXT would otherwise set it to the mode, and the Preact preset
 * then adds preact/debug and devtools hooks, so the timings would be of a debug build.
 */
export function buildExtension(outDir: string): Builds {
  const builds = { release: join(outDir, 'chrome-mv3'), sandbox: join(outDir, 'chrome-mv3-sandbox') };
  if (process.env.BENCH_SKIP_BUILD === '1') return builds;
  for (const args of [['build'], ['build', '--mode', 'sandbox']]) {
    const started = Date.now();
    const result = spawnSync(join('node_modules', '.bin', 'wxt'), args, {
      env: { ...process.env, WXT_OUT_DIR: outDir, NODE_ENV: 'production' },
      encoding: 'utf8',
    });
    if (result.status !== 0) {
      throw new Error(`bench: wxt ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
    }
    console.log(`built: wxt ${args.join(' ')} → ${outDir} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  }
  return builds;
}
