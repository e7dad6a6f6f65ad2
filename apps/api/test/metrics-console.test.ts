import { rmSync } from 'node:fs';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import type { Config } from '../src/config/env.ts';
import { ingestionRuns } from '../src/db/schema.ts';
import { seedDemoAdmin } from '../src/features/admin-auth/seed-admin.ts';
import { createIngestService } from '../src/features/ingestion/ingest.service.ts';
import type { NewsSource } from '../src/features/ingestion/news-sources.ts';
import type { JobDefinition } from '../src/jobs/job.ts';
import { startJobQueue, type JobQueue } from '../src/jobs/queue.ts';
import { regeneratePostJob } from '../src/jobs/registry.ts';
import { createMetrics } from '../src/plugins/metrics/metrics.ts';
import {
  bearer,
  createTestDatabase,
  freePort,
  socialLogin,
  testConfig,
  type SignedIn,
  type TestApp,
  type TestDatabase,
} from './helpers.ts';

const logger = pino({ level: 'silent' }) as unknown as FastifyBaseLogger;
const METRICS_TOKEN = 'scrape-token-for-the-tests-0123';
const HOUR = 3_600_000;

// The console's clock: moved by the tests, read by the live figures and the status.
let clock = Date.now();
let t: TestApp & { baseUrl: string };
let testDb: TestDatabase;
let queue: JobQueue;
let config: Config;
let app: FastifyInstance;
let adminAccess: string;
let member: SignedIn;

beforeAll(async () => {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  config = testConfig({
    PORT: String(port),
    PUBLIC_API_URL: baseUrl,
    METRICS_TOKEN,
    INGEST_INTERVAL_MINUTES: '60',
  });
  testDb = await createTestDatabase();
  queue = await startJobQueue({
    database: testDb.database,
    config,
    logger,
    jobs: [regeneratePostJob as unknown as JobDefinition],
    runWorkers: false,
  });
  app = await buildApp({
    config,
    database: testDb.database,
    queue,
    metrics: createMetrics({ now: () => clock, defaultMetrics: true }),
    now: () => new Date(clock),
  });
  await app.listen({ host: '127.0.0.1', port });
  t = { app, config, database: testDb.database, baseUrl, close: async () => {} };
  await seedDemoAdmin(testDb.database.db, config);
  const login = await app.inject({
    method: 'POST',
    url: '/admin/auth/admin-login/',
    payload: { email: config.ADMIN_EMAIL, password: config.ADMIN_PASSWORD },
  });
  adminAccess = login.json().access;
  member = await socialLogin(t, 'kakao', 'metrics-member@example.com');
});

afterAll(async () => {
  await app.close();
  await queue.stop();
  await testDb.drop();
  rmSync(config.dataDir, { recursive: true, force: true });
});

const scrape = async (headers: Record<string, string> = { authorization: `Bearer ${METRICS_TOKEN}` }) =>
  app.inject({ url: '/metrics', headers });

/** The value of one sample line (`name{labels} value`) of the Prometheus text, or null. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | null {
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    const wanted = Object.entries(labels).every(([key, value]) => line.includes(`${key}="${value}"`));
    if (wanted) return Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return null;
}

const live = async () => {
  const response = await app.inject({ url: '/admin/dashboard/live/', headers: bearer(adminAccess) });
  expect(response.statusCode).toBe(200);
  return response.json().data;
};

/** Runs ingestion over two sources: one that answers with no news, one whose feed fails. */
async function ingestWithADeadFeed() {
  const sources: NewsSource[] = [
    { url: 'https://news.example.com/rss', kind: 'rss', categoryHint: null, items: async () => [] },
    {
      url: 'https://dead.example.com/feed.xml',
      kind: 'rss',
      categoryHint: null,
      items: async () => {
        throw new Error('feed answered 503 Service Unavailable\n    at fetch (internal)');
      },
    },
  ];
  const service = createIngestService({
    db: testDb.database.db,
    fetcher: {
      text: async () => '',
      page: async () => {
        throw new Error('no article pages in this test');
      },
    },
    logger,
    now: () => new Date(clock),
  });
  return service.run(sources);
}

describe('GET /metrics', () => {
  it('is for the scrape token or an admin only', async () => {
    expect((await scrape({})).statusCode).toBe(401);
    expect((await scrape(bearer('wrong-token-of-some-length'))).statusCode).toBe(401);
    expect((await scrape(bearer(member.access))).statusCode).toBe(401);
    const scraper = await scrape();
    expect(scraper.statusCode).toBe(200);
    expect(scraper.headers['content-type']).toContain('text/plain');
    expect((await scrape(bearer(adminAccess))).statusCode).toBe(200);
  });

  it('counts requests by route and status, and members, after member requests', async () => {
    const before = (await scrape()).body;
    const route = { method: 'GET', route: '/api/keywords/', status: '200' };
    const countBefore = sample(before, 'geulgam_http_request_duration_seconds_count', route) ?? 0;
    for (let i = 0; i < 3; i++) {
      const response = await app.inject({ url: '/api/keywords/?page_size=12', headers: bearer(member.access) });
      expect(response.statusCode).toBe(200);
    }
    await app.inject({ url: '/api/mypage/posts/', headers: bearer(member.access) });
    const after = (await scrape()).body;
    expect(sample(after, 'geulgam_http_request_duration_seconds_count', route)).toBe(countBefore + 3);
    expect(sample(after, 'geulgam_active_members')).toBeGreaterThanOrEqual(1);
    expect(sample(after, 'geulgam_process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(after).toContain('geulgam_event_loop_delay_p99_seconds');
    expect(after).toContain('geulgam_queue_depth');
    expect(sample(after, 'geulgam_http_latency_last_minute_seconds', { quantile: '0.95' })).toBeGreaterThan(0);
  });
});

describe('admin dashboard: live figures, status and ingestion runs', () => {
  it('is for admins only', async () => {
    for (const url of ['/admin/dashboard/live/', '/admin/dashboard/ingestion-runs/']) {
      expect((await app.inject({ url })).statusCode).toBe(401);
      expect((await app.inject({ url, headers: bearer(member.access) })).statusCode).toBe(401);
    }
  });

  it('shows non-zero figures after member requests, matching /metrics', async () => {
    await app.inject({ url: '/api/keywords/', headers: bearer(member.access) });
    const data = await live();
    expect(data.active_members).toBeGreaterThanOrEqual(1);
    expect(data.active_window_minutes).toBe(5);
    expect(data.latency.requests).toBeGreaterThan(0);
    expect(data.latency.p50_ms).toBeGreaterThan(0);
    expect(data.latency.p95_ms).toBeGreaterThanOrEqual(data.latency.p50_ms);
    expect(data.memory.rss_bytes).toBeGreaterThan(0);
    expect(data.queue).toEqual({ waiting: expect.any(Number), active: expect.any(Number), failed: expect.any(Number) });
    expect(data.status.database).toBe('ok');
    expect(data.status.queue).toBe('ok');
    const metrics = (await scrape()).body;
    expect(sample(metrics, 'geulgam_active_members')).toBe(data.active_members);
  });

  it('lists each source’s runs with a failing source’s error line, and counts them in /metrics', async () => {
    await ingestWithADeadFeed();
    const response = await app.inject({ url: '/admin/dashboard/ingestion-runs/', headers: bearer(adminAccess) });
    expect(response.statusCode).toBe(200);
    const sources = response.json().data as {
      name: string;
      url: string;
      runs: { ok: boolean; items: number; error: string | null }[];
    }[];
    const dead = sources.find((s) => s.url === 'https://dead.example.com/feed.xml')!;
    expect(dead.runs[0]).toMatchObject({ ok: false, items: 0, error: 'feed answered 503 Service Unavailable' });
    const alive = sources.find((s) => s.url === 'https://news.example.com/rss')!;
    expect(alive.runs[0]).toMatchObject({ ok: true, items: 0, error: null });

    const metrics = (await scrape()).body;
    expect(sample(metrics, 'geulgam_ingestion_runs_total', { source: 'dead.example.com', outcome: 'error' })).toBe(1);
    expect(sample(metrics, 'geulgam_ingestion_runs_total', { source: 'news.example.com', outcome: 'ok' })).toBe(1);
  });

  it('warns in plain Korean about a dead feed, and once ingestion has not succeeded for three intervals', async () => {
    await testDb.database.db.delete(ingestionRuns);
    clock = Date.now();
    expect((await live()).status).toMatchObject({ level: 'ok', message: '모든 서비스 정상' });

    await ingestWithADeadFeed();
    clock += 2 * HOUR;
    // Not stale yet (the other source succeeded), but the dead feed is named.
    let status = (await live()).status;
    expect(status.level).toBe('warning');
    expect(status.ingestion.stale).toBe(false);
    expect(status.message).toBe('뉴스 출처 1곳의 최근 수집이 실패했어요. 수집 현황에서 오류를 확인해 주세요.');

    // Only the dead feed keeps running; the last success is now 3 h 10 min old (interval 60 min).
    clock = Date.parse(status.ingestion.last_success_at) + 3 * HOUR + 10 * 60_000;
    status = (await live()).status;
    expect(status.level).toBe('warning');
    expect(status.ingestion.stale).toBe(true);
    expect(status.message).toBe(
      '뉴스 수집이 3시간 10분째 성공하지 못했어요 (수집 주기 1시간). 수집 현황에서 오류를 확인해 주세요.',
    );
  });
});
