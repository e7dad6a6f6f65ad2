import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generatedPosts, keywordClicks, providerCalls } from '../src/db/schema.ts';
import { seoulDate, seoulDayStart } from '../src/shared/seoul-days.ts';
import {
  adminTestCalls,
  createAdminTestApp,
  expiredAdminToken,
  seedKeyword,
  type AdminTestApp,
  type Method,
} from './admin-setup.ts';
import { socialLogin, type SignedIn } from './helpers.ts';

let t: AdminTestApp;
let alice: SignedIn;
let bob: SignedIn;
const kw: Record<string, number> = {};

const { call, admin, generate } = adminTestCalls(() => t);

beforeAll(async () => {
  t = await createAdminTestApp();
  alice = await socialLogin(t, 'kakao', 'alice@example.com');
  bob = await socialLogin(t, 'naver', 'bob@example.com');
  kw.festival = await seedKeyword(t, { key: 'festival', title: '한강 가을 축제', category: '여행' });
  kw.market = await seedKeyword(t, { key: 'market', title: '코스피 반등 소식', category: '경제' });
  kw.empty = await seedKeyword(t, { key: 'empty', title: '기사 없는 키워드', category: '야구', articleCount: 0 });
}, 90_000);
afterAll(async () => {
  await t?.close();
});

describe('admin routes require an admin token', () => {
  const routes: [Method, string, object?][] = [
    ['GET', '/admin/dashboard/daily-stats/'],
    ['GET', '/admin/dashboard/top-keywords/'],
    ['GET', '/admin/dashboard/clova-stats/'],
    ['GET', '/admin/titles/'],
    ['GET', '/admin/titles/1/'],
    ['PATCH', '/admin/titles/1/title/', { title: '새 제목' }],
    ['PATCH', '/admin/titles/1/toggle/'],
    ['GET', '/admin/titles/1/preview/'],
    ['POST', '/admin/titles/1/regenerate/', {}],
    ['GET', '/admin/generated/'],
    ['GET', '/admin/generated/1/'],
    ['PATCH', '/admin/generated/1/manage/', { is_active: false }],
    ['DELETE', '/admin/generated/1/manage/'],
    ['GET', '/admin/users/'],
    ['GET', '/admin/users/1/generated/'],
  ];

  it.each(routes)('%s %s rejects no token, a member token and an expired admin token', async (method, url, body) => {
    const expired = await expiredAdminToken(t.adminId);
    for (const token of [null, alice.access, expired, 'not-a-jwt']) {
      const response = await call(method, url, token, body);
      expect(response.statusCode, `${method} ${url} with ${token ? 'a token' : 'no token'}`).toBe(401);
      expect(response.json()).toMatchObject({ code: 'unauthorized', detail: expect.any(String) });
    }
  });

  it('answers 401 before validating input', async () => {
    expect((await call('GET', '/admin/users/?page_size=1000', alice.access)).statusCode).toBe(401);
    expect((await call('PATCH', '/admin/titles/abc/title/', null, { title: '' })).statusCode).toBe(401);
  });

  it('changes nothing when refused', async () => {
    const before = await admin('GET', `/admin/titles/${kw.market}/`);
    await call('PATCH', `/admin/titles/${kw.market}/toggle/`, alice.access);
    await call('PATCH', `/admin/titles/${kw.market}/title/`, alice.access, { title: '탈취' });
    expect((await admin('GET', `/admin/titles/${kw.market}/`)).json()).toEqual(before.json());
  });
});

describe('dashboard', () => {
  it('gives 14 Seoul days, newest first, every day present, zeros included', async () => {
    const now = new Date();
    const { db } = t.database;
    // One post late yesterday (Seoul) and one older than the window.
    await db.insert(generatedPosts).values([
      { title: '어제 글', content: '<p>x</p>', createdAt: new Date(seoulDayStart(now).getTime() - 60_000) },
      { title: '오래된 글', content: '<p>x</p>', createdAt: seoulDayStart(now, 20) },
    ]);
    await generate(alice, kw.festival!);
    await generate(bob, kw.festival!);

    const response = await admin('GET', '/admin/dashboard/daily-stats/');
    expect(response.statusCode).toBe(200);
    const days = response.json().data as { date: string; generated_posts: number; collected_keywords: number }[];
    expect(days).toHaveLength(14);
    expect(days[0]!.date).toBe(seoulDate(now));
    for (let i = 1; i < days.length; i += 1) {
      const gap = Date.parse(days[i - 1]!.date) - Date.parse(days[i]!.date);
      expect(gap).toBe(86_400_000);
    }
    expect(days[0]).toMatchObject({ generated_posts: 2, collected_keywords: 3 });
    expect(days[1]).toMatchObject({ generated_posts: 1 });
    expect(days.slice(2).every((d) => d.generated_posts === 0)).toBe(true);
  });

  it('ranks keywords by clicks within the window and honours limit', async () => {
    for (const member of [alice, bob]) {
      expect((await call('POST', `/api/keywords/${kw.market}/click/`, member.access)).statusCode).toBe(201);
    }
    await call('POST', `/api/keywords/${kw.festival}/click/`, alice.access);
    // A click older than the window does not count.
    const longAgo = seoulDayStart(new Date(), 30);
    await t.database.db
      .insert(keywordClicks)
      .values({ keywordId: kw.festival!, hourBucket: longAgo, createdAt: longAgo });

    const top = (await admin('GET', '/admin/dashboard/top-keywords/')).json().data;
    expect(top).toEqual([
      { keyword_id: kw.market, title: '코스피 반등 소식', click_count: 2 },
      { keyword_id: kw.festival, title: '한강 가을 축제', click_count: 1 },
    ]);
    expect((await admin('GET', '/admin/dashboard/top-keywords/?limit=1')).json().data).toHaveLength(1);
    expect((await admin('GET', '/admin/dashboard/top-keywords/?days=60')).json().data[0]).toMatchObject({
      keyword_id: kw.festival,
      click_count: 2,
    });
    const bad = await admin('GET', '/admin/dashboard/top-keywords/?limit=0');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toEqual(expect.any(String));
  });

  it('summarizes recorded provider calls', async () => {
    const { db } = t.database;
    const stats = (await admin('GET', '/admin/dashboard/clova-stats/')).json().data;
    expect(stats.total).toBeGreaterThanOrEqual(2);
    expect(stats).toMatchObject({ success: stats.total, fail: 0, success_rate: 100 });

    await db.insert(providerCalls).values({ provider: 'openai', model: 'm', ok: false, latencyMs: 5, error: 'x' });
    const after = (await admin('GET', '/admin/dashboard/clova-stats/?days=1')).json().data;
    expect(after.total).toBe(stats.total + 1);
    expect(after.fail).toBe(1);
    expect(after.success_rate).toBe(Math.round((stats.total / (stats.total + 1)) * 1000) / 10);
    expect((await admin('GET', '/admin/dashboard/clova-stats/?days=0')).statusCode).toBe(400);
  });
});

describe('users', () => {
  it('lists members with their content count, up to 100 a page', async () => {
    const response = await admin('GET', '/admin/users/?page=1&page_size=100');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.pagination).toEqual({ current_page: 1, total_pages: 1, total_items: 2, page_size: 100 });
    const byEmail = Object.fromEntries(body.data.map((u: { email: string }) => [u.email, u]));
    expect(byEmail['alice@example.com']).toMatchObject({
      user_id: alice.user.id,
      id: alice.user.id,
      provider: 'kakao',
      content_count: 1,
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    expect(byEmail['bob@example.com']).toMatchObject({ provider: 'naver', content_count: 1 });
    expect(body.data[0].email).toBe('bob@example.com'); // newest signup first
    const tooBig = await admin('GET', '/admin/users/?page_size=101');
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json()).toMatchObject({ code: 'validation_error', detail: expect.any(String) });
  });

  it("pages a member's posts by limit and offset", async () => {
    await generate(alice, kw.market!);
    const first = await admin('GET', `/admin/users/${alice.user.id}/generated/?limit=1&offset=0`);
    expect(first.statusCode).toBe(200);
    const data = first.json().data;
    expect(data.user).toMatchObject({ id: alice.user.id, email: 'alice@example.com', provider: 'kakao' });
    expect(data.total_count).toBe(2);
    expect(data.posts).toHaveLength(1);
    expect(data.posts[0]).toMatchObject({ copy_count: 0, title: expect.any(String) });
    expect(data.latest_created_at).toBe(data.posts[0].created_at);
    const second = (await admin('GET', `/admin/users/${alice.user.id}/generated/?limit=1&offset=1`)).json().data;
    expect(second.posts).toHaveLength(1);
    expect(second.posts[0].id).not.toBe(data.posts[0].id);
    expect((await admin('GET', `/admin/users/${alice.user.id}/generated/?offset=2`)).json().data.posts).toEqual([]);
    expect((await admin('GET', `/admin/users/${alice.user.id}/generated/?limit=0`)).statusCode).toBe(400);
  });

  it('answers 404 for an unknown member and an empty list for one without posts', async () => {
    const missing = await admin('GET', '/admin/users/999999/generated/');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().detail).toEqual(expect.any(String));
    const carol = await socialLogin(t, 'kakao', 'carol@example.com');
    const empty = (await admin('GET', `/admin/users/${carol.user.id}/generated/`)).json().data;
    expect(empty).toMatchObject({ posts: [], total_count: 0, latest_created_at: null });
  });
});
