// The header's way to the pages (issue 30): the briefing for everyone, the member's own pages (내 주제로 글쓰기,
// 내 글, 글감 챗봇) for members; at 375 px behind the menu toggle, at 1440 px in the bar; reachable with the
// keyboard and the current page marked. Screenshots of the four pages at 375 and 1440 px when
// E2E_SCREENSHOT_DIR is set (full pages, for comparing styles before and after a change).
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mainNav, signUpMember } from './support/accounts.ts';
import { describeViolations, seriousViolations } from './support/axe.ts';
import {
  browserAvailable,
  DESKTOP,
  launchBrowser,
  MOBILE,
  openPage,
  shot,
  type Viewport,
  webUrl,
} from './support/browser.ts';
import { openFirstPost } from './support/home.ts';

/** The four pages, each with what shows it is ready. */
const PAGES: { path: string; name: string; ready: (page: Page) => Promise<void> }[] = [
  {
    path: '/news-summary',
    name: 'briefing',
    ready: (page) => page.getByRole('article').first().waitFor({ timeout: 30_000 }),
  },
  {
    path: '/blogWrite',
    name: 'write',
    ready: (page) => page.getByRole('heading', { level: 1, name: '내 주제로 글쓰기' }).waitFor(),
  },
  {
    path: '/blogList',
    name: 'library',
    ready: (page) => page.getByRole('list', { name: '내 글' }).getByRole('listitem').first().waitFor(),
  },
  {
    path: '/chatBot',
    name: 'chat',
    ready: async (page) => {
      await page.getByRole('combobox', { name: '다듬을 글' }).selectOption({ index: 1 });
      await page.getByRole('group', { name: '다시 쓰는 방법' }).waitFor();
    },
  },
];

const MEMBER_LINKS = ['내 주제로 글쓰기', '내 글', '글감 챗봇'];
const navLink = (page: Page, name: string) => mainNav(page).getByRole('link', { name, exact: true });
const menuToggle = (page: Page) => mainNav(page).getByRole('button', { name: /^메뉴 (열기|닫기)$/ });

/** Presses Tab until the named link of the bar has the focus (at most `limit` times); false if it never does. */
async function tabTo(page: Page, name: string, limit = 25): Promise<boolean> {
  const link = navLink(page, name);
  for (let step = 0; step < limit; step += 1) {
    await page.keyboard.press('Tab');
    if (await link.evaluate((element) => element === document.activeElement)) return true;
  }
  return false;
}

/** With the keyboard alone from the bar's first link (the brand): on a phone the menu toggle first, then the link. */
async function followByKeyboard(page: Page, name: string, phone: boolean) {
  await mainNav(page).getByRole('link', { name: '글감 홈' }).focus();
  if (phone) {
    const toggle = menuToggle(page);
    for (
      let step = 0;
      step < 10 && !(await toggle.evaluate((element) => element === document.activeElement));
      step += 1
    ) {
      await page.keyboard.press('Tab');
    }
    await page.keyboard.press('Enter');
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
  }
  expect(await tabTo(page, name), `Tab reaches ${name}`).toBe(true);
  await page.keyboard.press('Enter');
}

/** The bar's links stand in one row inside the bar, and nothing spills sideways. */
async function barFits(page: Page) {
  const bar = await mainNav(page).evaluate((nav) => {
    const box = nav.getBoundingClientRect();
    const items = Array.from(nav.querySelectorAll('li > a, li > button')).map((item) => item.getBoundingClientRect());
    return {
      rows: new Set(items.map((item) => Math.round(item.top))).size,
      inside: items.every((item) => item.left >= box.left && item.right <= box.right),
      height: Math.round(box.height),
      sideways: Math.max(0, document.documentElement.scrollWidth - window.innerWidth),
    };
  });
  expect(bar).toEqual({ rows: 1, inside: true, height: 64, sideways: 0 });
}

describe.skipIf(!browserAvailable())('the header leads to the pages in Chromium', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it.each<[string, Viewport]>([
    ['phone', MOBILE],
    ['desktop', DESKTOP],
  ])(
    'a visitor on a %s finds the briefing by keyboard; the member pages are not offered',
    async (name, viewport) => {
      const { page, context, pageErrors } = await openPage(browser, viewport);
      const phone = name === 'phone';
      try {
        await page.goto(webUrl('/'));
        await page.getByRole('heading', { level: 1 }).waitFor();
        await followByKeyboard(page, '뉴스 브리핑', phone);
        await page.waitForURL(webUrl('/news-summary'));
        await page.getByRole('heading', { level: 1, name: '오늘의 뉴스 브리핑' }).waitFor();
        if (phone) await menuToggle(page).click();
        expect(await navLink(page, '뉴스 브리핑').getAttribute('aria-current')).toBe('page');
        for (const member of MEMBER_LINKS) expect(await navLink(page, member).count()).toBe(0);
        await shot(page, 'pages-nav-visitor', { fullPage: true });
        if (phone) await page.keyboard.press('Escape');
        expect(await seriousViolations(page), '/news-summary (visitor)').toEqual([]);
        // A visitor who asks for a member's page by its address is told to sign in, or sent there (the library).
        for (const [path, shotName] of [
          ['/blogWrite', 'write-visitor'],
          ['/chatBot', 'chat-visitor'],
        ] as const) {
          await page.goto(webUrl(path));
          await page.getByRole('main').getByRole('link', { name: '로그인하러 가기' }).waitFor();
          await shot(page, `pages-${shotName}`, { fullPage: true });
          const violations = await seriousViolations(page);
          expect(violations, `${path}\n${describeViolations(violations)}`).toEqual([]);
        }
        await page.goto(webUrl('/blogList'));
        await page.waitForURL(webUrl('/login'));
        expect(pageErrors).toEqual([]);
      } finally {
        await context.close();
      }
    },
    60_000,
  );

  it.each<[string, Viewport]>([
    ['phone', MOBILE],
    ['desktop', DESKTOP],
  ])(
    'a member on a %s reaches each own page by keyboard, marked as the current one',
    async (name, viewport) => {
      const { page, context, pageErrors } = await openPage(browser, viewport);
      const phone = name === 'phone';
      try {
        await signUpMember(page, 'naver', { categories: ['경제'] });
        const headings: Record<string, string> = {
          '내 주제로 글쓰기': '내 주제로 글쓰기',
          '내 글': '내 글 보관함',
          '글감 챗봇': '글감 챗봇',
        };
        for (const link of MEMBER_LINKS) {
          await followByKeyboard(page, link, phone);
          await page.getByRole('heading', { level: 1, name: headings[link] }).waitFor();
          if (phone) {
            expect(await navLink(page, link).isVisible()).toBe(false);
            await menuToggle(page).click();
          }
          expect(await navLink(page, link).getAttribute('aria-current')).toBe('page');
          expect(await navLink(page, '홈').getAttribute('aria-current')).toBeNull();
          if (link === '내 글') await shot(page, 'pages-nav-member', { fullPage: true });
          if (phone) await page.keyboard.press('Escape');
        }
        if (!phone) {
          await barFits(page);
          // The narrowest width with the bar, with the admin's link too (a member who is also an admin).
          await page.evaluate(() => {
            localStorage.setItem('adminToken', 'x');
            window.dispatchEvent(new Event('admin-auth-change'));
          });
          await navLink(page, '관리자').waitFor();
          for (const width of [1280, 1100, 992]) {
            await page.setViewportSize({ width, height: 800 });
            await barFits(page);
          }
          await shot(page, 'pages-nav-member-narrowest', { fullPage: true });
        }
        expect(pageErrors).toEqual([]);
      } finally {
        await context.close();
      }
    },
    90_000,
  );

  it.each<[string, Viewport]>([
    ['phone', MOBILE],
    ['desktop', DESKTOP],
  ])(
    'a member on a %s: the four pages, styled as they are, with nothing serious for axe',
    async (_name, viewport) => {
      const { page, context, pageErrors } = await openPage(browser, viewport);
      try {
        await signUpMember(page, 'kakao', { categories: ['경제'] });
        const desk = await openFirstPost(page);
        await desk.getByRole('button', { name: '창 닫기' }).click();
        for (const target of PAGES) {
          await page.goto(webUrl(target.path));
          await target.ready(page);
          await shot(page, `pages-${target.name}`, { fullPage: true });
          const violations = await seriousViolations(page);
          expect(violations, `${target.path}\n${describeViolations(violations)}`).toEqual([]);
        }
        expect(pageErrors).toEqual([]);
      } finally {
        await context.close();
      }
    },
    180_000,
  );
});
