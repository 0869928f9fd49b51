import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { WxtVitest } from 'wxt/testing/vitest-plugin';

// Two projects: `unit` (logic, with WXT's fake browser, in Node; a file that needs a DOM says so
// with `// @vitest-environment happy-dom` on its first line) and `server` (the sandbox and the
// broker over real HTTP, and Redis). `vitest run` (and `npm run test:unit`) runs them one after the
// other, as their group orders say: the unit project on every core (vitest's default leaves one
// idle, which on two cores is half of them), then the server project, whose tests that bound a time
// (the broker within 2 s under a flood) get the machine to themselves. `vitest run --project unit`
// runs the fast part alone, on every save.
export default defineConfig({
  plugins: [WxtVitest()],
  test: {
    restoreMocks: true,
    testTimeout: 15_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['test/unit/**/*.test.{ts,tsx}'],
          environment: 'node',
          setupFiles: ['test/support/english.ts'],
          maxWorkers: availableParallelism(),
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['test/server/**/*.test.ts'],
          environment: 'node',
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
