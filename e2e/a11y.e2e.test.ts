import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpMember } from './support/accounts.ts';
import { describeViolations, seriousViolations } from './support/axe.ts';
import {
  browserAvailable,
  CHROMIUM_PATH,
  DESKTOP,
  launchBrowser,
  MOBILE,
  shot,
  type Viewport,
  WEB_URL,
  webUrl,
} from './support/browser.ts';
import { homeWithKeywords, keywordList } from './support/home.ts';

/**
 * Violations known and reported to their owners, each as narrow as one rule on one element, so that any
 * other violation still fails. Remove an entry when it is fixed.
 * (None today: the result modal's reading area is a named region.)
 */
const KNOWN: { id: string; node: RegExp }[] = [];

/** Every check: no serious or critical axe-core violation, at desktop and phone widths. */
async function expectAccessible(page: Page, where: string, include?: string) {
  await page.waitForTimeout(300); // dialogs fade in before axe reads their colours
  await shot(page, `a11y-${where.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '')}`);
  const violations = (await seriousViolations(page, include))
    .map((violation) => ({
      ...violation,
      nodes: violation.nodes.filter(
        (node) => !KNOWN.some((known) => known.id === violation.id && known.node.test(node)),
      ),
    }))
    .filter((violation) => violation.nodes.length > 0);
  expect.soft(violations, `${where}\n${describeViolations(violations)}`).toEqual([]);
}

async function openContext(browser: Browser, viewport: Viewport) {
  // bypassCSP: axe-core is injected into pages whose CSP allows only the app's own scripts.
  const context = await browser.newContext({ viewport, locale: 'ko-KR', baseURL: WEB_URL, bypassCSP: true });
  const page = await context.newPage();
  return { context, page };
}

describe.skipIf(!browserAvailable())(`axe-core in Chromium (${CHROMIUM_PATH})`, () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it.each([
    ['desktop', DESKTOP],
    ['phone', MOBILE],
  ])('public pages (%s): home as a visitor, login, terms, privacy', async (_name, viewport) => {
    const { context, page } = await openContext(browser, viewport);
    try {
      await homeWithKeywords(page);
      await expectAccessible(page, 'home (visitor)');
      for (const [path, heading] of [
        ['/login', '로그인'],
        ['/terms', '서비스 이용약관'],
        ['/privacy', '개인정보 처리방침'],
      ] as const) {
        await page.goto(webUrl(path));
        await page.getByRole('heading', { level: 1, name: heading }).waitFor();
        await expectAccessible(page, path);
      }
    } finally {
      await context.close();
    }
  });

  it.each([
    ['desktop', DESKTOP],
    ['phone', MOBILE],
  ])('a member (%s): home, the result modal reading and editing, My page and its modals', async (_name, viewport) => {
    const { context, page } = await openContext(browser, viewport);
    page.on('dialog', (dialog) => void dialog.accept());
    try {
      await signUpMember(page, 'kakao', { categories: ['경제'] });
      await homeWithKeywords(page);
      await expectAccessible(page, 'home (member)');

      // The result modal, reading.
      await keywordList(page).getByRole('article').getByRole('button').first().click();
      const article = page.getByTestId('result-article');
      await article.waitFor({ state: 'visible', timeout: 30_000 });
      await expectAccessible(page, 'result modal (reading)');
      await page.getByRole('dialog').getByRole('button', { name: '창 닫기' }).click();

      // My page with its list and 연동.
      await page.goto(webUrl('/mypage'));
      const contents = page.getByRole('region', { name: '내 콘텐츠' });
      await contents.getByRole('row').nth(1).waitFor();
      await page.getByRole('region', { name: '연동' }).getByRole('button', { name: '연결하기' }).waitFor();
      await expectAccessible(page, 'My page');

      // The 연동 form with its errors shown.
      await page.getByRole('region', { name: '연동' }).getByRole('button', { name: '연결하기' }).click();
      await page.getByText('사용자 이름을 입력해 주세요.').waitFor();
      await expectAccessible(page, 'My page, 연동 with field errors');

      // The SPEC's modals.
      const account = page.getByRole('region', { name: '계정 관리' });
      await account.getByRole('button', { name: '기본 정보 보기' }).click();
      await page.getByRole('dialog', { name: '기본 정보' }).getByText('@example.com').first().waitFor();
      await expectAccessible(page, 'basic info modal');
      await page.keyboard.press('Escape');
      await account.getByRole('button', { name: '닉네임·관심사 수정' }).click();
      await page.getByRole('dialog', { name: /프로필/ }).waitFor();
      await expectAccessible(page, 'profile edit modal');
      await page.keyboard.press('Escape');
      await account.getByRole('button', { name: '회원 탈퇴' }).click();
      await page.getByRole('dialog', { name: /탈퇴/ }).waitFor();
      await expectAccessible(page, 'account deletion modal');
      await page.keyboard.press('Escape');

      await page.getByRole('region', { name: '콘텐츠 관리' }).getByRole('button', { name: '목록' }).click();
      const list = page.getByRole('dialog', { name: '내 콘텐츠' });
      await list.getByRole('row').nth(1).waitFor();
      await expectAccessible(page, 'content list modal');
      await list
        .getByRole('button', { name: /상세 보기$/ })
        .first()
        .click();
      const detail = page.getByRole('dialog', { name: '콘텐츠 상세' });
      await detail.getByRole('button', { name: '복사하기' }).waitFor();
      await expectAccessible(page, 'content detail');
      await detail.getByRole('button', { name: '내보내기' }).click();
      await detail.getByRole('list', { name: '내보낼 형식' }).waitFor();
      await expectAccessible(page, 'content detail, export formats open');
      await page.keyboard.press('Escape');
      await detail.getByRole('button', { name: '삭제', exact: true }).click();
      await page.getByRole('dialog', { name: '콘텐츠 삭제' }).getByRole('button', { name: '삭제하기' }).waitFor();
      await expectAccessible(page, 'content delete confirmation');
      await page.getByRole('dialog', { name: '콘텐츠 삭제' }).getByRole('button', { name: '취소' }).click();

      // The result modal from My page: reading (열기) and editing (편집하기).
      await detail.getByRole('button', { name: '열기' }).click();
      await page.getByTestId('result-article').waitFor({ state: 'visible', timeout: 15_000 });
      await expectAccessible(page, 'result modal from My page (reading)');
      await page.getByRole('dialog').last().getByRole('button', { name: '창 닫기' }).click();
      await detail.getByRole('button', { name: '편집하기' }).click();
      await page.getByRole('textbox', { name: '본문 편집' }).waitFor({ timeout: 15_000 });
      await expectAccessible(page, 'result modal (editing)');
    } finally {
      await context.close();
    }
  });

  it.each([
    ['desktop', DESKTOP],
    ['phone', MOBILE],
  ])(
    'the admin console (%s): dashboard, keywords, generated content, users and their dialogs',
    async (_name, viewport) => {
      const { context, page } = await openContext(browser, viewport);
      page.on('dialog', (dialog) => void dialog.accept());
      try {
        // A member with a post, so the lists have rows and the users screen a card with content.
        await signUpMember(page, 'naver', { categories: ['경제'] });
        await homeWithKeywords(page);
        await keywordList(page).getByRole('article').getByRole('button').first().click();
        await page.getByTestId('result-article').waitFor({ state: 'visible', timeout: 30_000 });
        await page.getByRole('dialog').getByRole('button', { name: '창 닫기' }).click();

        await page.goto(webUrl('/admin/login'));
        await page.getByRole('heading', { level: 1, name: '관리자 로그인' }).waitFor();
        await expectAccessible(page, 'admin login');
        await page.getByLabel('이메일').fill('admin@example.com');
        await page.getByLabel('비밀번호').fill('admin1234!');
        await page.getByRole('button', { name: '로그인' }).click();
        await page.waitForURL(webUrl('/admin/dashboard'));
        await page.getByRole('region', { name: '실시간 현황' }).getByText('오늘 활동한 회원').waitFor();
        await page
          .getByRole('list', { name: '인기 키워드 순위' })
          .or(page.getByText('아직 클릭된 키워드가 없어요.'))
          .waitFor();
        await expectAccessible(page, 'admin dashboard');

        await page.goto(webUrl('/admin/keywords'));
        const keywords = page.getByRole('list', { name: /키워드 목록/ });
        await keywords.getByRole('listitem').first().waitFor();
        await expectAccessible(page, 'admin keywords');
        await keywords.getByRole('button', { name: '상세', exact: true }).first().click();
        await page.getByRole('dialog').getByRole('heading', { name: '기사 본문' }).waitFor();
        await expectAccessible(page, 'admin keyword detail');
        await page.keyboard.press('Escape');

        await page.goto(webUrl('/admin/generated'));
        const generated = page.getByRole('list', { name: '생성 콘텐츠 목록' });
        await generated.getByRole('listitem').first().waitFor();
        await expectAccessible(page, 'admin generated content');
        await generated.getByRole('listitem').first().getByRole('button').first().click();
        await page.getByRole('dialog').waitFor();
        await expectAccessible(page, 'admin generated content detail');
        await page.keyboard.press('Escape');

        await page.goto(webUrl('/admin/users'));
        const users = page.getByRole('list', { name: '사용자 목록' });
        await users
          .getByRole('button', { name: /상세 보기$/ })
          .first()
          .waitFor();
        await expectAccessible(page, 'admin users');
        await users
          .getByRole('button', { name: /상세 보기$/ })
          .first()
          .click();
        await page.getByRole('dialog').waitFor();
        await expectAccessible(page, 'admin user posts');
      } finally {
        await context.close();
      }
    },
  );
});
