// Streamed generation (ADR 012) in Chromium: with an OpenAI-compatible writer that streams, the
// result modal shows the draft as the model writes it, then the stored post, complete at once.
// The product runs with its own database and a fake model streaming at 80 tokens/s.
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type FakeOpenAiServer,
  sampleDraft,
  startFakeOpenAiServer,
} from '../apps/api/test/fakes/fake-openai-server.ts';
import { signUpMember } from './support/accounts.ts';
import { browserAvailable, DESKTOP, launchBrowser, MOBILE } from './support/browser.ts';
import { type SampleNewsSite, startSampleNewsSite } from './support/sample-news-site.ts';
import { type ServerUnderTest, startProduct, stopProduct, WEB_DIST } from './support/product.ts';

const SCREENSHOTS = process.env.E2E_SCREENSHOT_DIR;

describe.skipIf(!browserAvailable() || !WEB_DIST)('streamed generation in the result modal', () => {
  let llm: FakeOpenAiServer;
  let news: SampleNewsSite;
  let server: ServerUnderTest | undefined;
  let browser: Browser;

  beforeAll(async () => {
    llm = await startFakeOpenAiServer({ tokensPerSecond: 80 });
    // The news the sample draft is written from, so the writer's fact check keeps the streamed draft.
    news = await startSampleNewsSite();
    server = await startProduct(WEB_DIST!, {
      LLM_BASE_URL: llm.baseUrl,
      LLM_MODEL: 'fake-stream',
      NEWS_FEEDS: `여행=${news.feedUrl}`,
    });
    browser = await launchBrowser();
  }, 150_000);
  afterAll(async () => {
    await browser?.close();
    await stopProduct(server);
    await llm?.close();
    await news?.close();
  });

  it('shows the draft while it is written, then the whole post without typing it again (375 px)', async () => {
    const context = await browser.newContext({ viewport: MOBILE, locale: 'ko-KR' });
    const page = await context.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    try {
      await signUpMember(page, 'naver', { origin: server!.webUrl });

      const grid = page.getByRole('list', { name: '추천 키워드' });
      await grid.getByRole('article').first().getByRole('button').click();
      const modal = page.getByRole('dialog');
      const preview = modal.getByTestId('result-preview');
      const draft = sampleDraft();

      // The title's words arrive first, while the model is still writing.
      await preview.getByText(draft.title.split(' ')[0]!).first().waitFor({ timeout: 30_000 });
      expect(llm.chatRequests().at(-1)?.finishedAt).toBeUndefined();
      await modal.getByRole('status').getByText('AI가 글을 쓰고 있어요').waitFor();
      await preview.getByText(draft.intro.split(' ').slice(0, 3).join(' ')).waitFor({ timeout: 30_000 });
      expect(await modal.getByTestId('result-article').isHidden()).toBe(true);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      if (SCREENSHOTS) await page.screenshot({ path: path.join(SCREENSHOTS, 'stream-preview-375.png') });

      // The stored post replaces the preview, complete: copy works without "show all".
      const article = modal.getByTestId('result-article');
      await article.waitFor({ state: 'visible', timeout: 60_000 });
      expect(await preview.count()).toBe(0);
      await expect.poll(() => modal.getByRole('button', { name: '복사하기' }).isEnabled()).toBe(true);
      // Copy is ready as soon as the post exists; the post shows complete (nothing to type) a tick later.
      // (On phones the button leaves the toolbar once there is nothing to type; elsewhere it is disabled.)
      const showAll = modal.getByRole('button', { name: '한 번에 보기' });
      await expect.poll(async () => (await showAll.count()) === 0 || (await showAll.isDisabled())).toBe(true);
      expect(await article.innerText()).toContain(draft.closing);
      await expect.poll(() => modal.getByRole('heading', { level: 2 }).first().innerText()).toBe(draft.title);
      // Reading starts from the top of the finished post, not where the preview had scrolled to.
      expect(await modal.getByLabel('생성된 글').evaluate((element) => element.scrollTop)).toBe(0);
      if (SCREENSHOTS) await page.screenshot({ path: path.join(SCREENSHOTS, 'stream-done-375.png') });

      // The same at 1440 px, with another keyword.
      await modal.getByRole('button', { name: '창 닫기' }).click();
      await page.setViewportSize(DESKTOP);
      await grid.getByRole('article').nth(1).getByRole('button').click();
      await preview.getByText(draft.intro.split(' ').slice(0, 3).join(' ')).waitFor({ timeout: 30_000 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(
        0,
      );
      if (SCREENSHOTS) await page.screenshot({ path: path.join(SCREENSHOTS, 'stream-preview-1440.png') });
      await article.waitFor({ state: 'visible', timeout: 60_000 });
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 120_000);
});
