import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

// `npm run icons`: the extension icon in every size the manifests use (toolbar 16/32, extensions
// page 48, Firefox 96, store and notifications 128), drawn from the one SVG source
// public/icon/icon.svg by headless Chromium. Writes public/icon/<size>.png; commit them.

export const ICON_SIZES = [16, 32, 48, 96, 128] as const;

const here = dirname(fileURLToPath(import.meta.url));
const iconDir = resolve(here, '../../public/icon');

async function main() {
  const svg = readFileSync(join(iconDir, 'icon.svg'), 'utf8');
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    for (const size of ICON_SIZES) {
      const page = await browser.newPage({ viewport: { width: size, height: size } });
      const sized = svg.replace('<svg ', `<svg width="${size}" height="${size}" `);
      await page.setContent(`<html><body style="margin:0;background:transparent">${sized}</body></html>`);
      await page.screenshot({ path: join(iconDir, `${size}.png`), omitBackground: true });
      await page.close();
      console.log(`public/icon/${size}.png`);
    }
  } finally {
    await browser.close();
  }
}

await main();
