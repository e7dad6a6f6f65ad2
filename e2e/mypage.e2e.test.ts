import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpMember } from './support/accounts.ts';
import {
  browserAvailable,
  DESKTOP,
  launchBrowser,
  MOBILE,
  openPage,
  shot,
  WEB_URL,
  webUrl,
} from './support/browser.ts';

/** Saves a screenshot when E2E_SCREENSHOT_DIR is set (for looking at layouts by eye). */
const keywordList = (page: Page) => page.getByRole('list', { name: '추천 키워드' });

/** A member with one generated post; resolves on the home page with the result modal closed. */
async function memberWithPost(page: Page): Promise<string> {
  await signUpMember(page, 'kakao', { categories: ['경제'] });
  await page.goto(webUrl('/'));
  for (let attempt = 0; attempt < 20 && !(await keywordList(page).isVisible()); attempt += 1) {
    await page.waitForTimeout(1_000);
    await page.reload();
  }
  await keywordList(page).getByRole('article').getByRole('button').first().click();
  const modal = page.getByRole('dialog');
  await page.getByTestId('result-article').waitFor({ state: 'visible', timeout: 30_000 });
  const title = (await modal.getByRole('heading', { level: 2 }).first().textContent())!.trim();
  await modal.getByRole('button', { name: '창 닫기' }).click();
  return title;
}

describe.skipIf(!browserAvailable())('My page in Chromium', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('opens a post from the detail, copies it (HTML and text, no open slots), exports Markdown and opens it in the result modal', async () => {
    const { context, page, pageErrors } = await openPage(browser, DESKTOP);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: WEB_URL });
    try {
      const title = await memberWithPost(page);
      await page.goto(webUrl('/mypage'));
      const contents = page.getByRole('region', { name: '내 콘텐츠' });
      const row = contents.getByRole('row').filter({ hasText: title });
      await row.waitFor();
      await row.getByText('1개').waitFor();
      await shot(page, 'mypage-list', { fullPage: true });

      await row.getByRole('button', { name: /상세 보기$/ }).click();
      const detail = page.getByRole('dialog', { name: '콘텐츠 상세' });
      await detail.getByRole('heading', { name: title }).waitFor();
      await shot(page, 'mypage-detail');

      await detail.getByRole('button', { name: '복사하기' }).click();
      await detail.getByText('본문을 서식과 함께 복사했어요').waitFor();
      const clipboard = await page.evaluate(async () => {
        const [item] = await navigator.clipboard.read();
        const text = async (type: string) =>
          item?.types.includes(type) ? await (await item.getType(type)).text() : '';
        return { types: item?.types ?? [], html: await text('text/html'), text: await text('text/plain') };
      });
      expect(clipboard.types).toEqual(expect.arrayContaining(['text/html', 'text/plain']));
      expect(clipboard.html).toContain('<p');
      expect(clipboard.text.length).toBeGreaterThan(200);
      // Open experience slots (still their placeholder) are left out; the title goes separately.
      const placeholders = await page.evaluate(() =>
        Array.from(document.querySelectorAll('dialog[open] .experience-slot')).map(
          (slot) => slot.getAttribute('data-placeholder') ?? '',
        ),
      );
      for (const placeholder of placeholders.filter(Boolean)) expect(clipboard.text).not.toContain(placeholder);
      expect(clipboard.html.startsWith(`<h1>${title}`)).toBe(false);
      await detail.getByText('복사 1회').waitFor();
      await expect.poll(() => row.textContent()).toContain('1회');

      await detail.getByRole('button', { name: '내보내기' }).click();
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        detail.getByRole('button', { name: /Markdown/ }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/\.md$/);
      const markdown = readFileSync((await download.path())!, 'utf8');
      expect(markdown).toContain(title.slice(0, 8));

      await detail.getByRole('button', { name: '열기' }).click();
      const desk = page.getByRole('dialog').last();
      await page.getByTestId('result-article').waitFor({ state: 'visible' });
      await desk.getByRole('heading', { level: 2, name: title }).waitFor();
      await desk.getByRole('button', { name: '복사하기' }).click();
      await expect.poll(async () => page.evaluate(() => navigator.clipboard.readText())).not.toBe('');
      await shot(page, 'mypage-opened');
      await desk.getByRole('button', { name: '창 닫기' }).click();
      await detail.getByText('복사 2회').waitFor();
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('연동: checks the fields, shows the server’s 502 for an unreachable site and its 400 for wrong credentials', async () => {
    const { context, page, pageErrors } = await openPage(browser, DESKTOP);
    try {
      await signUpMember(page, 'naver', { categories: ['여행'] });
      await page.goto(webUrl('/mypage'));
      const section = page.getByRole('region', { name: '연동' });
      const connect = section.getByRole('button', { name: '연결하기' });
      await connect.waitFor();
      await section.getByText('사용자 → 프로필').waitFor();

      await connect.click();
      await section.getByText('사이트 주소를 http:// 또는 https://로 시작하는 주소로 입력해 주세요.').waitFor();
      await section.getByText('사용자 이름을 입력해 주세요.').waitFor();
      await section.getByText('애플리케이션 비밀번호를 입력해 주세요.').waitFor();
      await shot(page, 'mypage-integration-errors', { fullPage: true });

      // A site the server cannot reach (a closed local port: refused by the safe outbound fetch or unreachable).
      await section.getByRole('textbox', { name: '사이트 주소' }).fill('http://127.0.0.1:9');
      await section.getByRole('textbox', { name: '사용자 이름' }).fill('writer');
      await section.getByLabel('애플리케이션 비밀번호').fill('abcd efgh ijkl mnop qrst uvwx');
      const [answer] = await Promise.all([
        page.waitForResponse(
          (response) =>
            response.url().includes('/api/user/integrations/wordpress/') && response.request().method() === 'PUT',
        ),
        connect.click(),
      ]);
      expect(answer.status()).toBe(502);
      const detail = ((await answer.json()) as { detail: string }).detail;
      expect(detail).toMatch(/[가-힣]/);
      await section.getByRole('alert').filter({ hasText: detail }).waitFor();

      // Wrong credentials need a real WordPress (wordpress.e2e.test.ts); here the server's 400 is replayed.
      await page.route('**/api/user/integrations/wordpress/', (route) =>
        route.request().method() === 'PUT'
          ? route.fulfill({
              status: 400,
              contentType: 'application/json',
              body: JSON.stringify({
                detail: '워드프레스 사용자 이름이나 애플리케이션 비밀번호가 맞지 않아요.',
                code: 'bad_request',
              }),
            })
          : route.continue(),
      );
      await section.getByRole('textbox', { name: '사이트 주소' }).fill('https://blog.example.com');
      await connect.click();
      await section.getByRole('alert').filter({ hasText: '애플리케이션 비밀번호가 맞지 않아요' }).waitFor();
      expect(await section.getByRole('textbox', { name: '사용자 이름' }).inputValue()).toBe('writer');
      await shot(page, 'mypage-integration-400', { fullPage: true });
      expect(pageErrors.filter((error) => !/status of (400|502)/.test(error))).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('at 375 px My page, its detail and 연동 fit the screen', async () => {
    const { context, page } = await openPage(browser, MOBILE);
    try {
      const title = await memberWithPost(page);
      await page.goto(webUrl('/mypage'));
      await page.getByRole('region', { name: '내 콘텐츠' }).getByRole('row').filter({ hasText: title }).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(
        0,
      );
      await shot(page, 'mypage-list', { fullPage: true });
      await page
        .getByRole('region', { name: '내 콘텐츠' })
        .getByRole('button', { name: /상세 보기$/ })
        .first()
        .click();
      await page.getByRole('dialog', { name: '콘텐츠 상세' }).getByRole('button', { name: '복사하기' }).waitFor();
      await shot(page, 'mypage-detail');
    } finally {
      await context.close();
    }
  });
});
