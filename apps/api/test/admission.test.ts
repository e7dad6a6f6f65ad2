// In-process admission (ADR 065): past API_CONCURRENCY running requests the next wait their turn and are then
// served, while probes and the PDF door's refusals are answered at once.
import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import type { Config } from '../src/config/env.ts';
import { generatedPosts, users } from '../src/db/schema.ts';
import type { PdfRenderer } from '../src/features/posts/pdf/pdf-renderer.ts';
import { createTokenSigner } from '../src/plugins/auth/tokens.ts';
import { createHeldRunner } from './fakes/held-thread.ts';
import { bearer, createTestDatabase, testConfig, TEST_JWT_SECRET, type TestDatabase } from './helpers.ts';

let config: Config;
let testDb: TestDatabase;
let app: FastifyInstance;
const held = createHeldRunner({ threads: 1, maxWaiting: 0 });
// One render at a time and none waiting: a second PDF to render is refused at the door.
const renderer: PdfRenderer = {
  render: async (post, images) => Buffer.from(await held.runner.run({ post, images })),
  get full() {
    return held.runner.full;
  },
  capacity: 1,
  close: () => held.runner.close(),
};
let member: { id: number; token: string };

async function post(title: string) {
  const [row] = await testDb.database.db
    .insert(generatedPosts)
    .values({ userId: member.id, title, content: `<p>${title}에 관해 짧게 적어 둔 문단이에요.</p>` })
    .returning({ id: generatedPosts.id });
  return row!.id;
}

beforeAll(async () => {
  config = testConfig({ API_CONCURRENCY: '1' });
  testDb = await createTestDatabase();
  app = await buildApp({ config, database: testDb.database, pdfRenderer: renderer });
  const [row] = await testDb.database.db
    .insert(users)
    .values({ email: 'gate@example.com', provider: 'kakao', nickname: '문지기' })
    .returning({ id: users.id });
  const signer = createTokenSigner(TEST_JWT_SECRET, config.ACCESS_TOKEN_TTL);
  member = { id: row!.id, token: await signer.signAccess({ subjectId: row!.id, audience: 'member' }) };
}, 60_000);
afterAll(async () => {
  held.release();
  await app?.close();
  await renderer.close();
  await testDb?.drop();
});

describe('admission with API_CONCURRENCY=1', () => {
  it('holds a read past the cap until the running one answers, and answers probes and PDF refusals meanwhile', async () => {
    const ask = (url: string) => app.inject({ url, headers: bearer(member.token) });
    const [reading, rendering, refused] = [await post('읽는 중인 글'), await post('그릴 글'), await post('거절될 글')];

    // The posts table locked by another transaction: a read of a post waits in the database, holding the only place.
    let unlock!: () => void;
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const lock = testDb.database.db.transaction(async (tx) => {
      await tx.execute(sql`lock table generated_posts in access exclusive mode`);
      locked();
      await new Promise<void>((resolve) => (unlock = resolve));
    });
    await isLocked;
    try {
      const settled: string[] = [];
      const track = (name: string, response: Promise<LightMyRequestResponse>) =>
        response.then((answer) => {
          settled.push(name);
          return answer;
        });
      const first = track('post', ask(`/api/posts/${reading}/`));
      await expect.poll(() => app.admission.running).toBe(1);

      // Past the cap, My page and an admitted PDF wait in line.
      const list = track('list', ask('/api/mypage/posts/'));
      const pdf = track('pdf', ask(`/api/posts/${rendering}/pdf/`));
      await expect.poll(() => app.admission.waiting).toBe(2);

      // The PDF door is full (one render in flight): the next PDF is refused at once, and the probe answers.
      const refusal = await ask(`/api/posts/${refused}/pdf/`);
      expect(refusal.statusCode).toBe(503);
      expect(refusal.json().detail).toContain('잠시 후 다시 시도해 주세요');
      expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
      expect(settled).toEqual([]);
      expect(app.admission.waiting).toBe(2);

      // Once the lock goes, the waiting requests run in turn and are served; the render gives its place back.
      unlock();
      await lock;
      expect((await first).statusCode).toBe(200);
      expect((await list).statusCode).toBe(200);
      await expect.poll(() => held.runner.full).toBe(true);
      expect(app.admission.running).toBe(0);
      held.release();
      expect((await pdf).statusCode).toBe(200);
      expect([app.admission.running, app.admission.waiting]).toEqual([0, 0]);
    } finally {
      unlock?.();
      await lock;
    }
  });
});

describe('admission with API_CONCURRENCY=0', () => {
  it('puts nothing in line: reads and PDFs run on arrival', async () => {
    const open = await buildApp({
      config: testConfig({ API_CONCURRENCY: '0' }),
      database: testDb.database,
      pdfRenderer: renderer,
    });
    try {
      const id = await post('줄 없이 읽는 글');
      held.release();
      const answers = await Promise.all(
        [`/api/posts/${id}/`, '/api/mypage/posts/', `/api/posts/${id}/pdf/`].map((url) =>
          open.inject({ url, headers: bearer(member.token) }),
        ),
      );
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
      expect([open.admission.running, open.admission.waiting]).toEqual([0, 0]);
    } finally {
      await open.close();
    }
  });
});
