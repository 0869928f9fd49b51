import { defineConfig } from 'vitest/config';
import { WxtVitest } from 'wxt/testing/vitest-plugin';

export default defineConfig({
  plugins: [WxtVitest()],
  test: {
    include: ['test/unit/**/*.test.{ts,tsx}', 'test/server/**/*.test.ts'],
    environment: 'happy-dom',
    restoreMocks: true,
    setupFiles: ['test/support/english.ts'],
    testTimeout: 15_000,
  },
});
