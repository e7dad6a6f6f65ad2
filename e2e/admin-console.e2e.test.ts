import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_URL, readStorage, signUpMember } from './support/accounts.ts';
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

const ADMIN_EMAIL = 'admin@example.com';
const ADMIN_PASSWORD = 'admin1234!';
/** When set, each admin screen is captured at 1440 px and 375 px into this folder. */

interface Keyword {
  id: number;
  title: string;
  category: string;
}

async function api<T>(
  method: string,
  pathname: string,
  token?: string,
  body?: unknown,
): Promise<{ status: number; body: T }> {
  const response = await fetch(`${API_URL}${pathname}`, {
    method,
    headers: {
      Accept: 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T };
}

async function signInAdmin(page: Page): Promise<void> {
  await page.goto(webUrl('/admin/login'));
  await page.getByLabel('이메일').fill(ADMIN_EMAIL);
  await page.getByLabel('비밀번호').fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: '로그인' }).click();
  await page.waitForURL(webUrl('/admin/dashboard'));
}

/** Every active keyword the member home can list (visitor view). */
async function homeKeywordIds(): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 1; page <= 50; page += 1) {
    const { body } = await api<{ data: Keyword[]; pagination: { total_pages: number } }>(
      'GET',
      `/api/keywords/?sort=latest&page=${page}&page_size=100`,
    );
    ids.push(...body.data.map((keyword) => keyword.id));
    if (page >= body.pagination.total_pages) break;
  }
  return ids;
}

async function screenshot(page: Page, name: string, viewport: Viewport): Promise<void> {
  // Only when screenshots are asked for: the viewport change must not steer the test itself.
  if (!process.env.E2E_SCREENSHOT_DIR) return;
  await page.setViewportSize(viewport);
  await shot(page, name, { fullPage: true });
}

describe.skipIf(!browserAvailable())('admin console in Chromium', () => {
  let browser: Browser;
  let admin: { context: BrowserContext; page: Page; pageErrors: string[] };
  let adminToken: string;
  let memberToken: string;
  let memberEmail: string;
  let generatedKeyword: Keyword;
  let editedKeyword: Keyword;
  const memberPostIds: number[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();

    // A member signs in through the OAuth emulator and generates two posts.
    const member = await openPage(browser, DESKTOP);
    try {
      memberEmail = (await signUpMember(member.page, 'kakao')).email;
      memberToken = (await readStorage(member.page, 'accessToken')) ?? '';
    } finally {
      await member.context.close();
    }
    expect(memberToken).not.toBe('');

    const { body: keywords } = await api<{ data: Keyword[] }>('GET', '/api/keywords/?sort=latest&page=1&page_size=12');
    expect(keywords.data.length).toBeGreaterThanOrEqual(2);
    [generatedKeyword, editedKeyword] = keywords.data as [Keyword, Keyword];
    for (const keyword of [generatedKeyword, editedKeyword]) {
      const { status, body } = await api<{ status: string; post_id: number }>('POST', '/api/generate/', memberToken, {
        keyword_id: keyword.id,
      });
      expect(status).toBe(200);
      expect(body.status).toBe('success');
      memberPostIds.push(body.post_id);
    }

    // A click makes the keyword a top keyword on the dashboard.
    expect((await api('POST', `/api/keywords/${generatedKeyword.id}/click/`, memberToken)).status).toBe(201);

    const login = await api<{ access: string }>('POST', '/admin/auth/admin-login/', undefined, {
      email: ADMIN_EMAIL,
      password: ADMIN_PASSWORD,
    });
    adminToken = login.body.access;

    admin = await openPage(browser, DESKTOP);
    await signInAdmin(admin.page);
  }, 180_000);

  afterAll(async () => {
    await admin?.context.close();
    await browser?.close();
  });

  it('the dashboard shows the chart and the numbers of the database', async () => {
    const { page } = admin;
    const { body: daily } = await api<{ data: Array<{ generated_posts: number }> }>(
      'GET',
      '/admin/dashboard/daily-stats/',
      adminToken,
    );
    const { body: calls } = await api<{ data: { total: number } }>(
      'GET',
      '/admin/dashboard/clova-stats/?days=7',
      adminToken,
    );
    const today = daily.data[0]!.generated_posts;
    const week = daily.data.slice(0, 7).reduce((sum, day) => sum + day.generated_posts, 0);
    expect(today).toBeGreaterThanOrEqual(2);

    await page.goto(webUrl('/admin/dashboard'));
    const todayCard = page.getByRole('group', { name: '오늘 생성' });
    await todayCard.waitFor();
    expect(await todayCard.locator('p').first().textContent()).toBe(String(today));
    const weekCard = page.getByRole('group', { name: '최근 7일 생성' });
    expect(await weekCard.locator('p').first().textContent()).toBe(String(week));
    expect(await weekCard.textContent()).toContain(`하루 평균 ${Math.round(week / 7)}건`);
    const callsCard = page.getByRole('group', { name: 'AI 호출 (7일)' });
    expect(await callsCard.locator('p').first().textContent()).toBe(String(calls.data.total));
    expect(await page.getByRole('list', { name: '최근 14일 일별 생성 수' }).getByRole('listitem').count()).toBe(14);
    // The live panel is the server's: after member requests it counts the member, as /metrics does.
    const live = page.getByRole('region', { name: '실시간 현황' });
    await live.getByText('최근 5분 접속 회원').waitFor();
    const scrape = await fetch(`${API_URL}/metrics`, { headers: { Authorization: `Bearer ${adminToken}` } });
    expect(scrape.status).toBe(200);
    const activeMembers = Number(/^geulgam_active_members (\d+)$/m.exec(await scrape.text())?.[1]);
    expect(activeMembers).toBeGreaterThanOrEqual(1);
    const liveText = await live.textContent();
    expect(liveText).toContain(`${activeMembers}명`);
    expect(liveText).not.toContain('샘플 수치');
    expect(await page.getByRole('group', { name: '시스템 상태' }).textContent()).toContain('모든 서비스 정상');
    // 수집 현황 lists the demo newsroom's feed with the run that filled the database.
    const ingestion = page.getByRole('region', { name: '수집 현황' });
    await ingestion.getByRole('table').first().waitFor();
    expect(await ingestion.textContent()).toContain('성공');
    // Other browser tests click keywords too (the order of the files is not fixed): the list shows what the
    // database ranks first, and the keyword clicked above is on it.
    const { body: ranking } = await api<{ data: Array<{ keyword_id: number; title: string }> }>(
      'GET',
      '/admin/dashboard/top-keywords/',
      adminToken,
    );
    const ranked = page.getByRole('list', { name: '인기 키워드 순위' }).getByRole('listitem');
    expect(await ranked.first().textContent()).toContain(ranking.data[0]!.title);
    expect(ranking.data.map((keyword) => keyword.keyword_id)).toContain(generatedKeyword.id);
    const clicked = ranked.filter({ hasText: generatedKeyword.title }).first();
    expect(await clicked.textContent()).toContain(`ID ${generatedKeyword.id}`);

    await page.getByRole('button', { name: '새로고침' }).click();
    await page.getByRole('button', { name: '새로고침' }).waitFor();
    await screenshot(page, 'dashboard', DESKTOP);
    await screenshot(page, 'dashboard', MOBILE);
    await page.setViewportSize(DESKTOP);
    expect(admin.pageErrors).toEqual([]);
  });

  it('a keyword title edit and the public/private switch persist; a private keyword leaves the member home', async () => {
    const { page } = admin;
    const newTitle = `관리자 수정 ${Date.now().toString(36)}`;
    await page.goto(webUrl('/admin/keywords'));
    const search = page.getByRole('searchbox', { name: '제목 또는 카테고리 검색' });
    await search.fill(editedKeyword.title);
    await search.press('Enter');
    const card = page.getByRole('article', { name: editedKeyword.title }).first();
    await card.waitFor();
    await screenshot(page, 'keywords', DESKTOP);
    await screenshot(page, 'keywords', MOBILE);
    await page.setViewportSize(DESKTOP);

    await card.getByRole('button', { name: '상세' }).click();
    let dialog = page.getByRole('dialog', { name: '키워드 상세' });
    const field = dialog.getByRole('textbox', { name: '제목' });
    await field.waitFor();
    expect(await field.inputValue()).toBe(editedKeyword.title);
    await field.fill(`  ${newTitle}  `);
    await dialog.getByRole('button', { name: '제목 저장' }).click();
    await dialog.getByText('제목을 저장했어요.').waitFor();

    const toggle = dialog.getByRole('switch', { name: '공개 상태' });
    expect(await toggle.getAttribute('aria-checked')).toBe('true');
    await toggle.click();
    await dialog.locator('[role="switch"][aria-checked="false"]').waitFor();
    await screenshot(page, 'keyword-detail', DESKTOP);
    await screenshot(page, 'keyword-detail', MOBILE);
    await page.setViewportSize(DESKTOP);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    // Persisted: a fresh load finds the new title and the private state.
    await page.reload();
    await search.fill(newTitle);
    await page.getByRole('button', { name: '검색' }).click();
    const edited = page.getByRole('article', { name: newTitle });
    await edited.waitFor();
    expect(await edited.textContent()).toContain('비공개');
    const { body: detail } = await api<{ data: { title: string; is_active: boolean } }>(
      'GET',
      `/admin/titles/${editedKeyword.id}/`,
      adminToken,
    );
    expect(detail.data).toMatchObject({ title: newTitle, is_active: false });
    expect(await homeKeywordIds()).not.toContain(editedKeyword.id);

    // Public again: the keyword is back on the member home.
    await edited.getByRole('button', { name: '상세' }).click();
    dialog = page.getByRole('dialog', { name: '키워드 상세' });
    await dialog.getByRole('switch', { name: '공개 상태' }).click();
    await dialog.locator('[role="switch"][aria-checked="true"]').waitFor();
    await dialog.getByRole('button', { name: '창 닫기' }).click();
    expect(await homeKeywordIds()).toContain(editedKeyword.id);
  });

  it('the preview shows the generated post; a regeneration puts a new post there', async () => {
    const { page } = admin;
    const before = await api<{ data: { created_at: string } }>(
      'GET',
      `/admin/titles/${generatedKeyword.id}/preview/`,
      adminToken,
    );
    expect(before.status).toBe(200);

    await page.goto(webUrl('/admin/keywords'));
    const search = page.getByRole('searchbox', { name: '제목 또는 카테고리 검색' });
    await search.fill(generatedKeyword.title);
    await search.press('Enter');
    const card = page.getByRole('article', { name: generatedKeyword.title }).first();
    await card.waitFor();
    await card.getByRole('button', { name: 'AI 미리보기' }).click();
    const dialog = page.getByRole('dialog', { name: 'AI 미리보기' });
    await dialog.getByRole('region', { name: 'AI 생성 본문' }).waitFor();
    await screenshot(page, 'keyword-preview', DESKTOP);
    await screenshot(page, 'keyword-preview', MOBILE);
    await page.setViewportSize(DESKTOP);

    await dialog.getByRole('button', { name: 'AI 재생성 요청' }).click();
    await dialog.getByRole('button', { name: '재생성 중…' }).waitFor();
    await dialog
      .getByText('재생성 요청이 완료되었어요. 결과가 반영되었는지 확인해 주세요.')
      .waitFor({ timeout: 120_000 });
    const after = await api<{ data: { created_at: string } }>(
      'GET',
      `/admin/titles/${generatedKeyword.id}/preview/`,
      adminToken,
    );
    expect(after.body.data.created_at).not.toBe(before.body.data.created_at);
    await dialog.getByRole('region', { name: 'AI 생성 본문' }).waitFor();
    await page.keyboard.press('Escape');
  }, 150_000);

  it('counts active members from real activity, the same on the dashboard and the users page', async () => {
    const { page } = admin;
    const live = await api<{ data: { active_members: number; active_members_today: number } }>(
      'GET',
      '/admin/dashboard/live/',
      adminToken,
    );
    // The member signed in today (beforeAll), whatever share of all members that is.
    expect(live.body.data.active_members_today).toBeGreaterThanOrEqual(1);
    await page.goto(webUrl('/admin/dashboard'));
    const today = page.getByRole('region', { name: '실시간 현황' }).getByText('오늘 활동한 회원');
    await today.waitFor();
    const onDashboard = await page.locator('dt', { hasText: '오늘 활동한 회원' }).locator('xpath=../dd').textContent();
    await page.goto(webUrl('/admin/users'));
    const card = page.getByRole('group', { name: '오늘 활동한 회원' });
    await card.getByText('최근 5분 접속 회원').waitFor();
    const onUsers = (await card.textContent()) ?? '';
    expect(onUsers).not.toContain('30%');
    expect(onDashboard).toMatch(/^\d+명/);
    expect(onUsers).toContain(`오늘 활동한 회원${onDashboard!.match(/^\d+/)![0]}`);
  });

  it('the users page shows the member with the right content count and their posts', async () => {
    const { page } = admin;
    await page.goto(webUrl('/admin/users'));
    await page.getByRole('list', { name: '사용자 목록' }).waitFor();
    await screenshot(page, 'users', DESKTOP);
    await screenshot(page, 'users', MOBILE);
    await page.setViewportSize(DESKTOP);
    await page.getByRole('searchbox', { name: '이메일 또는 ID 검색' }).fill(memberEmail);
    const card = page.getByRole('button', { name: `${memberEmail} 상세 보기` });
    await card.waitFor();
    const listItem = page.getByRole('list', { name: '사용자 목록' }).getByRole('listitem').filter({ has: card });
    expect(await listItem.getByTestId('content-count').textContent()).toBe('콘텐츠 2개');

    await card.click();
    const dialog = page.getByRole('dialog', { name: memberEmail });
    const posts = dialog.getByRole('list', { name: '생성한 콘텐츠 목록' }).getByRole('listitem');
    await posts.first().waitFor();
    expect(await posts.count()).toBe(2);
    expect(await dialog.textContent()).toContain('총 2개');
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
    await screenshot(page, 'user-modal', DESKTOP);
    await screenshot(page, 'user-modal', MOBILE);
    await page.setViewportSize(DESKTOP);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });

  it('a hidden post leaves the member’s lists; a deleted one is gone', async () => {
    const { page } = admin;
    const [hiddenId, deletedId] = memberPostIds as [number, number];
    await page.goto(webUrl('/admin/generated'));
    await page.getByLabel('작성자 이메일').fill(memberEmail);
    await page.getByRole('button', { name: '검색' }).click();
    const list = page.getByRole('list', { name: '생성 콘텐츠 목록' });
    await list.waitFor();
    await page.waitForFunction(() => document.querySelectorAll('[aria-label="생성 콘텐츠 목록"] article').length === 2);
    await screenshot(page, 'generated', DESKTOP);
    await screenshot(page, 'generated', MOBILE);
    await page.setViewportSize(DESKTOP);

    const { body: hiddenPost } = await api<{ data: { title: string } }>(
      'GET',
      `/admin/generated/${hiddenId}/`,
      adminToken,
    );
    const { body: deletedPost } = await api<{ data: { title: string } }>(
      'GET',
      `/admin/generated/${deletedId}/`,
      adminToken,
    );

    // Hide from the detail modal, after the confirmation.
    await list.getByRole('article', { name: hiddenPost.data.title }).getByRole('button', { name: '상세' }).click();
    const detail = page.getByRole('dialog', { name: hiddenPost.data.title });
    await detail.getByRole('region', { name: '본문 미리보기' }).waitFor();
    await screenshot(page, 'generated-detail', DESKTOP);
    await screenshot(page, 'generated-detail', MOBILE);
    await page.setViewportSize(DESKTOP);
    await detail.getByRole('button', { name: '비공개로 전환' }).click();
    const hideConfirm = page.getByRole('dialog', { name: '비공개로 전환' });
    expect(await hideConfirm.textContent()).toContain('되돌릴 수 없어요');
    await hideConfirm.getByRole('button', { name: '비공개로 전환' }).click();
    await detail.waitFor({ state: 'detached' });
    await list
      .getByRole('article', { name: hiddenPost.data.title })
      .getByRole('button', { name: '이미 비공개' })
      .waitFor();

    expect((await api('GET', `/api/posts/${hiddenId}/`, memberToken)).status).toBe(404);
    const mine = await api<{ data: Array<{ id: number }> }>('GET', '/api/mypage/posts/', memberToken);
    expect(mine.body.data.map((post) => post.id)).not.toContain(hiddenId);
    expect(mine.body.data.map((post) => post.id)).toContain(deletedId);

    // Delete from the card: the detail opens with the question already asked.
    await list.getByRole('article', { name: deletedPost.data.title }).getByRole('button', { name: '삭제' }).click();
    const deleteConfirm = page.getByRole('dialog', { name: '영구 삭제' });
    await deleteConfirm.waitFor();
    await screenshot(page, 'generated-delete-confirm', MOBILE);
    await page.setViewportSize(DESKTOP);
    await deleteConfirm.getByRole('button', { name: '영구 삭제' }).click();
    await deleteConfirm.waitFor({ state: 'detached' });
    await page.waitForFunction(() => document.querySelectorAll('[aria-label="생성 콘텐츠 목록"] article').length === 1);

    expect((await api('GET', `/admin/generated/${deletedId}/`, adminToken)).status).toBe(404);
    const after = await api<{ data: Array<{ id: number }> }>('GET', '/api/mypage/posts/', memberToken);
    expect(after.body.data.map((post) => post.id)).not.toContain(deletedId);
    expect(admin.pageErrors).toEqual([]);
  });

  it('nothing sticks out sideways at 375 px', async () => {
    const { context, page } = await openPage(browser, MOBILE);
    try {
      await signInAdmin(page);
      for (const screen of ['dashboard', 'keywords', 'generated', 'users']) {
        await page.goto(webUrl(`/admin/${screen}`));
        await page.getByRole('heading', { level: 1 }).waitFor();
        await page.waitForLoadState('networkidle');
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, screen).toBeLessThanOrEqual(0);
      }
    } finally {
      await context.close();
    }
  });
});
