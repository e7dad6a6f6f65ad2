import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postDetail } from '@geulgam/contracts';
import { ingestFeeds } from '../src/demo-newsroom.ts';
import { runIngestion } from '../src/features/ingestion/ingest.runner.ts';
import { createIngestionRepository } from '../src/features/ingestion/ingestion.repository.ts';
import { ingestionChanged } from '../src/jobs/registry.ts';
import { bearer, createListeningTestApp, socialLogin, type SignedIn, type TestApp } from './helpers.ts';

/*
 * A keyword's story (its articles, fact sheet and outline analysis) is built once and kept for every member's
 * writing (generation.service.ts); what ingestion changes must reach the next writing.
 */

const logger = pino({ level: 'silent' }) as unknown as FastifyBaseLogger;
let t: TestApp & { baseUrl: string };
let member: SignedIn;
let keywordId: number;

beforeAll(async () => {
  t = await createListeningTestApp({ GENERATION_RATE_LIMIT: '1000' });
  await runIngestion(t.database.db, t.config, logger, ingestFeeds(t.config));
  member = await socialLogin(t, 'kakao', 'story-cache@example.com');
  keywordId = (await t.app.inject({ url: '/api/keywords/?page_size=1' })).json().data[0].id as number;
}, 120_000);
afterAll(async () => {
  await t?.close();
});

/** A new version of the member's post for the keyword, and the URLs of the sources it cites. */
async function regenerate(): Promise<string[]> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/generate/',
    headers: bearer(member.access),
    payload: { keyword_id: keywordId, regenerate: true },
  });
  expect(response.statusCode, response.body).toBe(200);
  const { post_id: postId, status } = response.json() as { post_id: number; status: string };
  expect(status).toBe('success');
  const post = postDetail.parse(
    (await t.app.inject({ url: `/api/posts/${postId}/`, headers: bearer(member.access) })).json(),
  );
  return post.sources.map((source) => source.url);
}

/** An article joins the keyword's story, as an ingestion run stores it. */
async function storeArticle(n: number) {
  const repository = createIngestionRepository(t.database.db);
  const [stored] = await repository.insertArticles([
    {
      url: `https://news.example.com/story-cache/${n}`,
      outlet: '글감일보',
      title: `후속 보도 ${n}: 행사 준비가 막바지에 들어섰다`,
      body: '주최 측은 행사장 주변 정비를 마쳤다고 밝혔다. 안내 인력도 평소보다 늘려 배치할 계획이다.',
      publishedAt: new Date(),
      category: '경제',
      contentHash: `story-cache-${n}`.padEnd(64, '0'),
    },
  ]);
  await repository.linkArticles([{ keywordId, articleId: stored!.id }]);
  return stored!.url;
}

describe('the keyword story cache', () => {
  it('reads a keyword’s story once, and again after an ingestion run stored articles', async () => {
    const before = await regenerate();

    // Stored behind the service's back (no ingestion report): the kept story is still the one written from.
    const unheard = await storeArticle(1);
    expect(await regenerate()).toEqual(before);

    // The ingestion run's report says it stored articles: the next writing reads the story again.
    const heard = await storeArticle(2);
    ingestionChanged(
      {
        sources: 1,
        items: 1,
        stored: 1,
        duplicates: 0,
        failed: 0,
        eucKrPages: 0,
        robotsSkipped: 0,
        canonicalDuplicates: 0,
        keywordsCreated: 0,
        keywordsUpdated: 1,
        ms: 1,
      },
      t.app.views,
    );
    const after = await regenerate();
    expect(after).toEqual(expect.arrayContaining([unheard, heard]));
  });

  it('refuses a keyword switched off, once the change is heard (the admin’s toggle says it)', async () => {
    await regenerate();
    await t.database.db.execute(sql`update keywords set is_active = false where id = ${keywordId}`);
    t.app.views.invalidate('keywords');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/generate/',
      headers: bearer(member.access),
      payload: { keyword_id: keywordId, regenerate: true },
    });
    expect(response.json()).toMatchObject({ status: 'fail', post_id: null });
  });
});
