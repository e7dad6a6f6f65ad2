import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserAvailable, DESKTOP, launchBrowser, MOBILE, openPage, webUrl } from './support/browser.ts';

const HOME_HEADING = '오늘의 추천 키워드';
const NAV_LINKS = ['홈', '뉴스 브리핑', '마이페이지', '소개', '로그인', '관리자 로그인'];

const mainNav = (page: Page) => page.getByRole('navigation', { name: '주 메뉴' });
const menuToggle = (page: Page) => mainNav(page).getByRole('button', { name: /^메뉴 (열기|닫기)$/ });
const navLink = (page: Page, name: string) => mainNav(page).getByRole('link', { name, exact: true });

async function linksVisible(page: Page): Promise<boolean[]> {
  return Promise.all(NAV_LINKS.map((name) => navLink(page, name).isVisible()));
}

describe.skipIf(!browserAvailable())('home page in Chromium', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('renders the home heading, the navigation and the footer without script errors', async () => {
    const { context, page, pageErrors } = await openPage(browser, DESKTOP);
    try {
      await page.goto(webUrl('/'));
      await page.getByRole('heading', { level: 1, name: HOME_HEADING }).waitFor();
      expect(await page.title()).toContain('글감');
      expect(await page.locator('html').getAttribute('lang')).toBe('ko');
      await page.getByText(`© ${new Date().getFullYear()} 글감. All Rights Reserved.`).waitFor();
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('at 375 px collapses the menu behind a toggle that opens on click and closes on Escape', async () => {
    const { context, page } = await openPage(browser, MOBILE);
    try {
      await page.goto(webUrl('/'));
      await page.getByRole('heading', { level: 1, name: HOME_HEADING }).waitFor();

      const toggle = menuToggle(page);
      await toggle.waitFor({ state: 'visible' });
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
      expect(await linksVisible(page)).toEqual(NAV_LINKS.map(() => false));

      await toggle.click();
      await navLink(page, '소개').waitFor({ state: 'visible' });
      expect(await toggle.getAttribute('aria-expanded')).toBe('true');
      expect(await linksVisible(page)).toEqual(NAV_LINKS.map(() => true));

      await page.keyboard.press('Escape');
      await navLink(page, '소개').waitFor({ state: 'hidden' });
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');

      // Nothing may stick out sideways on a phone.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    } finally {
      await context.close();
    }
  });

  it('at 375 px closes the open menu after following a link', async () => {
    const { context, page } = await openPage(browser, MOBILE);
    try {
      await page.goto(webUrl('/'));
      await menuToggle(page).click();
      await navLink(page, '소개').click();
      await page.getByRole('heading', { level: 1, name: '글감 소개' }).waitFor();
      expect(page.url()).toBe(webUrl('/about'));
      expect(await navLink(page, '소개').isVisible()).toBe(false);
      expect(await menuToggle(page).getAttribute('aria-expanded')).toBe('false');
    } finally {
      await context.close();
    }
  });

  it('at 1440 px shows every link and no toggle', async () => {
    const { context, page } = await openPage(browser, DESKTOP);
    try {
      await page.goto(webUrl('/'));
      await page.getByRole('heading', { level: 1, name: HOME_HEADING }).waitFor();
      expect(await linksVisible(page)).toEqual(NAV_LINKS.map(() => true));
      expect(await menuToggle(page).isVisible()).toBe(false);
      expect(await navLink(page, '홈').getAttribute('aria-current')).toBe('page');
    } finally {
      await context.close();
    }
  });
});

describe('the web server', () => {
  it('sends the page and its scripts compressed to browsers that accept it', async () => {
    const page = await fetch(webUrl('/'), { headers: { 'accept-encoding': 'br' } });
    expect(page.headers.get('content-encoding')).toBe('br');
    const html = await page.text();
    // The entry's scripts and preloads; files under 1 kB are not worth compressing.
    const scripts = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
    const framework = scripts.find((script) => script.includes('framework'));
    expect(framework).toBeDefined();
    const gzip = await fetch(webUrl(framework!), { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.status).toBe(200);
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gzip.headers.get('vary')).toMatch(/accept-encoding/i);
    const plain = await fetch(webUrl(framework!), { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect((await plain.text()).length).toBeGreaterThan(100_000);
  });
});
