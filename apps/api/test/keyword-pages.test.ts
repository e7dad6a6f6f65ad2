import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keywords } from '../src/db/schema.ts';
import { ingestFeeds } from '../src/demo-newsroom.ts';
import { runIngestion } from '../src/features/ingestion/ingest.runner.ts';
import { ingestionChanged } from '../src/jobs/registry.ts';
import { bearer, createListeningTestApp, socialLogin, type SignedIn, type TestApp } from './helpers.ts';

// The keyword pages go out as bytes kept per list version and member view (ADR 079): what is kept must change when
// the list does, and no member may be sent a page made for another.

const logger = pino({ level: 'silent' }) as unknown as FastifyBaseLogger;
let t: TestApp & { baseUrl: string };
let ana: SignedIn;
let ben: SignedIn;
let cho: SignedIn;

interface Item {
  id: number;
  title: string;
  category: string;
  is_generated: boolean;
}

beforeAll(async () => {
  t = await createListeningTestApp({ GENERATION_RATE_LIMIT: '1000' });
  ana = await socialLogin(t, 'kakao', 'ana@example.com');
  ben = await socialLogin(t, 'naver', 'ben@example.com');
  cho = await socialLogin(t, 'kakao', 'cho@example.com');
  await t.database.db.insert(keywords).values({
    storyKey: 'pages-seed',
    title: '먼저 있던 여행 소식',
    category: '여행',
    trendScore: 1,
    collectedAt: new Date(Date.now() - 7 * 24 * 3_600_000),
  });
}, 60_000);
afterAll(async () => {
  await t?.close();
});

async function page(query: string, token?: string, etag?: string) {
  return t.app.inject({
    url: `/api/keywords/?${query}`,
    headers: { ...(token ? bearer(token) : {}), ...(etag ? { 'if-none-match': etag } : {}) },
  });
}
const items = async (query: string, token?: string) => (await page(query, token)).json().data as Item[];

async function interests(member: SignedIn, categories: string[]) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/user/interests/',
    headers: bearer(member.access),
    payload: { categories },
  });
  expect(response.statusCode).toBeLessThan(300);
}

describe('kept keyword pages', () => {
  it('show what a new ingestion brought, to visitors and members', async () => {
    const before = await page('sort=latest&page_size=100');
    expect(before.statusCode).toBe(200);
    expect(before.json().data.map((k: Item) => k.title)).toEqual(['먼저 있던 여행 소식']);
    expect((await items('sort=trending&page_size=100', ana.access)).map((k) => k.title)).toEqual([
      '먼저 있던 여행 소식',
    ]);

    // What the ingestion job does: store the articles, then say the list changed.
    ingestionChanged(await runIngestion(t.database.db, t.config, logger, ingestFeeds(t.config)), t.app.views);

    const after = await page('sort=latest&page_size=100');
    expect(after.json().pagination.total_items).toBeGreaterThan(10);
    expect(after.json().data.at(-1).title).toBe('먼저 있던 여행 소식');
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect((await items('sort=trending&page_size=100', ana.access)).length).toBeGreaterThan(10);
  }, 120_000);

  it('give each member their own interests and their own posts, also when their interests are the same', async () => {
    await interests(ana, ['경제']);
    await interests(ben, ['경제']);
    await interests(cho, ['스포츠']);
    // Read before anyone writes, so a shared page is kept for the same interests.
    const anaFirst = await items('sort=latest&page_size=100', ana.access);
    expect(anaFirst[0]!.category).toBe('경제');
    expect(anaFirst.every((k) => !k.is_generated)).toBe(true);
    expect((await items('sort=latest&page_size=100', cho.access))[0]!.category).toBe('스포츠');

    const target = anaFirst.find((k) => k.category === '경제')!;
    const generated = await t.app.inject({
      method: 'POST',
      url: '/api/generate/',
      headers: bearer(ana.access),
      payload: { keyword_id: target.id },
    });
    expect(generated.statusCode).toBe(200);

    const mine = (await items('sort=latest&page_size=100', ana.access)).find((k) => k.id === target.id)!;
    expect(mine.is_generated).toBe(true);
    const bens = await items('sort=latest&page_size=100', ben.access);
    expect(bens.map((k) => k.id)).toEqual(anaFirst.map((k) => k.id));
    expect(bens.find((k) => k.id === target.id)!.is_generated).toBe(false);
    expect((await items('sort=latest&page_size=100')).find((k) => k.id === target.id)!.is_generated).toBe(false);
    expect((await items('sort=latest&page_size=100', cho.access)).find((k) => k.id === target.id)!.is_generated).toBe(
      false,
    );
    // A page where the post's keyword is not shown is the same for both.
    const far = Math.ceil((anaFirst.findIndex((k) => k.id === target.id) + 1) / 5) + 1;
    const [anaFar, benFar] = await Promise.all([
      page(`page=${far}&page_size=5`, ana.access),
      page(`page=${far}&page_size=5`, ben.access),
    ]);
    expect(anaFar.body).toBe(benFar.body);
  }, 60_000);

  it('answer 304 to the ETag of an unchanged page and 200 once the member’s view changed', async () => {
    const first = await page('sort=popular&page_size=12', cho.access);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    expect(String(first.headers.vary)).toMatch(/Authorization/);
    const etag = String(first.headers.etag);

    const again = await page('sort=popular&page_size=12', cho.access, etag);
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);

    await interests(cho, ['연예']);
    const changed = await page('sort=popular&page_size=12', cho.access, etag);
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.json().data[0].category).toBe('연예');
  });
});
