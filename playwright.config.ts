import { defineConfig } from '@playwright/test';

// E2E tests load the sandbox build (loopback host access, fixed extension id) into Debian's
// Chromium; each Playwright worker runs its own sandbox and broker on free loopback ports.
export default defineConfig({
  testDir: 'test/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  use: { trace: 'retain-on-failure' },
});
