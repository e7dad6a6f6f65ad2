// Draws the link preview image (Open Graph / Twitter card, 1200×630) from apps/web/share/og-image.html with
// Debian's Chromium and writes apps/web/public/og-image.png. Run again after changing the HTML; the PNG is committed.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';

const root = path.resolve(import.meta.dirname, '..');
const source = path.join(root, 'apps/web/share/og-image.html');
const target = path.join(root, 'apps/web/public/og-image.png');

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--allow-file-access-from-files'],
});
try {
  const page = await browser.newPage({ viewport: { width: 1200, height: 630 }, deviceScaleFactor: 1 });
  await page.goto(pathToFileURL(source).href);
  await page.evaluate('document.fonts.ready');
  await page.screenshot({ path: target, type: 'png' });
  console.log(`wrote ${path.relative(root, target)}`);
} finally {
  await browser.close();
}
