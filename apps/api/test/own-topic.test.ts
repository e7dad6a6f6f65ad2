// Posts on a member's own topic (POST /api/generate/topic/, ADR 038): links read through the safe fetch as
// ingestion reads pages, an error per failing link, a post from what was usable (nothing stored when nothing
// was), the post in My page and the library with its sources, ownership and the per-member rate limit.
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generatedPosts } from '../src/db/schema.ts';
import { seedKeyword } from './admin-setup.ts';
import { MEMBER_ARTICLE, startMemberNewsSite, type MemberNewsSite } from './fakes/member-news-site.ts';
import { bearer, createListeningTestApp, socialLogin, type SignedIn, type TestApp } from './helpers.ts';

let site: MemberNewsSite;
let t: TestApp;
let alice: SignedIn;
let bob: SignedIn;
let carol: SignedIn;
let dave: SignedIn;

beforeAll(async () => {
  site = await startMemberNewsSite();
  t = await createListeningTestApp({ TOPIC_LINK_ALLOW_HOSTS: site.hostPort, TOPIC_RATE_LIMIT: '4' });
  alice = await socialLogin(t, 'kakao', 'alice-topic@example.com');
  bob = await socialLogin(t, 'naver', 'bob-topic@example.com');
  carol = await socialLogin(t, 'kakao', 'carol-topic@example.com');
  dave = await socialLogin(t, 'naver', 'dave-topic@example.com');
}, 90_000);
afterAll(async () => {
  await t?.close();
  await site?.close();
});

const writeTopic = (member: SignedIn | null, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/generate/topic/',
    ...(member ? { headers: bearer(member.access) } : {}),
    payload,
  });

async function postsOf(member: SignedIn) {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(generatedPosts)
    .where(eq(generatedPosts.userId, member.user.id));
  return row!.n;
}

describe('a post from the member’s links', () => {
  let postId: number;

  it('writes from the good link, says why the other failed, and links the source', async () => {
    const response = await writeTopic(alice, {
      topic: '폐교가 청소년 창작 공간으로',
      links: [site.articleUrl, site.goneUrl],
      tone: 'hamnida',
      length: 'short',
    });
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    postId = body.post_id;
    expect(body.sources).toEqual([
      { title: MEMBER_ARTICLE.title, outlet: MEMBER_ARTICLE.outlet, url: site.articleUrl },
    ]);
    expect(body.failed_links).toEqual([
      { url: site.goneUrl, reason: 'not_found', message: expect.stringMatching(/페이지를 찾을 수 없어요/) },
    ]);

    const detail = await t.app.inject({ url: `/api/mypage/posts/${postId}/`, headers: bearer(alice.access) });
    expect(detail.statusCode).toBe(200);
    const post = detail.json();
    expect(post.keyword_id).toBeNull();
    expect(post.keyword_title).toBe('폐교가 청소년 창작 공간으로');
    expect(post.tone).toBe('hamnida');
    expect(post.length).toBe('short');
    expect(post.sources).toEqual(body.sources);
    // The same writer: the sources block links the article, and the quality report measured the post.
    expect(post.content).toContain(site.articleUrl);
    expect(post.quality.figures_unsupported).toBe(0);
    expect(post.quality.chars).toBeGreaterThan(150);
    expect(post.content).toMatch(/청록시/);
  });

  it('is in My page like any other post: listed, editable and exportable', async () => {
    const list = await t.app.inject({ url: '/api/mypage/posts/', headers: bearer(alice.access) });
    const item = list.json().data.find((p: { id: number }) => p.id === postId);
    expect(item).toMatchObject({
      keyword_id: null,
      keyword_title: '폐교가 청소년 창작 공간으로',
      own_topic: true,
      version_count: 1,
      published: false,
      published_url: null,
    });
    expect(item.category).not.toBeNull();

    const edit = await t.app.inject({
      method: 'PATCH',
      url: `/api/mypage/posts/${postId}/`,
      headers: bearer(alice.access),
      payload: { title: '동네 폐교의 두 번째 쓸모' },
    });
    expect(edit.statusCode).toBe(200);
    expect(edit.json().keyword_title).toBe('폐교가 청소년 창작 공간으로');

    const markdown = await t.app.inject({
      url: `/api/posts/${postId}/export/?format=md`,
      headers: bearer(alice.access),
    });
    expect(markdown.statusCode, markdown.body).toBe(200);
    expect(markdown.body).toContain('동네 폐교의 두 번째 쓸모');
  });

  it('is the member’s own: another member and a visitor cannot read or write it', async () => {
    const other = await t.app.inject({ url: `/api/mypage/posts/${postId}/`, headers: bearer(bob.access) });
    expect(other.statusCode).toBe(404);
    const visitor = await writeTopic(null, { topic: '폐교 활용', links: [site.articleUrl] });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().detail).toMatch(/로그인/);
  });
});

describe('links that give nothing', () => {
  it('answers 400 with a Korean line per link and stores nothing', async () => {
    const before = await postsOf(bob);
    const response = await writeTopic(bob, {
      topic: '아무 기사나',
      links: ['기사 주소 아님', 'http://10.0.0.7/news/1', site.pictureUrl, site.notArticleUrl, site.goneUrl],
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('validation_error');
    expect(body.detail).toMatch(/기사를 찾지 못했어요/);
    expect(body.links).toHaveLength(5);
    expect(body.links[0]).toMatch(/http:\/\/ 또는 https:\/\//);
    expect(body.links[1]).toMatch(/내부망 주소/);
    expect(body.links[2]).toMatch(/기사 페이지가 아니에요/);
    expect(body.links[3]).toMatch(/기사 본문을 찾지 못했어요/);
    expect(body.links[4]).toMatch(/페이지를 찾을 수 없어요/);
    expect(await postsOf(bob)).toBe(before);
  });

  it('refuses a loopback address that is not listed for member links, even this API’s own', async () => {
    const response = await writeTopic(dave, { topic: '내부 주소', links: ['http://127.0.0.1:1/healthz'] });
    expect(response.statusCode).toBe(400);
    expect(response.json().links[0]).toMatch(/내부망 주소/);
  });

  it('reads two addresses of one article once', async () => {
    const response = await writeTopic(dave, {
      topic: '폐교 창작 공간',
      links: [site.articleUrl, site.sameArticleUrl],
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().sources).toHaveLength(1);
    expect(response.json().failed_links).toEqual([
      { url: site.sameArticleUrl, reason: 'duplicate', message: expect.stringMatching(/같은 기사/) },
    ]);
  });

  it('writes from pasted text alone, and refuses text too short to write from', async () => {
    const text = [MEMBER_ARTICLE.title, ...MEMBER_ARTICLE.paragraphs].join('\n\n');
    const pasted = await writeTopic(bob, { topic: '폐교의 변신', text });
    expect(pasted.statusCode, pasted.body).toBe(201);
    expect(pasted.json().sources).toEqual([]);
    const detail = await t.app.inject({
      url: `/api/mypage/posts/${pasted.json().post_id}/`,
      headers: bearer(bob.access),
    });
    expect(detail.json().content).toMatch(/청록시/);
    // Nothing to cite: no empty sources block.
    expect(detail.json().content).not.toContain('<h3>출처</h3>');

    const before = await postsOf(bob);
    const short = await writeTopic(bob, { topic: '짧은 글', text: '너무 짧은 본문이에요.' });
    expect(short.statusCode).toBe(400);
    expect(short.json().links).toEqual([expect.stringMatching(/본문이 너무 짧아요/)]);
    expect(await postsOf(bob)).toBe(before);
  });

  it('refuses a request without links or text, and more than five links, in Korean', async () => {
    const empty = await writeTopic(carol, { topic: '빈 요청', links: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().detail).toMatch(/링크/);
    const many = await writeTopic(carol, { topic: '많은 링크', links: Array(6).fill(site.articleUrl) });
    expect(many.statusCode).toBe(400);
  });
});

describe('rate limit', () => {
  it('counts a member’s calls per minute and answers 429 in Korean with Retry-After', async () => {
    // carol has used two of her four calls above.
    for (let i = 0; i < 2; i += 1) expect((await writeTopic(carol, { topic: '빈 요청' })).statusCode).toBe(400);
    const limited = await writeTopic(carol, { topic: '폐교', links: [site.articleUrl] });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(limited.json().detail).toMatch(/요청이 너무 많아요/);
    // Another member's budget is their own.
    expect((await writeTopic(alice, { topic: '빈 요청' })).statusCode).toBe(400);
  });
});

describe('the library filters My page’s list', () => {
  it('searches, filters by status, category and period, and refuses an unknown period', async () => {
    const keywordId = await seedKeyword(t, { key: 'topic-lib', title: '한강 가을 축제 개막', category: '여행' });
    const generated = await t.app.inject({
      method: 'POST',
      url: '/api/generate/',
      headers: bearer(alice.access),
      payload: { keyword_id: keywordId },
    });
    expect(generated.json().status, generated.body).toBe('success');
    const list = async (query: string) => {
      const response = await t.app.inject({ url: `/api/mypage/posts/?${query}`, headers: bearer(alice.access) });
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as {
        data: { id: number; keyword_title: string; category: string }[];
        pagination: { total_items: number };
      };
    };
    const all = await list('');
    expect(all.pagination.total_items).toBe(2);

    const search = await list(`q=${encodeURIComponent('폐교')}`);
    expect(search.data.map((p) => p.keyword_title)).toEqual(['폐교가 청소년 창작 공간으로']);
    expect((await list(`q=${encodeURIComponent('가을 축제')}`)).data.map((p) => p.keyword_title)).toEqual([
      '한강 가을 축제 개막',
    ]);
    expect((await list(`q=${encodeURIComponent('100%_')}`)).data).toEqual([]);

    expect((await list('status=edited')).data.map((p) => p.keyword_title)).toEqual(['폐교가 청소년 창작 공간으로']);
    expect((await list('status=draft')).data.map((p) => p.keyword_title)).toEqual(['한강 가을 축제 개막']);
    expect((await list('status=published')).data).toEqual([]);
    expect((await list(`category=${encodeURIComponent('여행')}`)).data.map((p) => p.keyword_title)).toContain(
      '한강 가을 축제 개막',
    );

    // A post from 40 days ago is outside the last 30 days.
    const festival = all.data.find((p) => p.keyword_title === '한강 가을 축제 개막')!;
    await t.database.db
      .update(generatedPosts)
      .set({ createdAt: new Date(Date.now() - 40 * 86_400_000) })
      .where(eq(generatedPosts.id, festival.id));
    // The test changed the row behind the service's back: the member's cached lists must go.
    t.app.views.invalidate(`member ${alice.user.id}`);
    expect((await list('days=30')).data.map((p) => p.keyword_title)).toEqual(['폐교가 청소년 창작 공간으로']);
    expect((await list('days=90')).pagination.total_items).toBe(2);
    // A page past the end still says how many there are.
    expect((await list('days=30&page=5')).pagination.total_items).toBe(1);

    const wrong = await t.app.inject({ url: '/api/mypage/posts/?days=5', headers: bearer(alice.access) });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().detail).toBeTruthy();
  });
});
