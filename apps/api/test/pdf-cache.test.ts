// PDFs rendered once per post content (ADR 036): kept across requests and restarts, replaced after an edit, sent
// again only when the browser's copy is stale, refused with 503 when every render thread is busy and the queue is
// full — and never handed to a member who does not own the post.
import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import type { Config } from '../src/config/env.ts';
import { generatedPosts, pdfRenders, users } from '../src/db/schema.ts';
import { createPdfRenderer, type PdfRenderer } from '../src/features/posts/pdf/pdf-renderer.ts';
import { createTokenSigner } from '../src/plugins/auth/tokens.ts';
import { createHeldRunner } from './fakes/held-thread.ts';
import { bearer, createTestDatabase, testConfig, TEST_JWT_SECRET, type TestDatabase } from './helpers.ts';

let config: Config;
let testDb: TestDatabase;
let app: FastifyInstance;
const threads = createPdfRenderer({ threads: 1 });
/** The renderer every app here uses: the real render pool, counting the renders it was asked for. */
let renders = 0;
const counted: PdfRenderer = {
  render(post, images) {
    renders += 1;
    return threads.render(post, images);
  },
  get full() {
    return threads.full;
  },
  capacity: threads.capacity,
  close: async () => {},
};
let alice: { id: number; token: string };
let bob: { id: number; token: string };

async function member(email: string) {
  const [row] = await testDb.database.db
    .insert(users)
    .values({ email, provider: 'kakao', nickname: email.split('@')[0]! })
    .returning({ id: users.id });
  const signer = createTokenSigner(TEST_JWT_SECRET, config.ACCESS_TOKEN_TTL);
  return { id: row!.id, token: await signer.signAccess({ subjectId: row!.id, audience: 'member' }) };
}

async function post(userId: number, title: string, extra: Partial<typeof generatedPosts.$inferInsert> = {}) {
  const [row] = await testDb.database.db
    .insert(generatedPosts)
    .values({
      userId,
      title,
      content: `<h2>${title}</h2><p>띄어쓰기 단위로만 줄을 바꾸는 한국어 문단이에요. ${'오늘의 소식을 차근차근 정리했어요. '.repeat(20)}</p>`,
      ...extra,
    })
    .returning({ id: generatedPosts.id });
  return row!.id;
}

const pdf = (id: number, token: string, headers: Record<string, string> = {}) =>
  app.inject({ url: `/api/posts/${id}/pdf/`, headers: { ...bearer(token), ...headers } });

/** How many renders the store keeps for the post (rows on PostgreSQL, files under DATA_DIR on PGlite). */
async function kept(postId: number): Promise<number> {
  if (testDb.kind === 'postgres') {
    return (await testDb.database.db.select().from(pdfRenders).where(eq(pdfRenders.postId, postId))).length;
  }
  const dir = path.join(config.dataDir, 'pdf-cache');
  return readdirSync(dir).filter((name) => name.startsWith(`${postId}.`)).length;
}

beforeAll(async () => {
  config = testConfig();
  testDb = await createTestDatabase();
  app = await buildApp({ config, database: testDb.database, pdfRenderer: counted });
  alice = await member('alice@example.com');
  bob = await member('bob@example.com');
}, 60_000);
afterAll(async () => {
  await app?.close();
  await threads.close();
  await testDb?.drop();
  if (config) rmSync(config.dataDir, { recursive: true, force: true });
});

describe('GET /api/posts/{id}/pdf/ from the kept renders', () => {
  it('renders a post once, then serves the kept file with the same ETag without rendering', async () => {
    const id = await post(alice.id, '한 번만 그리는 글');
    const first = await pdf(id, alice.token);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/pdf');
    expect(first.headers['x-cache']).toBe('miss');
    expect(first.headers.etag).toMatch(/^"[A-Za-z0-9_-]{43}"$/);
    expect(new Date(first.headers['last-modified'] as string).getTime()).not.toBeNaN();
    expect(first.headers['cache-control']).toBe('private, no-cache');
    expect(first.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(renders).toBe(1);
    expect(await kept(id)).toBe(1);

    const again = await pdf(id, alice.token);
    expect(again.statusCode).toBe(200);
    expect(again.headers['x-cache']).toBe('hit');
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.headers['last-modified']).toBe(first.headers['last-modified']);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(renders).toBe(1);
  });

  it('answers 304 without a body to the ETag the browser holds, and 200 to another', async () => {
    const id = await post(alice.id, '다시 묻는 글');
    const first = await pdf(id, alice.token);
    const before = renders;
    const unchanged = await pdf(id, alice.token, { 'if-none-match': first.headers.etag as string });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.rawPayload.length).toBe(0);
    expect(unchanged.headers.etag).toBe(first.headers.etag);
    const listed = await pdf(id, alice.token, { 'if-none-match': `"other", W/${first.headers.etag as string}` });
    expect(listed.statusCode).toBe(304);
    const stale = await pdf(id, alice.token, { 'if-none-match': '"an-older-version"' });
    expect(stale.statusCode).toBe(200);
    expect(stale.headers['x-cache']).toBe('hit');
    expect(renders).toBe(before);
  });

  it('renders again after the member edits the post, and keeps only the new render', async () => {
    const id = await post(alice.id, '고치기 전 제목');
    const before = await pdf(id, alice.token);
    const rendered = renders;

    const edit = await app.inject({
      method: 'PATCH',
      url: `/api/mypage/posts/${id}/`,
      headers: bearer(alice.token),
      payload: { title: '고친 뒤 제목' },
    });
    expect(edit.statusCode).toBe(200);
    const after = await pdf(id, alice.token);
    expect(after.statusCode).toBe(200);
    expect(after.headers['x-cache']).toBe('miss');
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.rawPayload.equals(before.rawPayload)).toBe(false);
    expect(renders).toBe(rendered + 1);
    expect(await kept(id)).toBe(1);
    // The old ETag no longer matches.
    expect((await pdf(id, alice.token, { 'if-none-match': before.headers.etag as string })).statusCode).toBe(200);

    const content = await app.inject({
      method: 'PATCH',
      url: `/api/mypage/posts/${id}/`,
      headers: bearer(alice.token),
      payload: { content: '<p>본문을 새로 썼어요.</p>' },
    });
    expect(content.statusCode).toBe(200);
    expect((await pdf(id, alice.token)).headers['x-cache']).toBe('miss');
    expect(renders).toBe(rendered + 2);
    expect((await pdf(id, alice.token)).headers['x-cache']).toBe('hit');
    expect(renders).toBe(rendered + 2);
  });

  it('answers another member 404, kept render or not, ETag or not', async () => {
    const id = await post(alice.id, '앨리스만의 글');
    const own = await pdf(id, alice.token);
    expect(own.statusCode).toBe(200);
    const before = renders;
    const asked: Record<string, string>[] = [{}, { 'if-none-match': own.headers.etag as string }];
    for (const headers of asked) {
      const other = await pdf(id, bob.token, headers);
      expect(other.statusCode).toBe(404);
      expect(other.headers['content-type']).toMatch(/application\/json/);
      expect(other.headers.etag).toBeUndefined();
      expect(other.json().detail).toBe('글을 찾을 수 없어요.');
    }
    expect(renders).toBe(before);
  });

  it('does not keep a render made without one of its images, so the next download tries again', async () => {
    // An address the image fetcher refuses (a private host not allowed): the PDF goes without the picture.
    const id = await post(alice.id, '사진을 못 가져온 글', { image1Url: 'http://10.255.255.1/photo.jpg' });
    const before = renders;
    expect((await pdf(id, alice.token)).statusCode).toBe(200);
    expect((await pdf(id, alice.token)).headers['x-cache']).toBe('miss');
    expect(renders).toBe(before + 2);
    expect(await kept(id)).toBe(0);
  });

  it('drops the kept render with the deleted post', async () => {
    const id = await post(alice.id, '지울 글');
    await pdf(id, alice.token);
    expect(await kept(id)).toBe(1);
    const deleted = await app.inject({ method: 'DELETE', url: `/api/user/posts/${id}/`, headers: bearer(alice.token) });
    expect(deleted.statusCode).toBe(204);
    expect(await kept(id)).toBe(0);
  });

  it('keeps its renders across a restart: a new app over the same data dir and database renders nothing', async () => {
    const id = await post(alice.id, '다시 켜도 남는 글');
    const first = await pdf(id, alice.token);
    expect(first.headers['x-cache']).toBe('miss');
    await app.close();
    app = await buildApp({ config, database: testDb.database, pdfRenderer: counted });
    const before = renders;
    const after = await pdf(id, alice.token);
    expect(after.statusCode).toBe(200);
    expect(after.headers['x-cache']).toBe('hit');
    expect(after.headers.etag).toBe(first.headers.etag);
    expect(after.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(renders).toBe(before);
  });
});

describe('GET /api/posts/{id}/pdf/ when every render thread is busy', () => {
  it('answers 503 at once with Retry-After and a Korean detail once the queue is full, and renders the rest', async () => {
    // One thread and a queue of one, over a thread whose renders hold until released.
    const held = createHeldRunner({ threads: 1, maxWaiting: 1 });
    const renderer: PdfRenderer = {
      render: async (post, images) => Buffer.from(await held.runner.run({ post, images })),
      get full() {
        return held.runner.full;
      },
      capacity: 2,
      close: () => held.runner.close(),
    };
    const busy = await buildApp({ config, database: testDb.database, pdfRenderer: renderer });
    try {
      const ids = [await post(alice.id, '첫 번째'), await post(alice.id, '두 번째'), await post(alice.id, '세 번째')];
      const requests = ids.map((id) => busy.inject({ url: `/api/posts/${id}/pdf/`, headers: bearer(alice.token) }));
      // One render holds the thread and one waits: the third request is answered while they still run.
      const first = await Promise.race(requests);
      expect(first.statusCode).toBe(503);
      expect(first.headers['retry-after']).toMatch(/^[1-9]\d*$/);
      expect(first.json()).toMatchObject({ code: 'service_unavailable' });
      expect(first.json().detail).toContain('잠시 후 다시 시도해 주세요');
      held.release();
      const all = await Promise.all(requests);
      expect(all.map((response) => response.statusCode).sort()).toEqual([200, 200, 503]);
    } finally {
      held.release();
      await busy.close();
      await renderer.close();
    }
  });

  it('refuses on arrival, before the member, the post or a kept render is read, yet serves kept renders to their owner', async () => {
    const held = createHeldRunner({ threads: 1, maxWaiting: 1 });
    const renderer: PdfRenderer = {
      render: async (post, images) => Buffer.from(await held.runner.run({ post, images })),
      get full() {
        return held.runner.full;
      },
      capacity: 2,
      close: () => held.runner.close(),
    };
    const busy = await buildApp({ config, database: testDb.database, pdfRenderer: renderer });
    const ask = (id: number, token: string) => busy.inject({ url: `/api/posts/${id}/pdf/`, headers: bearer(token) });
    try {
      // A render kept earlier, which this process has served once already.
      const keptId = await post(alice.id, '미리 그려 둔 글');
      expect((await pdf(keptId, alice.token)).statusCode).toBe(200);
      expect((await ask(keptId, alice.token)).headers['x-cache']).toBe('hit');

      // Two renders in flight: one holds the thread, one waits in the queue.
      const holding = [await post(alice.id, '붙잡힌 글 1'), await post(alice.id, '붙잡힌 글 2')].map((id) =>
        ask(id, alice.token),
      );
      await expect.poll(() => held.runner.full).toBe(true);

      // Refused before anything is read: an id that names no post is answered as any other, 503 and not 404.
      const missing = await ask(2_000_000_000, alice.token);
      expect(missing.statusCode).toBe(503);
      expect(missing.headers['retry-after']).toMatch(/^[1-9]\d*$/);
      expect(missing.json().detail).toContain('잠시 후 다시 시도해 주세요');
      const fresh = await ask(await post(alice.id, '아직 안 그린 글'), alice.token);
      expect(fresh.statusCode).toBe(503);
      expect(fresh.headers['retry-after']).toMatch(/^[1-9]\d*$/);

      // A kept render still goes out at once, to its owner only.
      const kept = await ask(keptId, alice.token);
      expect(kept.statusCode).toBe(200);
      expect(kept.headers['x-cache']).toBe('hit');
      expect(kept.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      const other = await ask(keptId, bob.token);
      expect(other.statusCode).toBe(404);
      expect(other.headers.etag).toBeUndefined();

      held.release();
      expect((await Promise.all(holding)).map((response) => response.statusCode)).toEqual([200, 200]);
      // Answered requests leave the count: the door is open again.
      expect((await ask(await post(alice.id, '풀린 뒤의 글'), alice.token)).statusCode).toBe(200);
    } finally {
      held.release();
      await busy.close();
      await renderer.close();
    }
  });
});
