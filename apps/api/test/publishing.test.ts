import type { FastifyBaseLogger } from 'fastify';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@geulgam/contracts';
import { wordpressConnections } from '../src/db/schema.ts';
import { ingestFeeds } from '../src/demo-newsroom.ts';
import { runIngestion } from '../src/features/ingestion/ingest.runner.ts';
import { startFakeServer } from './fake-http-server.ts';
import { startFakeWordpress } from './fakes/fake-wordpress.ts';
import { bearer, createListeningTestApp, socialLogin, type SignedIn, type TestApp } from './helpers.ts';

const logger = pino({ level: 'silent' }) as unknown as FastifyBaseLogger;
const PASSWORD = 'abcd EFGH ijkl MNOP qrst UVWX';
let wordpress: Awaited<ReturnType<typeof startFakeWordpress>>;
let t: TestApp & { baseUrl: string };
let alice: SignedIn;
let bob: SignedIn;
let postId: number;
/** An origin the operator configured (LLM_BASE_URL): trusted for the model, never for a member's URL. */
let configured: Awaited<ReturnType<typeof startFakeServer>>;
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

beforeAll(async () => {
  wordpress = await startFakeWordpress({ username: 'editor', password: PASSWORD.replace(/\s+/g, '') });
  configured = await startFakeServer(() => ({ image: SVG }));
  t = await createListeningTestApp({
    GENERATION_RATE_LIMIT: '1000',
    WORDPRESS_ALLOW_HOSTS: wordpress.hostPort,
    LLM_BASE_URL: `${configured.baseUrl}/v1`,
  });
  await runIngestion(t.database.db, t.config, logger, ingestFeeds(t.config));
  alice = await socialLogin(t, 'kakao', 'alice@example.com');
  bob = await socialLogin(t, 'naver', 'bob@example.com');
  const [keyword] = (await t.app.inject({ url: '/api/keywords/' })).json().data as { id: number }[];
  const generated = await t.app.inject({
    method: 'POST',
    url: '/api/generate/',
    headers: bearer(alice.access),
    payload: { keyword_id: keyword!.id },
  });
  postId = generated.json().post_id;
}, 120_000);
afterAll(async () => {
  await t?.close();
  await wordpress?.close();
  await configured?.close();
});

const connect = (token: string, body: Record<string, string>) =>
  t.app.inject({ method: 'PUT', url: '/api/user/integrations/wordpress/', headers: bearer(token), payload: body });

describe('WordPress connection', () => {
  it('refuses a wrong application password with a Korean 400, and an unreachable site with 502', async () => {
    const wrong = await connect(alice.access, {
      site_url: wordpress.baseUrl,
      username: 'editor',
      application_password: 'nope',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().detail).toContain('비밀번호');
    const nowhere = await connect(alice.access, {
      site_url: 'http://127.0.0.1:9',
      username: 'editor',
      application_password: PASSWORD,
    });
    expect(nowhere.statusCode).toBe(502);
    expect(nowhere.json().detail).toMatch(/[가-힣]/);
    const notUrl = await connect(alice.access, {
      site_url: 'javascript:alert(1)',
      username: 'e',
      application_password: 'p',
    });
    expect(notUrl.statusCode).toBe(400);
    expect(
      (await t.app.inject({ url: '/api/user/integrations/wordpress/', headers: bearer(alice.access) })).json(),
    ).toEqual({
      connected: false,
      site_url: null,
      username: null,
    });
  });

  it('does not reach a private site the operator did not allow (502, never contacted)', async () => {
    const intranet = await startFakeServer(() => ({ json: { namespaces: ['wp/v2'] } }));
    try {
      for (const site_url of [intranet.baseUrl, `http://[::ffff:127.0.0.1]:${new URL(intranet.baseUrl).port}`]) {
        const response = await connect(alice.access, { site_url, username: 'editor', application_password: PASSWORD });
        expect(response.statusCode, site_url).toBe(502);
      }
      expect(intranet.requests).toEqual([]);
    } finally {
      await intranet.close();
    }
  });

  it('gives a member’s site none of the operator’s trust: this API and LLM_BASE_URL are refused, never contacted', async () => {
    for (const site_url of [configured.baseUrl, t.baseUrl, `${t.baseUrl}/demo-news`]) {
      const response = await connect(alice.access, { site_url, username: 'editor', application_password: PASSWORD });
      expect(response.statusCode, site_url).toBe(502);
      expect(response.json().detail).toMatch(/[가-힣]/);
    }
    expect(configured.requests).toEqual([]);
  });

  it('connects, stores the password only encrypted, and never returns it', async () => {
    const response = await connect(alice.access, {
      site_url: `${wordpress.baseUrl}/`,
      username: 'editor',
      application_password: PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ connected: true, site_url: wordpress.baseUrl, username: 'editor' });
    expect(response.body).not.toContain('abcd');
    const [row] = await t.database.db.select().from(wordpressConnections);
    expect(row!.passwordCipher).not.toContain('abcd');
    expect(row!.passwordCipher).not.toContain(Buffer.from(PASSWORD).toString('base64').slice(0, 8));
    const read = await t.app.inject({ url: '/api/user/integrations/wordpress/', headers: bearer(alice.access) });
    expect(read.json()).toEqual({ connected: true, site_url: wordpress.baseUrl, username: 'editor' });
    // Bob has no connection of his own.
    expect(
      (await t.app.inject({ url: '/api/user/integrations/wordpress/', headers: bearer(bob.access) })).json().connected,
    ).toBe(false);
  });
});

describe('POST /api/posts/{id}/publish/wordpress/', () => {
  it('lists the connected site’s categories for the picker', async () => {
    const answer = await t.app.inject({ url: apiPaths.wordpressCategories, headers: bearer(alice.access) });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data).toEqual([
      { id: 1, name: '미분류', parent: 0 },
      { id: 7, name: '경제', parent: 0 },
      { id: 8, name: '여행', parent: 0 },
    ]);
    expect((await t.app.inject({ url: apiPaths.wordpressCategories, headers: bearer(bob.access) })).statusCode).toBe(
      400,
    );
  });

  it('publishes with images in the media library, tags and an excerpt; publishing again updates the same post', async () => {
    const first = await t.app.inject({
      method: 'POST',
      url: `/api/posts/${postId}/publish/wordpress/`,
      headers: bearer(alice.access),
      payload: { status: 'draft', category_id: 7, slug: 'rate-freeze-2026', tags: ['기준금리', '새 태그'] },
    });
    expect(first.statusCode).toBe(200);
    const published = first.json();
    expect(published.status).toBe('draft');
    const remote = wordpress.posts.get(published.remote_id)!;
    const post = (await t.app.inject({ url: `/api/posts/${postId}/`, headers: bearer(alice.access) })).json();
    expect(remote.title).toBe(post.title);
    const sources = [...remote.content.matchAll(/<img[^>]*src="([^"]+)"/g)].map((m) => m[1]!);
    expect(sources.length).toBeGreaterThan(0);
    for (const src of sources) expect(src.startsWith(`${wordpress.baseUrl}/wp-content/uploads/`)).toBe(true);
    expect(wordpress.media.length).toBe(new Set(sources).size);
    expect(wordpress.media.every((m) => m.type.startsWith('image/') && m.bytes > 0 && m.alt.length > 0)).toBe(true);
    expect(remote.content).not.toContain('post-tags');
    // The first picture is the featured image; the category, slug and reviewed tags are the member's.
    const firstUpload = wordpress.media.find((m) => m.url === sources[0]);
    expect(remote.featured_media).toBe(firstUpload!.id);
    expect(remote.categories).toEqual([7]);
    expect(remote.slug).toBe('rate-freeze-2026');
    expect(remote.tags.map((id) => wordpress.tags.find((tag) => tag.id === id)!.name)).toEqual(['기준금리', '새 태그']);
    expect(remote.excerpt.length).toBeGreaterThan(20);
    expect(remote.excerpt.length).toBeLessThanOrEqual(150);

    const again = await t.app.inject({
      method: 'POST',
      url: `/api/posts/${postId}/publish/wordpress/`,
      headers: bearer(alice.access),
      payload: { status: 'publish' },
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().remote_id).toBe(published.remote_id);
    expect(wordpress.posts.size).toBe(1);
    expect(wordpress.posts.get(published.remote_id)!.status).toBe('publish');
    expect(wordpress.media.length).toBe(new Set(sources).size);
  });

  it('creates no tag the member did not review', async () => {
    const before = wordpress.tags.length;
    const published = await t.app.inject({
      method: 'POST',
      url: `/api/posts/${postId}/publish/wordpress/`,
      headers: bearer(alice.access),
      payload: { status: 'draft' },
    });
    expect(published.statusCode, published.body).toBe(200);
    expect(wordpress.tags.length).toBe(before);
    const remote = wordpress.posts.get(published.json().remote_id)!;
    // Only tags the site already has are attached.
    for (const id of remote.tags) expect(wordpress.tags.some((tag) => tag.id === id)).toBe(true);
    const bad = await t.app.inject({
      method: 'POST',
      url: `/api/posts/${postId}/publish/wordpress/`,
      headers: bearer(alice.access),
      payload: { status: 'draft', slug: 'a/b' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toMatch(/[가-힣]/);
  });

  it('hides another member’s post and asks a member without a site to connect one', async () => {
    const other = await t.app.inject({
      method: 'POST',
      url: `/api/posts/${postId}/publish/wordpress/`,
      headers: bearer(bob.access),
      payload: { status: 'draft' },
    });
    expect(other.statusCode).toBe(404);
    const [keyword] = (await t.app.inject({ url: '/api/keywords/' })).json().data as { id: number }[];
    const bobs = (
      await t.app.inject({
        method: 'POST',
        url: '/api/generate/',
        headers: bearer(bob.access),
        payload: { keyword_id: keyword!.id },
      })
    ).json().post_id;
    const unconnected = await t.app.inject({
      method: 'POST',
      url: `/api/posts/${bobs}/publish/wordpress/`,
      headers: bearer(bob.access),
      payload: { status: 'draft' },
    });
    expect(unconnected.statusCode).toBe(400);
    expect(unconnected.json().detail).toContain('연동');
  });

  it('uploads only the post’s own pictures and the member’s, raster only, at most 20 a publish', async () => {
    const post = (await t.app.inject({ url: `/api/posts/${postId}/`, headers: bearer(alice.access) })).json();
    const png = (index: number) =>
      `data:image/png;base64,${Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.from(`사진 ${index}`)]).toString('base64')}`;
    const proxied = `${t.config.publicProxyUrl}${apiPaths.proxyImage}?url=${encodeURIComponent(`${configured.baseUrl}/x.svg`)}`;
    const edited = await t.app.inject({
      method: 'PATCH',
      url: `/api/mypage/posts/${postId}/`,
      headers: bearer(alice.access),
      payload: {
        content: [
          post.content,
          `<img src="${configured.baseUrl}/logo.svg" alt="설정된 주소의 SVG">`,
          `<img src="${proxied}" alt="프록시 주소처럼 꾸민 남의 그림">`,
          `<img src="data:image/png;base64,${SVG.toString('base64')}" alt="PNG라고 한 SVG">`,
          ...Array.from({ length: 30 }, (_, index) => `<img src="${png(index)}" alt="내 사진 ${index}">`),
        ].join(''),
      },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const before = wordpress.media.length;
    const published = await t.app.inject({
      method: 'POST',
      url: `/api/posts/${postId}/publish/wordpress/`,
      headers: bearer(alice.access),
      payload: { status: 'draft' },
    });
    expect(published.statusCode, published.body).toBe(200);
    // The post's own pictures went up with the first publish; of the member's thirty, twenty go up now.
    const added = wordpress.media.slice(before);
    expect(added).toHaveLength(20);
    expect(added.every((item) => item.type === 'image/png')).toBe(true);
    expect(configured.requests).toEqual([]);
    const content = wordpress.posts.get(published.json().remote_id)!.content;
    expect(content).not.toContain('data:');
    // The member's links stay links, for the blog's readers to load.
    expect(content).toContain(`${configured.baseUrl}/logo.svg`);
  });

  it('connects a site that hides capabilities, and reports the site’s own answer when it refuses the draft', async () => {
    const guarded = await startFakeWordpress({
      username: 'editor',
      password: PASSWORD.replace(/\s+/g, ''),
      hideCapabilities: true,
      refusePosts: '보안 플러그인이 REST API로 글 쓰기를 막았습니다.',
    });
    const app = await createListeningTestApp({
      WORDPRESS_ALLOW_HOSTS: guarded.hostPort,
      GENERATION_RATE_LIMIT: '1000',
    });
    try {
      await runIngestion(app.database.db, app.config, logger, ingestFeeds(app.config));
      const carol = await socialLogin(app, 'kakao', 'carol@example.com');
      const connected = await app.app.inject({
        method: 'PUT',
        url: '/api/user/integrations/wordpress/',
        headers: bearer(carol.access),
        payload: { site_url: guarded.baseUrl, username: 'editor', application_password: PASSWORD },
      });
      expect(connected.statusCode, connected.body).toBe(200);
      const [keyword] = (await app.app.inject({ url: '/api/keywords/' })).json().data as { id: number }[];
      const id = (
        await app.app.inject({
          method: 'POST',
          url: '/api/generate/',
          headers: bearer(carol.access),
          payload: { keyword_id: keyword!.id },
        })
      ).json().post_id;
      const refused = await app.app.inject({
        method: 'POST',
        url: `/api/posts/${id}/publish/wordpress/`,
        headers: bearer(carol.access),
        payload: { status: 'draft' },
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().detail).toBe(
        '워드프레스 사이트가 거절했어요: 보안 플러그인이 REST API로 글 쓰기를 막았습니다.',
      );
    } finally {
      await app.close();
      await guarded.close();
    }
  }, 120_000);

  it('forgets the site on DELETE', async () => {
    const removed = await t.app.inject({
      method: 'DELETE',
      url: '/api/user/integrations/wordpress/',
      headers: bearer(alice.access),
    });
    expect(removed.statusCode).toBe(204);
    expect(
      await t.database.db.select().from(wordpressConnections).where(eq(wordpressConnections.userId, alice.user.id)),
    ).toEqual([]);
  });
});
