import { rmSync } from 'node:fs';
import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { SignJWT } from 'jose';
import { buildApp } from '../src/app.ts';
import { articles, keywordArticles, keywords } from '../src/db/schema.ts';
import { seedDemoAdmin } from '../src/features/admin-auth/seed-admin.ts';
import type { JobDefinition } from '../src/jobs/job.ts';
import { startJobQueue, type JobQueue } from '../src/jobs/queue.ts';
import { regeneratePostJob } from '../src/jobs/registry.ts';
import { expect } from 'vitest';
import {
  bearer,
  createTestDatabase,
  freePort,
  TEST_JWT_SECRET,
  testConfig,
  type SignedIn,
  type TestApp,
} from './helpers.ts';

const logger = pino({ level: 'silent' }) as unknown as FastifyBaseLogger;

export interface AdminTestApp extends TestApp {
  baseUrl: string;
  queue: JobQueue;
  adminAccess: string;
  adminId: number;
}

/** A listening app with a job queue whose workers run in this process, and a signed-in demo admin. */
export async function createAdminTestApp(overrides: Record<string, string> = {}): Promise<AdminTestApp> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const config = testConfig({
    PORT: String(port),
    PUBLIC_API_URL: baseUrl,
    GENERATION_RATE_LIMIT: '1000',
    ...overrides,
  });
  const testDb = await createTestDatabase();
  const queue = await startJobQueue({
    database: testDb.database,
    config,
    logger,
    jobs: [regeneratePostJob as unknown as JobDefinition],
    runWorkers: true,
    pollingIntervalSeconds: 0.5,
  });
  const app = await buildApp({ config, database: testDb.database, queue });
  await app.listen({ host: '127.0.0.1', port });
  await seedDemoAdmin(testDb.database.db, config);
  const login = await app.inject({
    method: 'POST',
    url: '/admin/auth/admin-login/',
    payload: { email: config.ADMIN_EMAIL, password: config.ADMIN_PASSWORD },
  });
  if (login.statusCode !== 200) throw new Error(`admin login failed: ${login.body}`);
  const adminAccess = login.json().access as string;
  const adminId = Number(JSON.parse(Buffer.from(adminAccess.split('.')[1]!, 'base64url').toString()).sub);
  return {
    app,
    config,
    database: testDb.database,
    baseUrl,
    queue,
    adminAccess,
    adminId,
    async close() {
      await app.close();
      await queue.stop();
      await testDb.drop();
      rmSync(config.dataDir, { recursive: true, force: true });
    },
  };
}

/** An admin access token that expired a minute ago, signed with the test secret. */
export async function expiredAdminToken(adminId: number) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({})
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(adminId))
    .setAudience('admin')
    .setIssuer('geulgam')
    .setIssuedAt(now - 1200)
    .setExpirationTime(now - 60)
    .sign(new TextEncoder().encode(TEST_JWT_SECRET));
}

export async function waitForJob(queue: JobQueue, job: JobDefinition, id: string, timeoutMs = 25_000) {
  const deadline = Date.now() + timeoutMs;
  let state: string | null = null;
  while (Date.now() < deadline) {
    state = await queue.state(job, id);
    if (state === 'completed' || state === 'failed') return state;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return state;
}

const SENTENCES = [
  '서울시는 올해 가을 한강 공원에서 대규모 축제를 연다고 22일 밝혔다.',
  '축제에는 지난해보다 30% 많은 12만 명이 찾을 것으로 예상된다.',
  '시 관계자는 "시민들이 편하게 즐길 수 있도록 준비했다"고 말했다.',
  '행사장 주변에는 먹거리 장터와 공연 무대가 마련될 예정이다.',
  '교통 혼잡을 줄이기 위해 지하철 운행 횟수도 늘어난다.',
];

/** A keyword with `articleCount` source articles (each with one image). */
export async function seedKeyword(
  t: TestApp,
  options: { key: string; title: string; category: string; articleCount?: number; createdAt?: Date },
) {
  const { db } = t.database;
  const [keyword] = await db
    .insert(keywords)
    .values({
      storyKey: options.key,
      title: options.title,
      category: options.category,
      ...(options.createdAt ? { createdAt: options.createdAt, collectedAt: options.createdAt } : {}),
    })
    .returning({ id: keywords.id });
  const count = options.articleCount ?? 2;
  for (let i = 0; i < count; i += 1) {
    const [article] = await db
      .insert(articles)
      .values({
        url: `https://news.example.com/${options.key}/${i}`,
        outlet: `테스트일보${i}`,
        title: `${options.title} 관련 기사 ${i + 1}`,
        body: SENTENCES.map((s) => `${options.title} 소식: ${s}`).join(' '),
        publishedAt: new Date(Date.now() - (i + 1) * 3_600_000),
        category: options.category,
        images: [{ url: `https://img.example.com/${options.key}/${i}.jpg` }],
        contentHash: `${options.key}-${i}`.padEnd(64, '0').slice(0, 64),
      })
      .returning({ id: articles.id });
    await db.insert(keywordArticles).values({ keywordId: keyword!.id, articleId: article!.id });
  }
  return keyword!.id;
}

export type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** Requests against a test app (created later, hence the getter): as anyone, as its admin, a member's generation. */
export function adminTestCalls(app: () => AdminTestApp) {
  const call = (method: Method, url: string, token?: string | null, payload?: object) =>
    app().app.inject({
      method,
      url,
      ...(token ? { headers: bearer(token) } : {}),
      ...(payload ? { payload } : {}),
    });
  const admin = (method: Method, url: string, payload?: object) => call(method, url, app().adminAccess, payload);
  async function generate(member: SignedIn, keywordId: number): Promise<number> {
    const response = await call('POST', '/api/generate/', member.access, { keyword_id: keywordId });
    expect(response.json()).toMatchObject({ status: 'success' });
    return response.json().post_id;
  }
  return { call, admin, generate };
}
