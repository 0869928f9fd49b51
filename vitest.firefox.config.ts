import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// The Firefox e2e suite (test/e2e-firefox): Debian's Firefox ESR through puppeteer-core. One
// Firefox per file, files one after another (2 cores), generous limits for a loaded machine.
export default defineConfig({
  // The source names other folders from the root (`@/lib/…`), as WXT's alias does in the builds.
  resolve: { alias: { '@': fileURLToPath(new URL('.', import.meta.url)) } },
  test: {
    include: ['test/e2e-firefox/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    maxWorkers: 1,
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
