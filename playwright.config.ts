import { defineConfig } from '@playwright/test';

// E2E tests load the sandbox build (loopback host access, fixed extension id) into Debian's
// Chromium; each Playwright worker runs its own sandbox and broker on free loopback ports.
export default defineConfig({
  testDir: 'test/e2e',
  fullyParallel: true,
  workers: 2,
  // One retry: these shared 2-core machines stall now and then. A test that passes only on its
  // retry is listed as "flaky" in the report: read it as a bug to find, never as a pass.
  // E2E_RETRIES=0 runs with none (the suite under load, docs/testing.md).
  retries: Number(process.env.E2E_RETRIES ?? 1),
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  use: { trace: 'retain-on-failure' },
});
