import { chromium } from '@playwright/test';
import { createBroker } from '@/server/broker';
import { defaultAgents } from '@/server/broker/default-agents';

// The README's pictures of the broker's sign-in page, light and dark:
// `npx tsx test/screenshots/broker-sign-in.ts` (Debian's Chromium; no upstream call is made).
const broker = await createBroker({
  upstreamTokenUrl: 'http://127.0.0.1:9/token',
  clientId: 'screenshots',
  refreshToken: 'unused',
  agents: defaultAgents,
  teamName: 'Acme Support',
  publicUrl: 'https://broker.acme.example',
  log: () => undefined,
});
const server = await broker.listen(0);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  for (const colorScheme of ['light', 'dark'] as const) {
    const page = await browser.newPage({ colorScheme, viewport: { width: 520, height: 560 } });
    const violations: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') violations.push(message.text());
    });
    await page.goto(`${server.url}/sign-in`);
    await page.fill('#email', 'agent@acme.example');
    await page.screenshot({ path: `test/screenshots/broker-sign-in-${colorScheme}.png` });
    if (violations.length) throw new Error(`the page reported: ${violations.join('; ')}`);
    await page.close();
  }
} finally {
  await browser.close();
  await server.close();
}
