import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_URL,
  completeOnboarding,
  mainNav,
  readStorage,
  signInWithProvider,
  signUpMember,
  uniqueEmail,
  uniqueNickname,
} from './support/accounts.ts';
import { browserAvailable, DESKTOP, launchBrowser, MOBILE, openPage, webUrl } from './support/browser.ts';

const logoutButton = (page: Page) => mainNav(page).getByRole('button', { name: '로그아웃' });
const accountCard = (page: Page) => page.getByRole('region', { name: '계정 관리' });

describe.skipIf(!browserAvailable())('member accounts in Chromium', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('Kakao: emulator → onboarding → home signed in; a reload keeps the session; logout goes to /login', async () => {
    const { context, page, pageErrors } = await openPage(browser, DESKTOP);
    try {
      const email = uniqueEmail('kakao');
      await signInWithProvider(page, 'kakao', { email, nickname: '카카오테스터' });
      expect(new URL(page.url()).pathname).toBe('/onboarding');
      await page.getByRole('heading', { level: 1, name: '환영해요!' }).waitFor();

      // Validation before anything is sent.
      await page.getByRole('button', { name: '시작하기' }).click();
      await page.getByRole('alert').getByText('관심사를 1개 이상 선택해 주세요.').waitFor();

      await completeOnboarding(page, { nickname: uniqueNickname('kakao'), categories: ['경제', '여행'] });
      await logoutButton(page).waitFor();
      expect(await readStorage(page, 'accessToken')).toBeTruthy();
      expect(await readStorage(page, 'refreshToken')).toBeTruthy();

      await page.reload();
      await page.getByRole('heading', { level: 1, name: '오늘의 추천 키워드' }).waitFor();
      await logoutButton(page).waitFor();

      await logoutButton(page).click();
      await page.waitForURL(webUrl('/login'));
      await mainNav(page).getByRole('link', { name: '로그인', exact: true }).waitFor();
      expect(await readStorage(page, 'accessToken')).toBeNull();
      expect(await readStorage(page, 'refreshToken')).toBeNull();
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('Naver: emulator → onboarding → home signed in; signing in again skips onboarding', async () => {
    const { context, page, pageErrors } = await openPage(browser, MOBILE);
    try {
      const email = uniqueEmail('naver');
      await signInWithProvider(page, 'naver', { email, nickname: '네이버테스터' });
      await completeOnboarding(page, { nickname: uniqueNickname('naver'), categories: ['스포츠'] });
      await mainNav(page)
        .getByRole('button', { name: /메뉴 열기/ })
        .click();
      await logoutButton(page).click();
      await page.waitForURL(webUrl('/login'));

      await signInWithProvider(page, 'naver', { email });
      expect(new URL(page.url()).pathname).toBe('/');
      expect(await readStorage(page, 'accessToken')).toBeTruthy();
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('edits the nickname and interests, and a nickname someone else took gives the 409 message', async () => {
    const other = await openPage(browser, DESKTOP);
    const takenNickname = uniqueNickname('taken');
    try {
      await signUpMember(other.page, 'naver', { nickname: takenNickname, categories: ['야구'] });
    } finally {
      await other.context.close();
    }

    const { context, page, pageErrors } = await openPage(browser, DESKTOP);
    try {
      await signUpMember(page, 'kakao', { categories: ['경제'] });
      await page.goto(webUrl('/mypage'));
      await accountCard(page).getByRole('button', { name: '닉네임·관심사 수정' }).click();

      const edit = page.getByRole('dialog', { name: '프로필 수정' });
      await edit.waitFor();
      const newNickname = uniqueNickname('new');
      await edit.getByRole('textbox', { name: '닉네임' }).fill(newNickname);
      await edit.getByRole('button', { name: '맛집', exact: true }).click();
      await edit.getByRole('button', { name: '저장' }).click();
      await page.getByText('프로필을 수정했어요.').waitFor();
      expect(await page.getByRole('dialog').count()).toBe(0);

      await accountCard(page).getByRole('button', { name: '기본 정보 보기' }).click();
      const info = page.getByRole('dialog', { name: '기본 정보' });
      await info.getByText(newNickname, { exact: true }).waitFor();
      await info.getByText('카카오', { exact: true }).waitFor();
      // Each interest is a list item: its emoji, then its name.
      const interests = info.getByRole('listitem');
      await interests.filter({ hasText: '맛집' }).waitFor();
      expect((await interests.allTextContents()).map((text) => text.trim())).toEqual(['경제', '맛집']);
      expect(await info.getByText(/^\d{4}년 \d{1,2}월 \d{1,2}일 [일월화수목금토]요일$/).count()).toBe(1);

      // From the info dialog to the edit dialog, then a taken nickname.
      await info.getByRole('button', { name: '닉네임·관심사 수정' }).click();
      await edit.waitFor();
      expect(await edit.getByRole('textbox', { name: '닉네임' }).inputValue()).toBe(newNickname);
      const nicknameBox = edit.getByRole('textbox', { name: '닉네임' });
      await nicknameBox.fill(takenNickname);
      // The save must send the taken nickname (a CI run once timed out below with no way to tell why).
      expect(await nicknameBox.inputValue()).toBe(takenNickname);
      // The server's answer first: 409 for the taken name. Whether the dialog then shows the message is read
      // after it, not raced against a moment the dialog is re-shown (CI once read that moment as "closed").
      const answer = page.waitForResponse(
        (response) => response.url().includes('/api/user/nickname') && response.request().method() === 'PATCH',
      );
      await edit.getByRole('button', { name: '저장' }).click();
      expect((await answer).status()).toBe(409);
      const alert = edit.getByRole('alert');
      await alert.waitFor();
      expect((await alert.textContent())?.trim()).toBe('이미 사용 중인 닉네임이에요.');
      expect(await edit.isVisible()).toBe(true);
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('account deletion removes the user; the same login later starts a new account', async () => {
    const { context, page, pageErrors } = await openPage(browser, DESKTOP);
    try {
      const { email } = await signUpMember(page, 'kakao', { categories: ['자동차'] });
      const oldToken = await readStorage(page, 'accessToken');
      await page.evaluate(() => window.sessionStorage.setItem('scratch', '1'));

      await page.goto(webUrl('/mypage'));
      await accountCard(page).getByRole('button', { name: '회원 탈퇴' }).click();
      const dialog = page.getByRole('dialog', { name: '회원 탈퇴' });
      const remove = dialog.getByRole('button', { name: '탈퇴하기' });
      expect(await remove.isDisabled()).toBe(true);
      await dialog.getByRole('checkbox', { name: '안내 사항을 모두 확인했으며, 회원 탈퇴에 동의합니다.' }).check();
      await remove.click();

      await page.waitForURL(webUrl('/login'));
      expect(await readStorage(page, 'accessToken')).toBeNull();
      expect(await readStorage(page, 'refreshToken')).toBeNull();
      expect(await page.evaluate(() => window.sessionStorage.length)).toBe(0);

      // The server no longer knows the member behind the old token.
      const me = await fetch(`${API_URL}/api/mypage/me`, { headers: { Authorization: `Bearer ${oldToken}` } });
      expect(me.status).toBe(401);

      await signInWithProvider(page, 'kakao', { email });
      expect(new URL(page.url()).pathname).toBe('/onboarding');
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
