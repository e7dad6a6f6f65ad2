// Sessions that outlive their access token (ADR 019): with an expired access token (signed with the
// server's key) or one the server refuses, members generate, open My page and delete a post, and an
// admin edits a keyword title, without a 401 reaching the screen. Two tabs that renew at once both stay
// signed in; a logout in one signs the other out.
import type { Browser, BrowserContext, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_URL, mainNav, readStorage, signUpMember } from './support/accounts.ts';
import { browserAvailable, DESKTOP, launchBrowser, openPage, webUrl } from './support/browser.ts';
import { canSignTokens, expiredTwin, refusedTwin, replaceStoredToken } from './support/tokens.ts';
import { homeWithKeywords, keywordList } from './support/home.ts';

const ADMIN_EMAIL = 'admin@example.com';
const ADMIN_PASSWORD = 'admin1234!';
const SIGN_IN_AGAIN = '다시 로그인해 주세요';
const REFRESH_PATHS = new Set(['/api/auth/token/refresh/', '/admin/auth/token/refresh/']);

/** Every answer the page got from the API, to tell renewals and 401s apart. */
function watchApi(context: BrowserContext) {
  const answers: { path: string; status: number }[] = [];
  const api = new URL(API_URL).origin;
  context.on('response', (response: Response) => {
    const url = new URL(response.url());
    if (url.origin === api) answers.push({ path: url.pathname, status: response.status() });
  });
  return {
    answers,
    refreshes: () => answers.filter((answer) => REFRESH_PATHS.has(answer.path)),
    unauthorized: () => answers.filter((answer) => answer.status === 401),
  };
}

describe.skipIf(!browserAvailable() || !canSignTokens())('sessions in Chromium', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('a member with an expired or refused access token generates, opens My page and deletes a post', async () => {
    const { context, page, pageErrors } = await openPage(browser, DESKTOP);
    const api = watchApi(context);
    const alerts: string[] = [];
    page.on('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.dismiss();
    });
    try {
      await signUpMember(page, 'kakao', { categories: ['경제'] });
      await homeWithKeywords(page);
      const firstRefresh = (await readStorage(page, 'refreshToken'))!;

      // Expired: renewed before the (streamed) generation starts, so no call is refused at all.
      await replaceStoredToken(page, 'accessToken', (token) => expiredTwin(token, 'member'));
      await keywordList(page).getByRole('article').first().getByRole('button').first().click();
      const modal = page.getByRole('dialog').first();
      await page.getByTestId('result-article').waitFor({ state: 'visible', timeout: 30_000 });
      const postTitle = (await modal.getByRole('heading', { level: 2 }).first().textContent())!.trim();
      await modal.getByRole('button', { name: '창 닫기' }).click();
      expect(api.unauthorized()).toEqual([]);
      expect(api.refreshes()).toEqual([{ path: '/api/auth/token/refresh/', status: 200 }]);
      expect(await readStorage(page, 'refreshToken')).not.toBe(firstRefresh);

      // Expired again, then My page and its list.
      await replaceStoredToken(page, 'accessToken', (token) => expiredTwin(token, 'member'));
      await page.goto(webUrl('/mypage'));
      await page.getByRole('region', { name: '콘텐츠 관리' }).getByRole('button', { name: '내 콘텐츠 관리' }).click();
      const list = page.getByRole('dialog', { name: '내 콘텐츠' });
      const row = list.getByRole('row').filter({ hasText: postTitle });
      await row.waitFor();
      expect(api.unauthorized()).toEqual([]);

      // Refused though not yet expired: the 401 is answered by a renewal and one retry.
      await replaceStoredToken(page, 'accessToken', (token) => refusedTwin(token, 'member'));
      await row.getByRole('button', { name: /상세 보기$/ }).click();
      const detail = page.getByRole('dialog', { name: '콘텐츠 상세' });
      await detail.getByRole('heading', { name: postTitle }).waitFor();
      await detail.getByRole('button', { name: '삭제', exact: true }).click();
      await page.getByRole('dialog', { name: '콘텐츠 삭제' }).getByRole('button', { name: '삭제하기' }).click();
      await list.getByText('아직 만든 콘텐츠가 없어요.').waitFor();
      expect(api.unauthorized().length).toBeGreaterThanOrEqual(1);
      expect(api.refreshes().every((answer) => answer.status === 200)).toBe(true);

      // Nothing of it reached the screen: still signed in, no prompt, no alert, no error.
      await mainNav(page).getByRole('button', { name: '로그아웃' }).waitFor();
      expect(await page.getByRole('dialog', { name: SIGN_IN_AGAIN }).count()).toBe(0);
      expect(alerts).toEqual([]);
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 120_000);

  it('an admin whose token expired mid-edit saves the keyword title and stays on the page', async () => {
    const { context, page, pageErrors } = await openPage(browser, DESKTOP);
    const api = watchApi(context);
    try {
      await page.goto(webUrl('/admin/login'));
      await page.getByLabel('이메일').fill(ADMIN_EMAIL);
      await page.getByLabel('비밀번호').fill(ADMIN_PASSWORD);
      await page.getByRole('button', { name: '로그인' }).click();
      await page.waitForURL(webUrl('/admin/dashboard'));
      expect(await readStorage(page, 'adminRefreshToken')).toBeTruthy();

      // The oldest keyword of the first page, so the other browser tests' keywords stay as they are.
      await page.goto(webUrl('/admin/keywords'));
      const card = page.getByRole('list', { name: '키워드 목록' }).getByRole('article').last();
      await card.waitFor();
      await card.getByRole('button', { name: '상세' }).click();
      const dialog = page.getByRole('dialog', { name: '키워드 상세' });
      const field = dialog.getByRole('textbox', { name: '제목' });
      await field.waitFor();
      const original = await field.inputValue();
      const edited = `세션 유지 ${Date.now().toString(36)}`;
      await field.fill(edited);

      // The token dies while the admin types.
      await replaceStoredToken(page, 'adminToken', (token) => expiredTwin(token, 'admin'));
      await dialog.getByRole('button', { name: '제목 저장' }).click();
      await dialog.getByText('제목을 저장했어요.').waitFor();
      expect(new URL(page.url()).pathname).toBe('/admin/keywords');
      expect(await dialog.isVisible()).toBe(true);
      expect(api.unauthorized()).toEqual([]);
      expect(api.refreshes()).toEqual([{ path: '/admin/auth/token/refresh/', status: 200 }]);

      // A refused token is renewed too; the title goes back as it was.
      await replaceStoredToken(page, 'adminToken', (token) => refusedTwin(token, 'admin'));
      await field.fill(original);
      await dialog.getByRole('button', { name: '제목 저장' }).click();
      await dialog.getByText('제목을 저장했어요.').waitFor();
      expect(new URL(page.url()).pathname).toBe('/admin/keywords');
      await page.keyboard.press('Escape');
      await page.getByRole('list', { name: '키워드 목록' }).getByRole('article', { name: original }).first().waitFor();
      expect(api.refreshes().every((answer) => answer.status === 200)).toBe(true);
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 90_000);

  it('two tabs renewing with the same refresh token at once both stay signed in; a logout signs both out', async () => {
    const { context, page: first, pageErrors } = await openPage(browser, DESKTOP);
    const api = watchApi(context);
    try {
      await signUpMember(first, 'naver', { categories: ['여행'] });
      const second = await context.newPage();
      await second.goto(webUrl('/mypage'));
      await second.getByRole('region', { name: '계정 관리' }).waitFor();
      // The home page lists keywords with the member's token: loading it renews an expired one.
      const signedInHome = async (tab: Page) => {
        await keywordList(tab).waitFor();
        await mainNav(tab).getByRole('button', { name: '로그아웃' }).waitFor();
        expect(await tab.getByRole('dialog', { name: SIGN_IN_AGAIN }).count()).toBe(0);
      };
      const sharedRefresh = (await readStorage(first, 'refreshToken'))!;

      // Hold each tab's refresh until both are on their way, so both present the same token.
      let arrived = 0;
      let releaseBoth: () => void = () => {};
      const bothSent = new Promise<void>((resolve) => (releaseBoth = resolve));
      await context.route('**/api/auth/token/refresh/', async (route) => {
        arrived += 1;
        if (arrived === 2) releaseBoth();
        await bothSent;
        await route.continue();
      });
      await replaceStoredToken(first, 'accessToken', (token) => expiredTwin(token, 'member'));
      await Promise.all([first.goto(webUrl('/')), second.goto(webUrl('/'))]);
      for (const tab of [first, second]) await signedInHome(tab);
      await context.unroute('**/api/auth/token/refresh/');
      expect(arrived).toBe(2);
      expect(api.refreshes()).toEqual([
        { path: '/api/auth/token/refresh/', status: 200 },
        { path: '/api/auth/token/refresh/', status: 200 },
      ]);
      expect(await readStorage(first, 'refreshToken')).not.toBe(sharedRefresh);

      // The login goes on: the next renewal works as well (the family was not revoked).
      await replaceStoredToken(second, 'accessToken', (token) => expiredTwin(token, 'member'));
      await second.reload();
      await signedInHome(second);
      await expect.poll(() => api.refreshes().map((answer) => answer.status)).toEqual([200, 200, 200]);
      expect(api.unauthorized()).toEqual([]);

      // Logout in one tab: the other shows the signed-out page without a reload, and the token is revoked.
      await second.goto(webUrl('/mypage'));
      await second.getByRole('region', { name: '계정 관리' }).waitFor();
      const lastRefresh = (await readStorage(first, 'refreshToken'))!;
      await mainNav(first).getByRole('button', { name: '로그아웃' }).click();
      await first.waitForURL(webUrl('/login'));
      await second.getByRole('link', { name: '로그인하러 가기' }).waitFor();
      await mainNav(second).getByRole('link', { name: '로그인', exact: true }).waitFor();
      await expect
        .poll(async () => {
          const response = await fetch(`${API_URL}/api/auth/token/refresh/`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ refresh: lastRefresh }),
          });
          return response.status;
        })
        .toBe(401);
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 120_000);
});
