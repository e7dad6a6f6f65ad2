import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';

/** The web app under test; `npm run test:e2e` (or the caller) starts it and sets this. */
export const WEB_URL = (process.env.E2E_WEB_URL ?? 'http://localhost:3000').replace(/\/+$/, '');

/** Debian's chromium by default; never a browser downloaded by Playwright. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-quic',
  '--no-first-run',
  '--disable-sync',
];

/**
 * Whether the browser tests can run here. Without a browser they are skipped
 * with a loud message, except under CI, where a missing browser is a failure.
 */
export function browserAvailable(): boolean {
  if (existsSync(CHROMIUM_PATH)) return true;
  const message = `Chromium not found at ${CHROMIUM_PATH} (set CHROMIUM_PATH, or apt-get install chromium).`;
  if (process.env.CI) throw new Error(`${message} The e2e suite cannot be skipped in CI.`);
  console.warn(`\n\n  ⚠️  E2E SKIPPED: ${message}\n\n`);
  return false;
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

export interface Viewport {
  width: number;
  height: number;
}

export const MOBILE: Viewport = { width: 375, height: 812 };
export const DESKTOP: Viewport = { width: 1440, height: 900 };

/**
 * A fresh page (own storage) at the given viewport. Errors thrown by the page
 * and console errors are collected so a test can assert there were none;
 * failed network requests (e.g. an API that is not running) are not errors here.
 */
export async function openPage(
  browser: Browser,
  viewport: Viewport,
): Promise<{ context: BrowserContext; page: Page; pageErrors: string[] }> {
  const context = await browser.newContext({ viewport, locale: 'ko-KR', baseURL: WEB_URL });
  const page = await context.newPage();
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    if (message.text().startsWith('Failed to load resource')) return;
    pageErrors.push(message.text());
  });
  return { context, page, pageErrors };
}

/** The URL of an in-app path. */
export const webUrl = (path: string) => `${WEB_URL}${path}`;

/** Where `shot` writes; without E2E_SCREENSHOT_DIR no screenshot is taken. */
const SCREENSHOT_DIR = process.env.E2E_SCREENSHOT_DIR;

/**
 * A screenshot `<name>-<viewport width>.png` for a person to look at, taken once the page's
 * transitions (dialog fade-ins, toasts) have settled.
 */
export async function shot(page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  if (!SCREENSHOT_DIR) return;
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.waitForTimeout(350);
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({
    path: path.join(SCREENSHOT_DIR, `${name}-${width}.png`),
    fullPage: options.fullPage ?? false,
  });
}
