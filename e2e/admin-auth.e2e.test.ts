import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readStorage } from './support/accounts.ts';
import { browserAvailable, DESKTOP, launchBrowser, openPage, webUrl } from './support/browser.ts';

const ADMIN_EMAIL = 'admin@example.com';
const ADMIN_PASSWORD = 'admin1234!';

describe.skipIf(!browserAvailable())('admin sign-in in Chromium', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('a wrong password shows the error; the right one reaches /admin/dashboard', async () => {
    const { context, page } = await openPage(browser, DESKTOP);
    try {
      await page.goto(webUrl('/admin/login'));
      await page.getByLabel('이메일').fill(ADMIN_EMAIL);
      await page.getByLabel('비밀번호').fill('not-the-password');
      await page.getByRole('button', { name: '로그인' }).click();
      const error = page.getByRole('alert');
      await error.waitFor();
      expect((await error.textContent())?.trim()).toBeTruthy();
      expect(new URL(page.url()).pathname).toBe('/admin/login');
      expect(await readStorage(page, 'adminToken')).toBeNull();

      await page.getByLabel('비밀번호').fill(ADMIN_PASSWORD);
      await page.getByRole('button', { name: '로그인' }).click();
      await page.waitForURL(webUrl('/admin/dashboard'));
      await page.getByRole('heading', { level: 1, name: '대시보드' }).waitFor();
      expect(await readStorage(page, 'adminToken')).toBeTruthy();
      await page
        .getByRole('navigation', { name: '주 메뉴' })
        .getByRole('link', { name: '관리자', exact: true })
        .waitFor();
    } finally {
      await context.close();
    }
  });

  it('a token the server rejects (401) is dropped and the browser returns to /admin/login', async () => {
    const { context, page } = await openPage(browser, DESKTOP);
    try {
      await page.goto(webUrl('/admin/login'));
      await page.evaluate(() => window.localStorage.setItem('adminToken', 'not-a-real-token'));
      await page.goto(webUrl('/admin/dashboard'));
      await page.waitForURL(webUrl('/admin/login'));
      await page.getByRole('heading', { level: 1, name: '관리자 로그인' }).waitFor();
      expect(await readStorage(page, 'adminToken')).toBeNull();
      expect(await page.getByRole('navigation', { name: '관리자 메뉴' }).count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
