// 수집 현황 with a dead news feed (issue 19), in Chromium. The product runs with its own database and two
// feeds: the loopback sample news site, and a loopback port where nothing listens. An operator signed in to the
// admin console sees the live feed's counts and the dead feed's error line, as the API stored them, on a desktop
// and on a phone; and 시스템 상태 names the dead feed.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { dashboardLive, ingestionRunsList } from '@geulgam/contracts';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { browserAvailable, DESKTOP, launchBrowser, MOBILE, type Viewport } from './support/browser.ts';
import { freePort, type ServerUnderTest, startProduct, stopProduct, WEB_DIST } from './support/product.ts';
import { type SampleNewsSite, startSampleNewsSite } from './support/sample-news-site.ts';

const ADMIN_EMAIL = 'admin@example.com';
const ADMIN_PASSWORD = 'admin1234!';
const SHOTS = process.env.E2E_SCREENSHOT_DIR;
/** The server's 시스템 상태 while one feed's latest run has failed (and ingestion is not stale). */
const DEAD_FEEDS_WARNING = '뉴스 출처 1곳의 최근 수집이 실패했어요. 수집 현황에서 오류를 확인해 주세요.';

type Source = z.infer<typeof ingestionRunsList>['data'][number];
type Run = Source['runs'][number];
type LiveStatus = z.infer<typeof dashboardLive>['data']['status'];

/**
 * The cells of a run's row as the table shows them: time, items, new, duplicates, failed pages, EUC-KR pages,
 * robots.txt skips, canonical duplicates, result.
 */
const rowCells = (run: Run) => [
  String(run.items),
  String(run.stored),
  String(run.duplicates),
  String(run.failed),
  String(run.euc_kr_pages),
  String(run.robots_skipped),
  String(run.canonical_duplicates),
  run.ok ? '성공' : `오류: ${run.error}`,
];

/**
 * Whether the whole element can be read where it is: inside the viewport sideways, and not cut by a
 * scrolling or clipping box around it (a table scrolled sideways hides what lies past its right edge).
 */
function readableInPlace(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.left < 0 || box.right > window.innerWidth + 0.5) return false;
    if (element.scrollWidth > element.clientWidth + 1) return false;
    for (let parent = element.parentElement; parent; parent = parent.parentElement) {
      const style = getComputedStyle(parent);
      if (style.overflowX === 'visible') continue;
      const clip = parent.getBoundingClientRect();
      if (box.left < clip.left - 0.5 || box.right > clip.right + 0.5) return false;
    }
    return true;
  });
}

describe.skipIf(!browserAvailable() || !WEB_DIST)('수집 현황 with a dead news feed', () => {
  let news: SampleNewsSite;
  let server: ServerUnderTest | undefined;
  let browser: Browser;
  let deadFeedUrl: string;

  async function api<T>(pathname: string, token?: string, body?: unknown): Promise<T> {
    const response = await fetch(`${server!.apiUrl}${pathname}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        Accept: 'application/json',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    expect(response.status, pathname).toBe(200);
    return (await response.json()) as T;
  }

  async function adminToken(): Promise<string> {
    const login = await api<{ access: string }>('/admin/auth/admin-login/', undefined, {
      email: ADMIN_EMAIL,
      password: ADMIN_PASSWORD,
    });
    return login.access;
  }

  async function signIn(page: Page): Promise<void> {
    await page.goto(`${server!.webUrl}/admin/login`);
    await page.getByLabel('이메일').fill(ADMIN_EMAIL);
    await page.getByLabel('비밀번호').fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: '로그인' }).click();
    await page.waitForURL(`${server!.webUrl}/admin/dashboard`);
  }

  async function screenshot(page: Page, name: string, viewport: Viewport): Promise<void> {
    if (!SHOTS) return;
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: path.join(SHOTS, `${name}-${viewport.width}.png`), fullPage: true });
  }

  beforeAll(async () => {
    news = await startSampleNewsSite();
    // A loopback port that was free a moment ago: connections to it are refused, as to a feed whose server is gone.
    deadFeedUrl = `http://127.0.0.1:${await freePort()}/rss.xml`;
    server = await startProduct(WEB_DIST!, {
      LLM_PROVIDER: 'offline',
      NEWS_FEEDS: `여행=${news.feedUrl},경제=${deadFeedUrl}`,
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
    });
    browser = await launchBrowser();
  }, 150_000);

  afterAll(async () => {
    await browser?.close();
    await stopProduct(server);
    await news?.close();
  });

  it('the API stores the dead feed’s error beside the live feed’s counts; the server calls the system fine', async () => {
    const token = await adminToken();
    const { data: sources } = await api<{ data: Source[] }>('/admin/dashboard/ingestion-runs/?per_source=5', token);
    const live = sources.find((source) => source.url === news.feedUrl)!;
    const dead = sources.find((source) => source.url === deadFeedUrl)!;
    expect(live.runs).toHaveLength(1);
    expect(live.runs[0]).toMatchObject({ ok: true, items: 3, error: null });
    expect(live.runs[0]!.stored).toBeGreaterThan(0);
    expect(dead.runs).toHaveLength(1);
    expect(dead.runs[0]).toMatchObject({ ok: false, items: 0, stored: 0 });
    // The server's own line, naming the host it could not reach.
    expect(dead.runs[0]!.error).toContain(new URL(deadFeedUrl).host);

    // Ingestion is not stale (the other source succeeded, and it is not scheduled here), but the server names the
    // dead feed in its status (system-status.ts).
    const { data } = await api<{ data: { status: LiveStatus } }>('/admin/dashboard/live/', token);
    expect(data.status).toMatchObject({ level: 'warning', message: DEAD_FEEDS_WARNING, ingestion: { stale: false } });
    expect(data.status.ingestion.last_success_at).toBe(live.runs[0]!.finished_at);
  });

  for (const viewport of [DESKTOP, MOBILE]) {
    it(`the dashboard shows both feeds as the API answers, and warns of the dead one (${viewport.width} px)`, async () => {
      const context = await browser.newContext({ viewport, locale: 'ko-KR' });
      const page = await context.newPage();
      const pageErrors: string[] = [];
      page.on('pageerror', (error) => pageErrors.push(error.message));
      try {
        await signIn(page);
        const { data: sources } = await api<{ data: Source[] }>(
          '/admin/dashboard/ingestion-runs/?per_source=5',
          await adminToken(),
        );
        const live = sources.find((source) => source.url === news.feedUrl)!;
        const dead = sources.find((source) => source.url === deadFeedUrl)!;

        const ingestion = page.getByRole('region', { name: '수집 현황' });
        const liveSection = ingestion.getByRole('region', { name: `출처 ${live.name}` });
        const deadSection = ingestion.getByRole('region', { name: `출처 ${dead.name}` });
        await deadSection.getByRole('table').waitFor();
        await page.waitForLoadState('networkidle');
        await screenshot(page, 'ingestion-status', viewport);
        if (SHOTS)
          await ingestion.screenshot({ path: path.join(SHOTS, `ingestion-status-panel-${viewport.width}.png`) });

        // The live feed: 정상, and its run's counts. (The pill is the only span saying so; 실패 also heads a column.)
        const pill = (section: Locator, text: string) =>
          section.getByText(text, { exact: true }).and(page.locator('span'));
        expect(await pill(liveSection, '정상').count()).toBe(1);
        expect(await liveSection.textContent()).toContain(news.feedUrl);
        const liveRow = liveSection.getByRole('row').nth(1);
        const liveCells = await liveRow.getByRole('cell').allTextContents();
        expect(liveCells.slice(1)).toEqual(rowCells(live.runs[0]!));
        expect(await liveRow.locator('time').getAttribute('datetime')).toBe(live.runs[0]!.finished_at);

        // The dead feed: 실패, and the error line the server stored, readable where it stands.
        expect(await pill(deadSection, '실패').count()).toBe(1);
        expect(await deadSection.textContent()).toContain(deadFeedUrl);
        const deadRow = deadSection.getByRole('row').nth(1);
        expect((await deadRow.getByRole('cell').allTextContents()).slice(1)).toEqual(rowCells(dead.runs[0]!));
        const errorLines = deadSection.getByText(dead.runs[0]!.error!);
        let readable = 0;
        for (const line of await errorLines.all()) if (await readableInPlace(line)) readable += 1;
        expect(readable, 'the error line can be read without scrolling sideways').toBeGreaterThanOrEqual(1);

        // 시스템 상태: the server's warning about the dead feed, with the time of the last success.
        const status = page.getByRole('group', { name: '시스템 상태' });
        await status.getByText(DEAD_FEEDS_WARNING).waitFor();
        const statusText = await status.textContent();
        expect(statusText).not.toContain('모든 서비스 정상');
        expect(statusText).toContain('마지막 수집 성공');

        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
        expect(pageErrors).toEqual([]);
      } finally {
        await context.close();
      }
    }, 60_000);
  }
});
