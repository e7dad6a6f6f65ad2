import { count, eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { FastifyBaseLogger } from 'fastify';
import { maintenanceRuns, oauthStates, refreshTokens, users } from '../src/db/schema.ts';
import { housekeepingJob } from '../src/features/maintenance/housekeeping.job.ts';
import { defineJob, type JobDefinition } from '../src/jobs/job.ts';
import { startJobQueue, type JobQueue } from '../src/jobs/queue.ts';
import { createTestDatabase, testConfig, type TestDatabase } from './helpers.ts';

const logger = pino({ level: 'silent' }) as unknown as FastifyBaseLogger;
let attempts = 0;
const flakyJob = defineJob({
  name: 'test-flaky',
  payload: z.object({ failTimes: z.number().int() }),
  retryLimit: 2,
  retryDelaySeconds: 1,
  expireInSeconds: 30,
  async handler({ failTimes }) {
    attempts += 1;
    if (attempts <= failTimes) throw new Error(`attempt ${attempts} fails on purpose`);
    return { attempts };
  },
});

let testDb: TestDatabase;
let queue: JobQueue;

async function waitForState(job: JobDefinition, id: string, wanted: string, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  let state: string | null = null;
  while (Date.now() < deadline) {
    state = await queue.state(job, id);
    if (state === wanted) return state;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return state;
}

beforeAll(async () => {
  testDb = await createTestDatabase();
  queue = await startJobQueue({
    database: testDb.database,
    config: testConfig(),
    logger,
    jobs: [housekeepingJob as unknown as JobDefinition, flakyJob as unknown as JobDefinition],
    runWorkers: true,
    pollingIntervalSeconds: 0.5,
  });
}, 60_000);

afterAll(async () => {
  await queue?.stop();
  await testDb?.drop();
});

describe(`job queue on ${process.env.TEST_DB === 'postgres' ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('runs the housekeeping job end to end and records the run', async () => {
    const { db } = testDb.database;
    const [user] = await db.insert(users).values({ provider: 'kakao', email: 'old@example.com' }).returning();
    const longAgo = new Date(Date.now() - 30 * 24 * 3600 * 1000);
    const later = new Date(Date.now() + 24 * 3600 * 1000);
    await db.insert(refreshTokens).values([
      {
        audience: 'member',
        userId: user!.id,
        tokenHash: 'a'.repeat(64),
        familyId: crypto.randomUUID(),
        expiresAt: longAgo,
      },
      {
        audience: 'member',
        userId: user!.id,
        tokenHash: 'b'.repeat(64),
        familyId: crypto.randomUUID(),
        expiresAt: later,
      },
    ]);
    await db.insert(oauthStates).values([
      { state: 'expired-state', provider: 'naver', expiresAt: new Date(Date.now() - 60_000) },
      { state: 'fresh-state', provider: 'naver', expiresAt: later },
    ]);

    const id = await queue.send(housekeepingJob, {});
    expect(await waitForState(housekeepingJob as unknown as JobDefinition, id, 'completed')).toBe('completed');

    const tokens = await db.select({ hash: refreshTokens.tokenHash }).from(refreshTokens);
    expect(tokens.map((t) => t.hash)).toEqual(['b'.repeat(64)]);
    const states = await db.select({ state: oauthStates.state }).from(oauthStates);
    expect(states.map((s) => s.state)).toEqual(['fresh-state']);
    const [runs] = await db
      .select({ n: count() })
      .from(maintenanceRuns)
      .where(eq(maintenanceRuns.task, 'housekeeping'));
    expect(runs!.n).toBe(1);
    const [run] = await db
      .select({ summary: maintenanceRuns.summary })
      .from(maintenanceRuns)
      .where(eq(maintenanceRuns.task, 'housekeeping'));
    expect(run!.summary).toMatchObject({ refresh_tokens: 1, oauth_states: 1 });
  });

  it('retries a failing job until it succeeds', async () => {
    attempts = 0;
    const id = await queue.send(flakyJob, { failTimes: 1 });
    expect(await waitForState(flakyJob as unknown as JobDefinition, id, 'completed', 30_000)).toBe('completed');
    expect(attempts).toBe(2);
  });

  it('rejects a payload that does not match the job schema', async () => {
    await expect(queue.send(flakyJob, { failTimes: 'x' } as never)).rejects.toThrow();
  });
});
