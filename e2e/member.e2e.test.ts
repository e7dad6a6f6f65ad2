import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readStorage, signUpMember } from './support/accounts.ts';
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

const HOME_HEADING = '오늘의 추천 키워드';

/** Saves a screenshot when E2E_SCREENSHOT_DIR is set (for looking at layouts by eye). */
async function noSidewaysOverflow(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

const keywordList = (page: Page) => page.getByRole('list', { name: '추천 키워드' });

/** The home page with its keywords; the first ingestion may still be running, so reload until it shows some. */
async function homeWithKeywords(page: Page) {
  await page.goto(webUrl('/'));
  await page.getByRole('heading', { level: 1, name: HOME_HEADING }).waitFor();
  for (let attempt = 0; attempt < 20; attempt += 1) {
    if (await keywordList(page).isVisible()) return;
    await page.waitForTimeout(1_000);
    await page.reload();
  }
  await keywordList(page).waitFor({ timeout: 5_000 });
}

/** The title buttons of the keyword cards, in order. */
const cardButtons = (page: Page) => keywordList(page).getByRole('article').getByRole('button');

describe.skipIf(!browserAvailable())('member experience in Chromium', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('a visitor who clicks a keyword is told to log in and sent to /login', async () => {
    const { context, page, pageErrors } = await openPage(browser, DESKTOP);
    try {
      await homeWithKeywords(page);
      await cardButtons(page).first().click();
      await page.getByRole('alert').getByText('로그인 후 이용해 주세요.').waitFor();
      await page.waitForURL(webUrl('/login'));
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('generates, types, shows all, counts, copies, downloads a PDF, keeps the badge; My page lists, shows and deletes', async () => {
    const { context, page, pageErrors } = await openPage(browser, DESKTOP);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: WEB_URL });
    const generateCalls: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/generate/') {
        generateCalls.push(request.postData() ?? '');
      }
    });
    // Hold the generation a moment so the second click surely lands while it runs.
    await page.route('**/api/generate/', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    const alerts: string[] = [];
    page.on('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.accept();
    });

    try {
      await signUpMember(page, 'kakao', { categories: ['경제'] });
      await homeWithKeywords(page);
      await shot(page, 'home');
      const cards = cardButtons(page);
      expect(await cards.count()).toBeGreaterThanOrEqual(2);
      const firstTitle = (await cards.nth(0).textContent())!.trim();

      await cards.nth(0).click();
      const modal = page.getByRole('dialog');
      await modal.waitFor();
      await modal.getByText('AI가 콘텐츠를 생성하고 있어요').waitFor();
      await shot(page, 'result-loading');
      // A second card during the generation: ignored (the modal covers the grid, so the click is dispatched).
      expect(await cards.nth(1).getAttribute('aria-disabled')).toBe('true');
      await cards.nth(1).dispatchEvent('click');

      const article = page.getByTestId('result-article');
      await article.waitFor({ state: 'visible', timeout: 30_000 });
      const heading = modal.getByRole('heading', { level: 2 }).first();
      const postTitle = (await heading.textContent())!.trim();
      expect(postTitle).not.toContain('소환');
      // The text types in: it grows over time.
      const early = (await article.textContent())!.length;
      await page.waitForTimeout(700);
      expect((await article.textContent())!.length).toBeGreaterThan(early);
      await shot(page, 'result-typing');
      // The post exists: its statistics show in the side panel while it types.
      const panel = modal.getByRole('complementary', { name: '글 정보' });
      await panel.getByRole('heading', { name: '통계' }).waitFor();

      await modal.getByRole('button', { name: '한 번에 보기' }).click();
      const text = (await article.textContent()) ?? '';
      const chars = text.replace(/\s/g, '').length;
      const stat = (name: string) => panel.locator('dt', { hasText: name }).locator('xpath=following-sibling::dd[1]');
      await expect.poll(() => stat('글자 수(공백 제외)').textContent()).toBe(`${chars.toLocaleString('ko-KR')}자`);
      expect(await stat('예상 읽기 시간').textContent()).toBe(`약 ${Math.ceil(chars / 500)}분`);
      expect(await stat('이미지').textContent()).toBe(`${await article.locator('img').count()}개`);
      // Statistics live only in the panel: no browser alert repeats them.
      expect(alerts).toHaveLength(0);
      await shot(page, 'result-complete');

      await modal.getByRole('button', { name: '복사하기' }).click();
      await modal.getByText('서식을 유지한 채 복사했어요.').waitFor();
      const clipboard = await page.evaluate(async () => {
        const [item] = await navigator.clipboard.read();
        return { types: item?.types ?? [], html: item ? await (await item.getType('text/html')).text() : '' };
      });
      expect(clipboard.types).toContain('text/html');
      expect(clipboard.html).toContain('<');
      await modal.getByText(/복사 1회/).waitFor();

      // The PDF sits in 내보내기 with the other formats.
      await modal.getByRole('button', { name: '내보내기' }).click();
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        modal.getByRole('button', { name: 'PDF 다운로드' }).click(),
      ]);
      const filename = download.suggestedFilename();
      expect(filename).toMatch(/\.pdf$/);
      expect(filename).toMatch(/[가-힣]/);
      expect(filename).not.toMatch(/[\\/:*?"<>|]/);

      await modal.getByRole('button', { name: '창 닫기' }).click();
      expect(generateCalls).toHaveLength(1);
      const firstCard = keywordList(page).getByRole('article').filter({ hasText: firstTitle }).first();
      await firstCard.getByText('생성 완료').waitFor();
      expect(JSON.parse((await readStorage(page, 'generatedKeywords')) ?? '[]')).toHaveLength(1);
      await page.reload();
      await keywordList(page)
        .getByRole('article')
        .filter({ hasText: firstTitle })
        .first()
        .getByText('생성 완료')
        .waitFor();

      // My page: the post is listed, has a detail with images, and can be deleted.
      await page.goto(webUrl('/mypage'));
      await page.getByRole('region', { name: '콘텐츠 관리' }).getByRole('button', { name: '내 콘텐츠 관리' }).click();
      const list = page.getByRole('dialog', { name: '내 콘텐츠' });
      const row = list.getByRole('row').filter({ hasText: postTitle });
      await row.waitFor();
      await row.getByText('1회').waitFor();
      await shot(page, 'mypage-list');
      await row.getByRole('button', { name: /상세 보기$/ }).click();
      const detail = page.getByRole('dialog', { name: '콘텐츠 상세' });
      await detail.getByRole('heading', { name: postTitle }).waitFor();
      const thumbs = detail.getByRole('list', { name: '대표 이미지' }).getByRole('img');
      expect(await thumbs.count()).toBeGreaterThan(0);
      await shot(page, 'mypage-detail');
      await detail
        .getByRole('button', { name: /크게 보기$/ })
        .first()
        .click();
      await shot(page, 'mypage-lightbox');
      await page.keyboard.press('Escape');
      await detail.getByRole('button', { name: '삭제', exact: true }).click();
      const confirm = page.getByRole('dialog', { name: '콘텐츠 삭제' });
      await confirm.getByText(postTitle.slice(0, 10)).first().waitFor();
      await shot(page, 'mypage-delete');
      await confirm.getByRole('button', { name: '삭제하기' }).click();
      await confirm.waitFor({ state: 'detached' });
      await page.getByRole('dialog', { name: '내 콘텐츠' }).getByText('아직 만든 콘텐츠가 없어요.').waitFor();
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('at 375 px the home page, result modal, My page modals and About fit the screen', async () => {
    const { context, page, pageErrors } = await openPage(browser, MOBILE);
    try {
      await signUpMember(page, 'naver', { categories: ['여행', '경제'] });
      await homeWithKeywords(page);
      await noSidewaysOverflow(page);
      await shot(page, 'home');
      await cardButtons(page).first().click();
      const modal = page.getByRole('dialog');
      await page.getByTestId('result-article').waitFor({ state: 'visible', timeout: 30_000 });
      await modal.getByRole('button', { name: '한 번에 보기' }).click();
      await noSidewaysOverflow(page);
      await shot(page, 'result-complete');
      await modal.getByRole('button', { name: '창 닫기' }).click();

      await page.goto(webUrl('/mypage'));
      await page.getByRole('region', { name: '콘텐츠 관리' }).getByRole('button', { name: '내 콘텐츠 관리' }).click();
      const list = page.getByRole('dialog', { name: '내 콘텐츠' });
      await list.getByRole('row').nth(1).waitFor();
      await noSidewaysOverflow(page);
      await shot(page, 'mypage-list');
      await list
        .getByRole('button', { name: /상세 보기$/ })
        .first()
        .click();
      await page.getByRole('dialog', { name: '콘텐츠 상세' }).getByRole('heading', { level: 3 }).first().waitFor();
      await noSidewaysOverflow(page);
      await shot(page, 'mypage-detail');
      await page
        .getByRole('dialog', { name: '콘텐츠 상세' })
        .getByRole('button', { name: '삭제', exact: true })
        .click();
      await page.getByRole('dialog', { name: '콘텐츠 삭제' }).waitFor();
      await shot(page, 'mypage-delete');
      await page.keyboard.press('Escape');
      await page.keyboard.press('Escape');

      for (const viewport of [MOBILE, DESKTOP]) {
        await page.setViewportSize(viewport);
        await page.goto(webUrl('/about'));
        await page.getByRole('heading', { level: 1, name: '글감 소개' }).waitFor();
        await noSidewaysOverflow(page);
        await shot(page, 'about', { fullPage: true });
      }
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
