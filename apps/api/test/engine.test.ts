import { countWithoutSpaces, splitSentences } from '@geulgam/korean';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORIES } from '@geulgam/contracts';
import { articles, generatedPosts, keywords, providerCalls } from '../src/db/schema.ts';
import { ingestFeeds } from '../src/demo-newsroom.ts';
import { runIngestion } from '../src/features/ingestion/ingest.runner.ts';
import { createIngestionRepository } from '../src/features/ingestion/ingestion.repository.ts';
import { buildProxyApp } from '../src/proxy/proxy-app.ts';
import { bearer, createListeningTestApp, socialLogin, type SignedIn, type TestApp } from './helpers.ts';

const logger = pino({ level: 'silent' }) as unknown as FastifyBaseLogger;
let t: TestApp & { baseUrl: string };
let proxy: FastifyInstance;
let alice: SignedIn;
let bob: SignedIn;
let firstReport: Awaited<ReturnType<typeof runIngestion>>;

beforeAll(async () => {
  t = await createListeningTestApp({ GENERATION_RATE_LIMIT: '1000' });
  proxy = await buildProxyApp({ config: t.config, database: t.database });
  firstReport = await runIngestion(t.database.db, t.config, logger, ingestFeeds(t.config));
  alice = await socialLogin(t, 'kakao', 'alice@example.com');
  bob = await socialLogin(t, 'naver', 'bob@example.com');
}, 120_000);
afterAll(async () => {
  await proxy?.close();
  await t?.close();
});

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/&[a-z#0-9]+;/g, ' ');
async function allKeywords() {
  const response = await t.app.inject({ url: '/api/keywords/?page_size=100' });
  return response.json().data as { id: number; title: string; category: string }[];
}
async function generate(token: string, keywordId: number) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/generate/',
    headers: bearer(token),
    payload: { keyword_id: keywordId },
  });
  expect(response.statusCode).toBe(200);
  return response.json();
}

describe('ingestion of the demo corpus', () => {
  it('stores every article and groups them into stories in all nine categories', async () => {
    expect(firstReport.stored).toBeGreaterThanOrEqual(54);
    expect(firstReport.failed).toBe(0);
    const list = await allKeywords();
    expect(new Set(list.map((k) => k.category))).toEqual(new Set(CATEGORIES));
    // Each story (two outlets) becomes one keyword.
    expect(list.length).toBeLessThanOrEqual(firstReport.stored / 2 + 3);
    for (const keyword of list) {
      expect(keyword.title.length).toBeGreaterThan(1);
      expect([...keyword.title].length).toBeLessThanOrEqual(24);
    }
  });

  it('does not duplicate anything when the same news is ingested again', async () => {
    const [before] = await t.database.db.select({ n: count() }).from(keywords);
    const again = await runIngestion(t.database.db, t.config, logger, ingestFeeds(t.config));
    expect(again.stored).toBe(0);
    const [after] = await t.database.db.select({ n: count() }).from(keywords);
    expect(after!.n).toBe(before!.n);
  });

  it('refreshes the title, trend and collection time of existing keywords in one statement', async () => {
    const { db } = t.database;
    const [first, second] = await db.select().from(keywords).orderBy(keywords.id).limit(2);
    const at = new Date('2026-11-22T03:00:00Z');
    await createIngestionRepository(db).updateKeywords([
      { id: first!.id, title: '새로 고친 제목', trendScore: 42.5, collectedAt: at },
      { id: second!.id, title: "작은따옴표 ' 들어간 제목", trendScore: 0, collectedAt: at },
    ]);
    const rows = await db
      .select()
      .from(keywords)
      .where(inArray(keywords.id, [first!.id, second!.id]))
      .orderBy(keywords.id);
    expect(rows.map((row) => [row.title, row.trendScore, row.collectedAt.toISOString()])).toEqual([
      ['새로 고친 제목', 42.5, at.toISOString()],
      ["작은따옴표 ' 들어간 제목", 0, at.toISOString()],
    ]);
    expect(rows[0]!.updatedAt.getTime()).toBeGreaterThan(first!.updatedAt.getTime());
    await createIngestionRepository(db).updateKeywords([
      { id: first!.id, title: first!.title, trendScore: first!.trendScore, collectedAt: first!.collectedAt },
      { id: second!.id, title: second!.title, trendScore: second!.trendScore, collectedAt: second!.collectedAt },
    ]);
  });

  it('extracts the article body without the page clutter', async () => {
    const [article] = await t.database.db.select().from(articles).limit(1);
    expect(article!.body).not.toMatch(/로그인|광고|많이 본 뉴스|무단 전재/);
    expect(article!.images.length).toBeGreaterThanOrEqual(1);
  });
});

describe('the offline writer, for every demo keyword', () => {
  it('writes a complete post that meets the quality bar', async () => {
    const list = await allKeywords();
    for (const keyword of list) {
      const result = await generate(alice.access, keyword.id);
      expect(result, keyword.title).toMatchObject({ status: 'success', from_cache: false, error_message: null });
      const post = (await t.app.inject({ url: `/api/posts/${result.post_id}/`, headers: bearer(alice.access) })).json();
      const html: string = post.content;
      const label = `${keyword.title}: `;

      expect((html.match(/<h2>/g) ?? []).length, `${label}subheadings`).toBeGreaterThanOrEqual(3);
      const images = [...html.matchAll(/<img src="([^"]+)"/g)].map((m) => m[1]!.replaceAll('&amp;', '&'));
      // Up to three pictures from the story's articles (a one-article story may have fewer), each credited.
      expect(images.length, `${label}images`).toBeGreaterThanOrEqual(1);
      expect(images.length, `${label}images`).toBeLessThanOrEqual(3);
      expect((html.match(/<span class="post-credit">사진: /g) ?? []).length, `${label}credits`).toBe(images.length);
      expect(post.image_1_url, `${label}image slot`).toBeTruthy();
      // Products only when they fit the story (ADR 031): each one shown says which rule chose it, and then
      // the disclosure opens the post, set apart and in unconditional words (공정위, 2024-12).
      const shown = (html.match(/<li class="product">/g) ?? []).length;
      expect(post.quality.product_rules, `${label}product rules`).toHaveLength(shown);
      if (shown > 0) {
        expect(html.trimStart(), `${label}disclosure first`).toMatch(
          /^<aside class="disclosure"[^>]*><p><strong>광고<\/strong> 이 포스팅은 제휴 마케팅 활동의 일환으로, 이에 따른 일정액의 수수료를 제공받습니다\.<\/p><\/aside>/,
        );
      }
      expect(html, `${label}AI-use line`).toContain('이 글은 AI의 도움을 받아 뉴스 기사를 바탕으로 작성했어요.');
      expect(post.quality, `${label}quality`).toMatchObject({
        disclosure: shown > 0 ? 'first' : 'none',
        figures_unsupported: 0,
        repeated_facts: 0,
        register_ok: true,
      });
      const sourceLinks = html.match(/<li class="source"><a href="http/g) ?? [];
      expect(sourceLinks.length, `${label}sources`).toBe(post.sources.length);
      expect(countWithoutSpaces(text(html)), `${label}length`).toBeGreaterThanOrEqual(500);
      expect(post.title, `${label}no template tail`).not.toMatch(/핵심만 쉽게 정리했어요$/);
      expect(post.hashtags, `${label}hashtags`).not.toEqual(expect.arrayContaining(['분기']));
      for (const generic of ['분기', '부문', '관련', '이번', '기자']) expect(post.hashtags).not.toContain(generic);

      const sentences = splitSentences(text(html).replace(/\s+/g, ' ')).filter((s) => s.length > 15);
      expect(new Set(sentences).size, `${label}repeated sentence`).toBe(sentences.length);
      for (const filler of ['여기까지가 이번 소식의 큰 줄기예요.', '다시 정리해 볼게요', '숫자만 놓고 봐도']) {
        expect(html, `${label}filler`).not.toContain(filler);
      }

      const rows = await t.database.db
        .select({ body: articles.body, title: articles.title })
        .from(articles)
        .where(
          eq(articles.url, post.content.match(/<li class="source"><a href="([^"]+)"/)![1].replaceAll('&amp;', '&')),
        );
      expect(rows.length).toBe(1);
    }
    const [calls] = await t.database.db
      .select({ n: count() })
      .from(providerCalls)
      .where(eq(providerCalls.provider, 'offline'));
    expect(calls!.n).toBe(list.length);
  });

  it('serves the post images through the proxy, and nothing else', async () => {
    const [post] = await t.database.db.select().from(generatedPosts).limit(1);
    for (const original of [post!.image1Url, post!.image2Url, post!.image3Url]) {
      const response = await proxy.inject({ url: `/api/v1/internal/proxy-image?url=${encodeURIComponent(original!)}` });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/png');
      expect(response.headers['cache-control']).toMatch(/max-age/);
    }
    const unknown = await proxy.inject({
      url: `/api/v1/internal/proxy-image?url=${encodeURIComponent('https://example.org/x.png')}`,
    });
    expect(unknown.statusCode).toBe(403);
    await t.database.db.insert(articles).values({
      url: 'https://news.example/private',
      outlet: 't',
      title: 't',
      body: 'b',
      publishedAt: new Date(),
      category: '경제',
      images: [{ url: 'http://10.1.2.3/secret.png' }],
      contentHash: 'x'.repeat(64),
    });
    const privateAddress = await proxy.inject({
      url: `/api/v1/internal/proxy-image?url=${encodeURIComponent('http://10.1.2.3/secret.png')}`,
    });
    expect(privateAddress.statusCode).toBe(403);
  });
});

describe('member post API', () => {
  let postId: number;
  beforeAll(async () => {
    const [keyword] = await allKeywords();
    postId = (await generate(bob.access, keyword!.id)).post_id;
  });

  it('returns the same post from cache for the same member and keyword', async () => {
    const [keyword] = await allKeywords();
    const again = await generate(bob.access, keyword!.id);
    expect(again).toMatchObject({ status: 'success', post_id: postId, from_cache: true });
  });

  it('creates one post for concurrent double clicks', async () => {
    const carol = await socialLogin(t, 'kakao', 'carol@example.com');
    const [, keyword] = await allKeywords();
    const [a, b] = await Promise.all([generate(carol.access, keyword!.id), generate(carol.access, keyword!.id)]);
    expect(a.post_id).toBe(b.post_id);
    const [rows] = await t.database.db
      .select({ n: count() })
      .from(generatedPosts)
      .where(eq(generatedPosts.userId, carol.user.id));
    expect(rows!.n).toBe(1);
  });

  it('fails kindly for an unknown keyword and needs a member', async () => {
    const unknown = await generate(bob.access, 999_999);
    expect(unknown).toMatchObject({ status: 'fail', post_id: null });
    expect(unknown.error_message).toMatch(/키워드/);
    const visitor = await t.app.inject({ method: 'POST', url: '/api/generate/', payload: { keyword_id: 1 } });
    expect(visitor.statusCode).toBe(401);
  });

  it('hides another member’s post behind 404 on every route', async () => {
    for (const [method, url] of [
      ['GET', `/api/posts/${postId}/`],
      ['PATCH', `/api/posts/${postId}/status/`],
      ['POST', `/api/posts/${postId}/copy/`],
      ['GET', `/api/posts/${postId}/pdf/`],
      ['GET', `/api/mypage/posts/${postId}/`],
      ['DELETE', `/api/user/posts/${postId}/`],
    ] as const) {
      const response = await t.app.inject({ method, url, headers: bearer(alice.access) });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
  });

  it('marks generated, counts copies, lists, and shows is_generated on keywords', async () => {
    expect(
      (
        await t.app.inject({ method: 'PATCH', url: `/api/posts/${postId}/status/`, headers: bearer(bob.access) })
      ).json(),
    ).toEqual({ id: postId, is_generated: true });
    const copy = await t.app.inject({ method: 'POST', url: `/api/posts/${postId}/copy/`, headers: bearer(bob.access) });
    expect(copy.json().copy_count).toBe(1);
    const list = (await t.app.inject({ url: '/api/mypage/posts/', headers: bearer(bob.access) })).json();
    expect(list.data).toEqual([expect.objectContaining({ id: postId, copy_count: 1 })]);
    expect(list.pagination).toMatchObject({ current_page: 1, total_items: 1, page_size: 20 });
    const detail = (await t.app.inject({ url: `/api/mypage/posts/${postId}/`, headers: bearer(bob.access) })).json();
    expect(detail.id).toBe(postId);
    const keywordsForBob = (
      await t.app.inject({ url: '/api/keywords/?page_size=100', headers: bearer(bob.access) })
    ).json().data;
    expect(keywordsForBob.filter((k: { is_generated: boolean }) => k.is_generated)).toHaveLength(1);
  });

  it('exports a PDF with a UTF-8 file name and searchable Korean text', async () => {
    const post = (await t.app.inject({ url: `/api/posts/${postId}/`, headers: bearer(bob.access) })).json();
    const response = await t.app.inject({ url: `/api/posts/${postId}/pdf/`, headers: bearer(bob.access) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(/filename\*=UTF-8''/);
    expect(
      decodeURIComponent(/filename\*=UTF-8''([^;]+)/.exec(response.headers['content-disposition'] as string)![1]!),
    ).toMatch(/\.pdf$/);
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    if (existsSync('/usr/bin/pdftotext')) {
      const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'pdf-')), 'post.pdf');
      writeFileSync(file, response.rawPayload);
      const extracted = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }).replace(/\s+/g, '');
      expect(extracted).toContain(post.title.replace(/\s+/g, ''));
      // The first paragraph of the body: the disclosure and the AI-use line are set apart before it.
      const firstParagraph = /<p>([^<]*)<\/p>/
        .exec(post.content)![1]!
        .replace(/&[a-z#0-9]+;/g, '')
        .replace(/\s+/g, '');
      expect(extracted).toContain(firstParagraph.slice(0, 30));
    }
  });

  it('deletes the member’s own post', async () => {
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/user/posts/${postId}/`, headers: bearer(bob.access) }))
        .statusCode,
    ).toBe(204);
    expect((await t.app.inject({ url: `/api/posts/${postId}/`, headers: bearer(bob.access) })).statusCode).toBe(404);
  });
});
