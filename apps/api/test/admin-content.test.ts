import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog, generatedPosts, keywords, providerCalls } from '../src/db/schema.ts';
import type { JobDefinition } from '../src/jobs/job.ts';
import { regeneratePostJob } from '../src/jobs/registry.ts';
import {
  adminTestCalls,
  createAdminTestApp,
  type Method,
  seedKeyword,
  waitForJob,
  type AdminTestApp,
} from './admin-setup.ts';
import { socialLogin, type SignedIn } from './helpers.ts';

let t: AdminTestApp;
let alice: SignedIn;
let bob: SignedIn;
const kw: Record<string, number> = {};
const posts: Record<string, number> = {};

const { call, admin, generate } = adminTestCalls(() => t);

async function auditRows(action: string, targetId: number) {
  return t.database.db
    .select()
    .from(adminAuditLog)
    .where(and(eq(adminAuditLog.action, action), eq(adminAuditLog.targetId, String(targetId))));
}

beforeAll(async () => {
  t = await createAdminTestApp();
  alice = await socialLogin(t, 'kakao', 'alice@example.com');
  bob = await socialLogin(t, 'naver', 'bob@example.com');
  const hour = 3_600_000;
  const now = Date.now();
  kw.festival = await seedKeyword(t, {
    key: 'festival',
    title: '한강 가을 축제',
    category: '여행',
    createdAt: new Date(now - 3 * hour),
  });
  kw.market = await seedKeyword(t, {
    key: 'market',
    title: '코스피 반등 소식',
    category: '경제',
    createdAt: new Date(now - 2 * hour),
  });
  kw.ballpark = await seedKeyword(t, {
    key: 'ballpark',
    title: '가을 야구 개막',
    category: '야구',
    createdAt: new Date(now - hour),
  });
  kw.empty = await seedKeyword(t, { key: 'empty', title: '100% 할인_행사', category: '맛집', articleCount: 0 });
  posts.aliceFestival = await generate(alice, kw.festival);
  posts.bobFestival = await generate(bob, kw.festival);
  posts.bobMarket = await generate(bob, kw.market);
}, 90_000);
afterAll(async () => {
  await t?.close();
});

describe('titles list', () => {
  it('lists keywords newest first with their article and latest post', async () => {
    const response = await admin('GET', '/admin/titles/?page=1&page_size=20&sort=created_desc');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.pagination).toEqual({ current_page: 1, total_pages: 1, total_items: 4, page_size: 20 });
    expect(body.data.map((k: { id: number }) => k.id)).toEqual([kw.empty, kw.ballpark, kw.market, kw.festival]);
    const festival = body.data.find((k: { id: number }) => k.id === kw.festival);
    expect(festival).toMatchObject({
      title: '한강 가을 축제',
      category: '여행',
      is_active: true,
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T.*(Z|[+-]\d{2}:\d{2})$/),
      original_url: 'https://news.example.com/festival/0',
      content: expect.stringContaining('한강 가을 축제 소식'),
      image_1_url: expect.stringContaining(encodeURIComponent('https://img.example.com/festival/0.jpg')),
      image_2_url: null,
      generated_post: { content: expect.stringContaining('<') },
    });
    const empty = body.data.find((k: { id: number }) => k.id === kw.empty);
    expect(empty).toMatchObject({ content: '', original_url: null, image_1_url: null, generated_post: null });
  });

  it('searches title and category, matching % and _ literally', async () => {
    const titles = async (query: string) =>
      (await admin('GET', `/admin/titles/?${query}`)).json().data.map((k: { id: number }) => k.id);
    expect(await titles('search=' + encodeURIComponent('가을'))).toEqual([kw.ballpark, kw.festival]);
    expect(await titles('search=' + encodeURIComponent(' 경제 '))).toEqual([kw.market]);
    expect(await titles('search=' + encodeURIComponent('100%'))).toEqual([kw.empty]);
    expect(await titles('search=' + encodeURIComponent('%'))).toEqual([kw.empty]);
    expect(await titles('search=' + encodeURIComponent('없는검색어'))).toEqual([]);
    expect(await titles('search=')).toHaveLength(4);
  });

  it('pages and sorts', async () => {
    const page = (await admin('GET', '/admin/titles/?page=2&page_size=3')).json();
    expect(page.data).toHaveLength(1);
    expect(page.pagination).toEqual({ current_page: 2, total_pages: 2, total_items: 4, page_size: 3 });
    const asc = (await admin('GET', '/admin/titles/?sort=created_asc&page_size=1')).json().data[0].id;
    expect(asc).toBe(kw.festival);
    const byTitle = (await admin('GET', '/admin/titles/?sort=title_asc'))
      .json()
      .data.map((k: { title: string }) => k.title);
    expect(byTitle).toEqual([...byTitle].sort());
    for (const bad of ['sort=random', 'page=0', 'page_size=101', 'page=abc']) {
      const response = await admin('GET', `/admin/titles/?${bad}`);
      expect(response.statusCode, bad).toBe(400);
      expect(response.json().detail).toEqual(expect.any(String));
    }
  });
});

describe('title detail, edit and toggle', () => {
  it('shows the article and the latest generated post', async () => {
    const response = await admin('GET', `/admin/titles/${kw.festival}/`);
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toMatchObject({
      id: kw.festival,
      title: '한강 가을 축제',
      is_active: true,
      article: { content: expect.stringContaining('축제'), origin_link: 'https://news.example.com/festival/0' },
      original_url: 'https://news.example.com/festival/0',
      generated_post: { content: expect.stringContaining('<'), image_1_url: expect.any(String) },
    });
    const [latest] = await t.database.db
      .select({ content: generatedPosts.content })
      .from(generatedPosts)
      .where(eq(generatedPosts.id, posts.bobFestival!));
    expect(data.generated_post.content).toBe(latest!.content);
    expect((await admin('GET', `/admin/titles/${kw.empty}/`)).json().data.generated_post).toBeNull();
  });

  it('answers 404 for unknown keywords and 400 for bad ids', async () => {
    for (const url of ['/admin/titles/999999/', '/admin/titles/999999/preview/']) {
      const response = await admin('GET', url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ code: 'not_found', detail: expect.any(String) });
    }
    expect((await admin('PATCH', '/admin/titles/999999/title/', { title: '제목' })).statusCode).toBe(404);
    expect((await admin('PATCH', '/admin/titles/999999/toggle/')).statusCode).toBe(404);
    expect((await admin('POST', '/admin/titles/999999/regenerate/', {})).statusCode).toBe(404);
    expect((await admin('GET', '/admin/titles/abc/')).statusCode).toBe(400);
  });

  it('writes no audit row for a change to an unknown keyword or post', async () => {
    expect((await admin('PATCH', '/admin/titles/999998/title/', { title: '제목' })).json().detail).toBe(
      '키워드를 찾을 수 없어요.',
    );
    expect((await admin('PATCH', '/admin/titles/999998/toggle/')).statusCode).toBe(404);
    expect((await admin('PATCH', '/admin/generated/999998/manage/', { is_active: false })).statusCode).toBe(404);
    expect((await admin('DELETE', '/admin/generated/999998/manage/')).json().detail).toBe(
      '생성된 글을 찾을 수 없어요.',
    );
    for (const action of ['title.update', 'title.toggle', 'generated.hide', 'generated.delete']) {
      expect(await auditRows(action, 999998), action).toEqual([]);
    }
  });

  it('saves a trimmed title and refuses a blank one in Korean', async () => {
    const saved = await admin('PATCH', `/admin/titles/${kw.market}/title/`, { title: '  코스피 2,600 회복  ' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ data: { id: kw.market, title: '코스피 2,600 회복' } });
    expect((await admin('GET', `/admin/titles/${kw.market}/`)).json().data.title).toBe('코스피 2,600 회복');

    for (const payload of [{ title: '   ' }, { title: '' }, {}, { title: 'x'.repeat(201) }]) {
      const refused = await admin('PATCH', `/admin/titles/${kw.market}/title/`, payload);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ code: 'validation_error', detail: expect.stringMatching(/[가-힣]/) });
    }
    const blank = await admin('PATCH', `/admin/titles/${kw.market}/title/`, { title: '  ' });
    expect(blank.json().title).toEqual(['제목을 입력해 주세요.']);

    const [audit] = await auditRows('title.update', kw.market!);
    expect(audit).toMatchObject({
      adminId: t.adminId,
      targetType: 'keyword',
      detail: { from: '코스피 반등 소식', to: '코스피 2,600 회복' },
    });
    expect(audit!.createdAt).toBeInstanceOf(Date);
  });

  it('toggles public/private; a private keyword leaves the member home', async () => {
    const memberIds = async () =>
      (await call('GET', '/api/keywords/?page_size=100')).json().data.map((k: { id: number }) => k.id);
    expect(await memberIds()).toContain(kw.ballpark);

    const off = await admin('PATCH', `/admin/titles/${kw.ballpark}/toggle/`);
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ data: { id: kw.ballpark, title: '가을 야구 개막', is_active: false } });
    expect(await memberIds()).not.toContain(kw.ballpark);
    expect((await admin('GET', `/admin/titles/${kw.ballpark}/`)).json().data.is_active).toBe(false);

    const on = await admin('PATCH', `/admin/titles/${kw.ballpark}/toggle/`);
    expect(on.json().data.is_active).toBe(true);
    expect(await memberIds()).toContain(kw.ballpark);

    const audits = await auditRows('title.toggle', kw.ballpark!);
    expect(audits.map((a) => a.detail)).toEqual([{ is_active: false }, { is_active: true }]);
  });
});

describe('preview and regeneration', () => {
  it('answers 204 with no body when nothing was generated, else the latest post', async () => {
    const none = await admin('GET', `/admin/titles/${kw.ballpark}/preview/`);
    expect(none.statusCode).toBe(204);
    expect(none.body).toBe('');

    const preview = await admin('GET', `/admin/titles/${kw.festival}/preview/`);
    expect(preview.statusCode).toBe(200);
    expect(preview.json().data).toMatchObject({
      title: expect.any(String),
      content: expect.stringContaining('<'),
      copy_count: 0,
      created_at: expect.any(String),
      image_1_url: expect.stringContaining('/api/v1/internal/proxy-image?url='),
    });
  });

  it('waits for the job and answers 200 done with the new post, which the preview shows at once', async () => {
    const { db } = t.database;
    const [callsBefore] = await db.select({ n: count() }).from(providerCalls);
    const response = await admin('POST', `/admin/titles/${kw.ballpark}/regenerate/`, {});
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json();
    expect(data).toEqual({ status: 'done', job_id: expect.any(String), post_id: expect.any(Number) });
    expect(await t.queue.state(regeneratePostJob as unknown as JobDefinition, data.job_id)).toBe('completed');

    // The seed's console reads the preview right after the call returns: the new post is there.
    const preview = await admin('GET', `/admin/titles/${kw.ballpark}/preview/`);
    expect(preview.statusCode).toBe(200);
    expect(preview.json().data.content).toContain('가을 야구 개막');
    const [stored] = await db.select().from(generatedPosts).where(eq(generatedPosts.keywordId, kw.ballpark!));
    expect(stored).toMatchObject({ id: data.post_id, userId: null, provider: 'offline', isActive: true });
    expect(stored!.status).toBe('success');
    expect(stored!.regenerationKey).toEqual(expect.any(String));
    const [callsAfter] = await db.select({ n: count() }).from(providerCalls);
    expect(callsAfter!.n).toBe(callsBefore!.n + 1);

    const [audit] = await auditRows('title.regenerate', kw.ballpark!);
    expect(audit).toMatchObject({ adminId: t.adminId, detail: { job_id: data.job_id } });

    // A second regeneration adds another post and the preview follows the newest one.
    const againResponse = await admin('POST', `/admin/titles/${kw.ballpark}/regenerate/`);
    expect(againResponse.statusCode, againResponse.body).toBe(200);
    const again = againResponse.json().data;
    expect(again.post_id).toBeGreaterThan(stored!.id);
    expect((await admin('GET', `/admin/titles/${kw.ballpark}/preview/`)).json().data.created_at).toBe(
      (await db.select().from(generatedPosts).where(eq(generatedPosts.id, again.post_id)))[0]!.createdAt.toISOString(),
    );
  });

  it('answers 202 queued when the job has not finished within REGENERATE_WAIT_SECONDS', async () => {
    const configured = t.config.REGENERATE_WAIT_SECONDS;
    // The app reads the bound on every call; no wait at all stands in for a job slower than the bound.
    t.config.REGENERATE_WAIT_SECONDS = 0;
    try {
      const response = await admin('POST', `/admin/titles/${kw.market}/regenerate/`, {});
      expect(response.statusCode, response.body).toBe(202);
      const { data } = response.json();
      expect(data).toEqual({ status: 'queued', job_id: expect.any(String) });
      // The job still runs to the end; the preview shows its post then.
      const state = await waitForJob(t.queue, regeneratePostJob as unknown as JobDefinition, data.job_id);
      expect(state).toBe('completed');
    } finally {
      t.config.REGENERATE_WAIT_SECONDS = configured;
    }
  });

  it('refuses a keyword without articles and a body with unknown fields', async () => {
    const refused = await admin('POST', `/admin/titles/${kw.empty}/regenerate/`, {});
    expect(refused.statusCode).toBe(400);
    expect(refused.json().detail).toMatch(/기사/);
    expect((await admin('POST', `/admin/titles/${kw.festival}/regenerate/`, { force: true })).statusCode).toBe(400);
  });

  it('is idempotent: a retried job with the same key stores one post', async () => {
    const { db } = t.database;
    const key = crypto.randomUUID();
    const context = { database: t.database, config: t.config, logger: t.app.log, views: t.app.views };
    const payload = { keyword_id: kw.market!, regeneration_key: key, admin_id: t.adminId };
    const first = (await regeneratePostJob.handler(payload, context)) as { post_id: number };
    const second = (await regeneratePostJob.handler(payload, context)) as { post_id: number };
    expect(second.post_id).toBe(first.post_id);
    const [rows] = await db.select({ n: count() }).from(generatedPosts).where(eq(generatedPosts.regenerationKey, key));
    expect(rows!.n).toBe(1);
  });
});

describe('generated posts', () => {
  type Item = { id: number; user_email: string | null; is_active: boolean; title: string };
  const list = async (query: string) => {
    const response = await admin('GET', `/admin/generated/?${query}`);
    expect(response.statusCode, query).toBe(200);
    return response.json() as { data: Item[]; pagination: { total_items: number; total_pages: number } };
  };

  it('lists every post newest first with the member email', async () => {
    const body = await list('page=1&page_size=20');
    expect(body.data[0]).toMatchObject({
      id: expect.any(Number),
      title: expect.any(String),
      content: expect.any(String),
      is_active: true,
      copy_count: 0,
      created_at: expect.any(String),
    });
    const ids = body.data.map((p) => p.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const alices = body.data.find((p) => p.id === posts.aliceFestival);
    expect(alices?.user_email).toBe('alice@example.com');
    expect(body.data.some((p) => p.user_email === null)).toBe(true); // admin regenerations
  });

  it('filters by email and title (trimmed, blank ignored) and pages', async () => {
    const byEmail = await list(`email=${encodeURIComponent('  BOB@example ')}`);
    expect(byEmail.data.map((p) => p.id).sort()).toEqual([posts.bobFestival, posts.bobMarket].sort());
    const all = await list('');
    expect((await list('email=&title=%20%20')).pagination.total_items).toBe(all.pagination.total_items);
    const [festivalPost] = await t.database.db
      .select({ title: generatedPosts.title })
      .from(generatedPosts)
      .where(eq(generatedPosts.id, posts.aliceFestival!));
    const byTitle = await list(`title=${encodeURIComponent(festivalPost!.title.slice(0, 6))}&email=alice`);
    expect(byTitle.data.map((p) => p.id)).toEqual([posts.aliceFestival]);
    const paged = await list('page=2&page_size=2');
    expect(paged.data.length).toBeLessThanOrEqual(2);
    expect(paged.pagination.total_pages).toBe(Math.ceil(all.pagination.total_items / 2));
    expect((await admin('GET', '/admin/generated/?is_active=yes')).statusCode).toBe(400);
    expect((await admin('GET', '/admin/generated/?page_size=0')).statusCode).toBe(400);
  });

  it('shows one post and answers 404 for unknown ids', async () => {
    const one = await admin('GET', `/admin/generated/${posts.bobMarket}/`);
    expect(one.statusCode).toBe(200);
    expect(one.json().data).toMatchObject({ id: posts.bobMarket, user_email: 'bob@example.com', is_active: true });
    for (const [method, url, payload] of [
      ['GET', '/admin/generated/999999/'],
      ['PATCH', '/admin/generated/999999/manage/', { is_active: false }],
      ['DELETE', '/admin/generated/999999/manage/'],
    ] as [Method, string, object?][]) {
      const response = await admin(method, url, payload);
      expect(response.statusCode, url).toBe(404);
      expect(response.json().detail).toEqual(expect.any(String));
    }
  });

  it('hides a post for good: it leaves the member’s lists and links', async () => {
    for (const payload of [{ is_active: true }, {}, { is_active: 'false' }]) {
      expect((await admin('PATCH', `/admin/generated/${posts.aliceFestival}/manage/`, payload)).statusCode).toBe(400);
    }
    expect((await call('GET', `/api/posts/${posts.aliceFestival}/`, alice.access)).statusCode).toBe(200);

    const hidden = await admin('PATCH', `/admin/generated/${posts.aliceFestival}/manage/`, { is_active: false });
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json()).toMatchObject({
      message: expect.any(String),
      data: { id: posts.aliceFestival, is_active: false },
    });

    expect((await call('GET', `/api/posts/${posts.aliceFestival}/`, alice.access)).statusCode).toBe(404);
    expect((await call('GET', `/api/mypage/posts/${posts.aliceFestival}/`, alice.access)).statusCode).toBe(404);
    const mine = (await call('GET', '/api/mypage/posts/', alice.access)).json();
    expect(mine.data.map((p: { id: number }) => p.id)).not.toContain(posts.aliceFestival);
    const keywordsForAlice = (await call('GET', '/api/keywords/?page_size=100', alice.access)).json().data;
    expect(keywordsForAlice.find((k: { id: number }) => k.id === kw.festival).is_generated).toBe(false);

    expect((await list('is_active=true')).data.map((p) => p.id)).not.toContain(posts.aliceFestival);
    expect((await list('is_active=false')).data.map((p) => p.id)).toEqual([posts.aliceFestival]);
    expect((await admin('GET', `/admin/generated/${posts.aliceFestival}/`)).json().data.is_active).toBe(false);

    const [audit] = await auditRows('generated.hide', posts.aliceFestival!);
    expect(audit).toMatchObject({ adminId: t.adminId, targetType: 'generated_post' });
  });

  it('deletes a post with 204', async () => {
    const removed = await admin('DELETE', `/admin/generated/${posts.bobMarket}/manage/`);
    expect(removed.statusCode).toBe(204);
    expect(removed.body).toBe('');
    expect((await admin('GET', `/admin/generated/${posts.bobMarket}/`)).statusCode).toBe(404);
    expect((await call('GET', `/api/posts/${posts.bobMarket}/`, bob.access)).statusCode).toBe(404);
    expect((await admin('DELETE', `/admin/generated/${posts.bobMarket}/manage/`)).statusCode).toBe(404);
    const [audit] = await auditRows('generated.delete', posts.bobMarket!);
    expect(audit).toMatchObject({ adminId: t.adminId, detail: { user_id: bob.user.id } });
    const [keyword] = await t.database.db.select().from(keywords).where(eq(keywords.id, kw.market!));
    expect(keyword).toBeDefined();
  });
});
