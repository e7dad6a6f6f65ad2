import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keywords } from '../src/db/schema.ts';
import { createAdminTestApp, seedKeyword, type AdminTestApp } from './admin-setup.ts';
import { bearer, createListeningTestApp, socialLogin, type SignedIn, type TestApp } from './helpers.ts';

let t: TestApp & { baseUrl: string };
let member: SignedIn;
const ids: number[] = [];

beforeAll(async () => {
  t = await createListeningTestApp();
  member = await socialLogin(t, 'kakao', 'clicker@example.com');
  const now = Date.now();
  const rows = await t.database.db
    .insert(keywords)
    .values([
      {
        storyKey: 's1',
        title: '오래된 경제 소식',
        category: '경제',
        trendScore: 1,
        collectedAt: new Date(now - 3_600_000),
      },
      { storyKey: 's2', title: '새로운 여행 소식', category: '여행', trendScore: 5, collectedAt: new Date(now) },
      {
        storyKey: 's3',
        title: '숨긴 야구 소식',
        category: '야구',
        trendScore: 9,
        collectedAt: new Date(now),
        isActive: false,
      },
    ])
    .returning({ id: keywords.id });
  ids.push(...rows.map((r) => r.id));
});
afterAll(async () => {
  await t.close();
});

const list = async (query: string, token?: string) =>
  (await t.app.inject({ url: `/api/keywords/?${query}`, ...(token ? { headers: bearer(token) } : {}) })).json();

describe('keyword list', () => {
  it('shows only active keywords, sorted by latest, trending and popular', async () => {
    expect((await list('sort=latest')).data.map((k: { title: string }) => k.title)).toEqual([
      '새로운 여행 소식',
      '오래된 경제 소식',
    ]);
    expect((await list('sort=trending')).data[0].title).toBe('새로운 여행 소식');
    await t.app.inject({ method: 'POST', url: `/api/keywords/${ids[0]}/click/`, headers: bearer(member.access) });
    expect((await list('sort=popular')).data[0].title).toBe('오래된 경제 소식');
  });

  it('puts a member’s interests first', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/user/interests/',
      headers: bearer(member.access),
      payload: { categories: ['경제'] },
    });
    expect((await list('sort=latest', member.access)).data[0].category).toBe('경제');
  });

  it('pages with the requested size', async () => {
    const page = await list('page=2&page_size=1');
    expect(page.data).toHaveLength(1);
    expect(page.pagination).toEqual({ current_page: 2, total_pages: 2, total_items: 2, page_size: 1 });
  });
});

describe('keyword clicks', () => {
  it('counts a member once per keyword per hour', async () => {
    const click = () =>
      t.app.inject({ method: 'POST', url: `/api/keywords/${ids[1]}/click/`, headers: bearer(member.access) });
    const first = await click();
    expect(first.statusCode).toBe(201);
    expect(first.json().message).toEqual(expect.any(String));
    expect((await click()).statusCode).toBe(201);
    const [row] = await t.database.db
      .select({ clicks: keywords.clickCount })
      .from(keywords)
      .where(eq(keywords.id, ids[1]!));
    expect(row!.clicks).toBe(1);
  });

  it('needs a member and an active keyword', async () => {
    expect((await t.app.inject({ method: 'POST', url: `/api/keywords/${ids[1]}/click/` })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/keywords/${ids[2]}/click/`, headers: bearer(member.access) }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/keywords/abc/click/', headers: bearer(member.access) }))
        .statusCode,
    ).toBe(400);
  });
});

describe('the visitor list served from memory', () => {
  let admin: AdminTestApp;
  beforeAll(async () => {
    admin = await createAdminTestApp();
  }, 60_000);
  afterAll(async () => {
    await admin?.close();
  });
  const visitorTitles = async () =>
    ((await admin.app.inject({ url: '/api/keywords/' })).json().data as { title: string }[]).map((k) => k.title);

  it('shows an admin’s rename and toggle to visitors at once', async () => {
    const id = await seedKeyword(admin, { key: 'cache-1', title: '캐시 확인용 소식', category: '맛집' });
    expect(await visitorTitles()).toContain('캐시 확인용 소식');

    const renamed = await admin.app.inject({
      method: 'PATCH',
      url: `/admin/titles/${id}/title/`,
      headers: bearer(admin.adminAccess),
      payload: { title: '이름을 바꾼 소식' },
    });
    expect(renamed.statusCode).toBe(200);
    expect(await visitorTitles()).toContain('이름을 바꾼 소식');

    const toggled = await admin.app.inject({
      method: 'PATCH',
      url: `/admin/titles/${id}/toggle/`,
      headers: bearer(admin.adminAccess),
    });
    expect(toggled.json().data.is_active).toBe(false);
    expect(await visitorTitles()).not.toContain('이름을 바꾼 소식');
  });
});
