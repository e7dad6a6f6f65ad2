// Beyond the recommended keyword (ADR 038), in Chromium against a product of its own: a member writes a post from
// two links of a local news site (one good, one gone), reads why the bad one failed, opens the post with its
// source linked and finds it in My page and in the library; a visitor reads today's briefing, whose links lead to
// the stories' articles. axe finds nothing serious on the three pages at phone and desktop widths.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEMBER_ARTICLE, startMemberNewsSite, type MemberNewsSite } from '../apps/api/test/fakes/member-news-site.ts';
import { signUpMember } from './support/accounts.ts';
import { describeViolations, seriousViolations } from './support/axe.ts';
import { browserAvailable, DESKTOP, launchBrowser, MOBILE, shot, type Viewport } from './support/browser.ts';
import { type SampleNewsSite, startSampleNewsSite } from './support/sample-news-site.ts';
import { type ServerUnderTest, startProduct, stopProduct, WEB_DIST } from './support/product.ts';

// Past the shared run's ports (scripts/e2e.mjs: 18000/18001/13000 + the offset), inside the offset's range.
const base = Number(process.env.E2E_PORT_OFFSET ?? 0);
const PRODUCT_PORTS = { api: 18_050 + base, proxy: 18_051 + base, web: 13_050 + base };

async function check(page: Page, name: string) {
  await page.waitForTimeout(300); // transitions settle before axe reads the colours
  await shot(page, `own-topic-${name}`, { fullPage: true });
  const violations = await seriousViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

describe.skipIf(!browserAvailable() || !WEB_DIST)('own topic, briefing and library', () => {
  let news: SampleNewsSite;
  let site: MemberNewsSite;
  let server: ServerUnderTest | undefined;
  let browser: Browser;
  const url = (pathname: string) => `${server!.webUrl}${pathname}`;

  beforeAll(async () => {
    news = await startSampleNewsSite();
    site = await startMemberNewsSite();
    server = await startProduct(
      WEB_DIST!,
      {
        LLM_PROVIDER: 'offline',
        NEWS_FEEDS: `여행=${news.feedUrl}`,
        TOPIC_LINK_ALLOW_HOSTS: site.hostPort,
      },
      PRODUCT_PORTS,
    );
    browser = await launchBrowser();
  }, 150_000);
  afterAll(async () => {
    await browser?.close();
    await stopProduct(server);
    await news?.close();
    await site?.close();
  });

  async function open(viewport: Viewport) {
    const context = await browser.newContext({ viewport, locale: 'ko-KR' });
    const page = await context.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    return { context, page, pageErrors };
  }

  it('writes a post from two links: the failing one is explained, the post is made from the good one and found again', async () => {
    const { context, page, pageErrors } = await open(DESKTOP);
    try {
      await signUpMember(page, 'kakao', { origin: server!.webUrl, categories: ['여행'] });
      await page.goto(url('/blogWrite'));
      await check(page, 'write-empty');
      await page.getByRole('textbox', { name: '주제' }).fill('폐교가 청소년 창작 공간으로');
      await page.getByRole('textbox', { name: '뉴스 링크 1' }).fill(site.articleUrl);
      await page.getByRole('button', { name: '링크 추가' }).click();
      await page.getByRole('textbox', { name: '뉴스 링크 2' }).fill(site.goneUrl);
      await page.getByRole('button', { name: '이 주제로 글 만들기' }).click();

      // The post opens in the desk; nothing is edited.
      const desk = page.getByRole('dialog');
      await desk.getByTestId('result-article').waitFor({ state: 'visible', timeout: 60_000 });
      const title = (await desk.getByRole('heading', { level: 2 }).first().textContent())!.trim();
      const source = desk.getByTestId('result-article').getByRole('link', { name: MEMBER_ARTICLE.title });
      expect(await source.getAttribute('href')).toBe(site.articleUrl);
      await desk.getByRole('button', { name: '창 닫기' }).click();

      const failed = page.getByRole('list', { name: '읽지 못한 링크' });
      expect(await failed.innerText()).toContain(site.goneUrl);
      expect(await failed.innerText()).toContain('페이지를 찾을 수 없어요');
      const result = page.getByRole('region', { name: '글을 만들었어요' });
      expect(await result.getByRole('link', { name: MEMBER_ARTICLE.title }).getAttribute('href')).toBe(site.articleUrl);
      await check(page, 'write-done');

      await page.goto(url('/mypage'));
      await page.getByRole('region', { name: '내 콘텐츠' }).getByRole('row').filter({ hasText: title }).waitFor();

      await page.goto(url('/blogList'));
      const card = page.getByRole('list', { name: '내 글' }).getByRole('listitem').filter({ hasText: title });
      await card.waitFor();
      expect(await card.innerText()).toContain('내 주제');
      expect(await card.innerText()).toContain('새 글');
      await check(page, 'library');
      await page.getByRole('searchbox', { name: '제목이나 키워드로 찾기' }).fill('폐교');
      await page.getByRole('button', { name: '찾기' }).click();
      await page.getByText('조건에 맞는 글 1편').waitFor();
      await card.getByRole('button', { name: title }).click();
      await page.getByRole('dialog').getByTestId('result-article').waitFor({ state: 'visible', timeout: 30_000 });
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 180_000);

  it('fits a phone: the write form and the library at 375 px', async () => {
    const { context, page, pageErrors } = await open(MOBILE);
    try {
      await signUpMember(page, 'naver', { origin: server!.webUrl, categories: ['여행'] });
      await page.goto(url('/blogWrite'));
      await page.getByRole('textbox', { name: '주제' }).waitFor();
      await check(page, 'write-empty');
      await page.getByRole('textbox', { name: '주제' }).fill('내부 주소');
      await page.getByRole('textbox', { name: '뉴스 링크 1' }).fill('http://10.0.0.7/news');
      await page.getByRole('button', { name: '이 주제로 글 만들기' }).click();
      await page.getByText(/내부망 주소이거나/).waitFor();
      await check(page, 'write-refused');
      await page.goto(url('/blogList'));
      await page.getByText('아직 만든 글이 없어요').waitFor();
      await check(page, 'library-empty');
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 120_000);

  it('lets a visitor read today’s briefing, whose links lead to the stories’ sources', async () => {
    for (const viewport of [MOBILE, DESKTOP]) {
      const { context, page, pageErrors } = await open(viewport);
      try {
        await page.goto(url('/news-summary'));
        const story = page.getByRole('article').first();
        await story.waitFor({ timeout: 30_000 });
        await check(page, 'briefing');
        const link = story
          .getByRole('list', { name: /출처 기사/ })
          .getByRole('link')
          .first();
        const href = (await link.getAttribute('href'))!;
        expect(href.startsWith(new URL(news.feedUrl).origin)).toBe(true);
        const [article] = await Promise.all([context.waitForEvent('page'), link.click()]);
        await article.waitForLoadState();
        expect(article.url()).toBe(href);
        await article.close();
        // A visitor who wants to write about it signs in first.
        await story.getByRole('button', { name: '이 소식으로 글쓰기' }).click();
        await page.waitForURL((to) => to.pathname === '/login');
        expect(pageErrors).toEqual([]);
      } finally {
        await context.close();
      }
    }
  }, 120_000);
});
