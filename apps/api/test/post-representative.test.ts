import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ingestFeeds } from '../src/demo-newsroom.ts';
import { runIngestion } from '../src/features/ingestion/ingest.runner.ts';
import { bearer, createListeningTestApp, socialLogin, type SignedIn, type TestApp } from './helpers.ts';

const logger = pino({ level: 'silent' }) as unknown as FastifyBaseLogger;
let t: TestApp & { baseUrl: string };
let alice: SignedIn;
let bob: SignedIn;
let keywordIds: number[];

beforeAll(async () => {
  t = await createListeningTestApp({ GENERATION_RATE_LIMIT: '1000' });
  await runIngestion(t.database.db, t.config, logger, ingestFeeds(t.config));
  alice = await socialLogin(t, 'kakao', 'alice@example.com');
  bob = await socialLogin(t, 'naver', 'bob@example.com');
  keywordIds = ((await t.app.inject({ url: '/api/keywords/?page_size=100' })).json().data as { id: number }[]).map(
    (k) => k.id,
  );
}, 120_000);
afterAll(async () => {
  await t?.close();
});

async function generate(token: string, payload: Record<string, unknown>) {
  const response = await t.app.inject({ method: 'POST', url: '/api/generate/', headers: bearer(token), payload });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { post_id: number; from_cache: boolean };
}
/** Three versions of one keyword: 해요체, 합니다체 짧게, and a regeneration of that. */
async function threeVersions(token: string, keywordId: number) {
  const v1 = (await generate(token, { keyword_id: keywordId })).post_id;
  const v2 = (await generate(token, { keyword_id: keywordId, tone: 'hamnida', length: 'short' })).post_id;
  const v3 = (await generate(token, { keyword_id: keywordId, regenerate: true })).post_id;
  return [v1, v2, v3] as const;
}
const versions = async (token: string, id: number) =>
  (await t.app.inject({ url: `/api/mypage/posts/${id}/versions/`, headers: bearer(token) })).json().data as {
    id: number;
    representative: boolean;
    edited: boolean;
    published: boolean;
  }[];
const myList = async (token: string) =>
  (await t.app.inject({ url: '/api/mypage/posts/', headers: bearer(token) })).json().data as {
    id: number;
    keyword_id: number;
    version_count: number;
    edited: boolean;
  }[];
const opened = (token: string, id: number) =>
  t.app.inject({ method: 'POST', url: `/api/mypage/posts/${id}/opened/`, headers: bearer(token) });

describe('the 대표 version', () => {
  it('is the version the member edited: the keyword, My page and the versions list all answer it', async () => {
    const keywordId = keywordIds[0]!;
    const [v1, v2, v3] = await threeVersions(alice.access, keywordId);
    const edit = await t.app.inject({
      method: 'PATCH',
      url: `/api/mypage/posts/${v1}/`,
      headers: bearer(alice.access),
      payload: { title: '내가 고친 제목' },
    });
    expect(edit.statusCode).toBe(200);

    expect(await generate(alice.access, { keyword_id: keywordId })).toEqual(
      expect.objectContaining({ post_id: v1, from_cache: true }),
    );
    const item = (await myList(alice.access)).find((p) => p.keyword_id === keywordId);
    expect(item).toMatchObject({ id: v1, version_count: 3, edited: true });
    // The keyword, not the post's title: My page's desk shows it in its 키워드 field.
    const keyword = (await t.app.inject({ url: '/api/keywords/?page_size=100' }))
      .json()
      .data.find((k: { id: number }) => k.id === keywordId);
    expect((item as { keyword_title?: string } | undefined)?.keyword_title).toBe(keyword.title);
    const list = await versions(alice.access, v3);
    expect(list.filter((v) => v.representative).map((v) => v.id)).toEqual([v1]);

    // Opening another version does not take the place of the edited one.
    expect((await opened(alice.access, v2)).statusCode).toBe(204);
    expect((await generate(alice.access, { keyword_id: keywordId })).post_id).toBe(v1);
  });

  it('is the version opened last when none was edited', async () => {
    const keywordId = keywordIds[1]!;
    const [v1, , v3] = await threeVersions(alice.access, keywordId);
    expect((await generate(alice.access, { keyword_id: keywordId })).post_id).toBe(v3);

    expect((await opened(alice.access, v1)).statusCode).toBe(204);
    expect(await generate(alice.access, { keyword_id: keywordId })).toEqual(
      expect.objectContaining({ post_id: v1, from_cache: true }),
    );
    expect((await myList(alice.access)).find((p) => p.keyword_id === keywordId)?.id).toBe(v1);
    expect((await versions(alice.access, v1)).find((v) => v.representative)?.id).toBe(v1);
  });

  it("is not another member's to open", async () => {
    const [v1] = await threeVersions(alice.access, keywordIds[2]!);
    expect((await opened(bob.access, v1)).statusCode).toBe(404);
  });
});

describe('deleting from My page', () => {
  const remove = (token: string, id: number, query = '') =>
    t.app.inject({ method: 'DELETE', url: `/api/user/posts/${id}/${query}`, headers: bearer(token) });

  it('deletes one version, or with all=true every version of the keyword, and only the owner may', async () => {
    const keywordId = keywordIds[3]!;
    const [v1, v2, v3] = await threeVersions(alice.access, keywordId);

    expect((await remove(alice.access, v3)).statusCode).toBe(204);
    expect((await versions(alice.access, v1)).map((v) => v.id).sort()).toEqual([v1, v2].sort());

    expect((await remove(bob.access, v1, '?all=true')).statusCode).toBe(404);
    expect((await versions(alice.access, v1)).length).toBe(2);

    expect((await remove(alice.access, v2, '?all=true')).statusCode).toBe(204);
    expect((await myList(alice.access)).some((p) => p.keyword_id === keywordId)).toBe(false);
    expect((await t.app.inject({ url: `/api/posts/${v1}/`, headers: bearer(alice.access) })).statusCode).toBe(404);
  });

  it('keeps the member other keywords when deleting all versions of one', async () => {
    const keep = (await generate(alice.access, { keyword_id: keywordIds[4]! })).post_id;
    const [, gone] = await threeVersions(alice.access, keywordIds[5]!);
    expect((await remove(alice.access, gone, '?all=true')).statusCode).toBe(204);
    expect((await t.app.inject({ url: `/api/posts/${keep}/`, headers: bearer(alice.access) })).statusCode).toBe(200);
  });

  it('refuses an odd all value with a Korean detail', async () => {
    const id = (await generate(alice.access, { keyword_id: keywordIds[6]! })).post_id;
    const response = await remove(alice.access, id, '?all=yes');
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toMatch(/[가-힣]/);
  });
});
