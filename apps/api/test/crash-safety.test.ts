// Crash safety (PostgreSQL only): `kill -9` the job worker at random points while it regenerates posts,
// restart it, again and again, then let it finish. Every job must end `completed` with exactly one post
// under its regeneration key: nothing lost, nothing duplicated, no post without its job.
//
// The admin API of an in-test app (no workers, `JOBS=off`) enqueues the jobs, keeping a few ready at all
// times; the workers are real `apps/api/src/worker.ts` processes on a fresh copy of the template database.
// Two lanes run side by side, each starting a worker and SIGKILLing it, CRASH_KILLS times in all (default
// 20; `npm run test:stress` runs more). The kill points come from a seeded generator (CRASH_SEED), in four
// kinds: during start-up; a random delay after the worker is ready (polling, between or inside jobs);
// inside a job (after the worker logs "job started", within the typical job's duration so far); and
// after the handler stored its post but before pg-boss recorded the job done (see killAfterHandler).
// A killed worker's job stays `active` until its expiry; the test sets the JOB_* knobs (config/env.ts) low
// so that pg-boss maintenance hands it back within seconds, and lifts the retry limit, because every crash
// costs the job one retry and the same job may be hit several times here.
// CRASH_VERBOSE=1 prints what the kills hit.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { rmSync } from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { seedDemoAdmin } from '../src/features/admin-auth/seed-admin.ts';
import { REGENERATE_JOB_NAME } from '../src/features/admin-keywords/regenerate.job.ts';
import { startJobQueue, type JobQueue } from '../src/jobs/queue.ts';
import { allJobs, regeneratePostJob } from '../src/jobs/registry.ts';
import type { JobDefinition } from '../src/jobs/job.ts';
import { seedKeyword } from './admin-setup.ts';
import { postgresTestUrl, REPO_ROOT } from './db-template.ts';
import { createTestDatabase, testConfig, type TestApp, type TestDatabase } from './helpers.ts';

const postgresUrl = postgresTestUrl();
const KILLS = Number(process.env.CRASH_KILLS) || 20;
const SEED = Number(process.env.CRASH_SEED) || 0x6c1a55;
const LANES = 2;
/** Jobs ready to be fetched that the test keeps in the queue while it kills workers. */
const BACKLOG = 4;

/** Low job timings for this test (see config/env.ts); the in-test app and the workers share them. */
const JOB_KNOBS = {
  JOB_EXPIRE_SECONDS: '4',
  JOB_RETRY_DELAY_SECONDS: '0',
  JOB_RETRY_LIMIT: '1000',
  JOB_MAINTENANCE_INTERVAL_SECONDS: '1',
  JOB_POLLING_INTERVAL_SECONDS: '0.5',
};

/** mulberry32: a small seeded generator, so a run's kill schedule can be replayed with CRASH_SEED. */
function seeded(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type KillPoint = 'startup' | 'ready' | 'in-job' | 'after-handler';

interface LogLine {
  msg?: string;
  job?: string;
  jobId?: string;
  ms?: number;
}

/** One worker process and what it has logged so far. */
class WorkerProcess {
  readonly child: ChildProcess;
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  private output = '';
  private pending = '';
  private waiters: { test: (line: LogLine) => boolean; resolve: (line: LogLine) => void }[] = [];
  readonly started: string[] = [];
  readonly done = new Map<string, number>();
  ready = false;

  constructor(env: Record<string, string>) {
    this.child = spawn(process.execPath, ['--import', 'tsx', path.join(REPO_ROOT, 'apps/api/src/worker.ts')], {
      cwd: REPO_ROOT,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child.stdout!.on('data', (chunk: Buffer) => this.read(chunk.toString()));
    this.child.stderr!.on('data', (chunk: Buffer) => (this.output += chunk.toString()));
    // 'close', not 'exit': by then everything the process wrote has been read.
    this.exited = new Promise((resolve) => this.child.on('close', (code, signal) => resolve({ code, signal })));
  }

  private read(text: string) {
    this.output += text;
    const lines = (this.pending + text).split('\n');
    this.pending = lines.pop() ?? '';
    for (const raw of lines) {
      let line: LogLine;
      try {
        line = JSON.parse(raw) as LogLine;
      } catch {
        continue;
      }
      if (line.msg === 'worker started') this.ready = true;
      if (line.msg === 'job started' && line.jobId) this.started.push(line.jobId);
      if (line.msg === 'job done' && line.jobId) this.done.set(line.jobId, line.ms ?? 0);
      this.waiters = this.waiters.filter((waiter) => {
        if (!waiter.test(line)) return true;
        waiter.resolve(line);
        return false;
      });
    }
  }

  /** The first line from now on that passes the test; undefined when the process exits or the time is up. */
  waitFor(test: (line: LogLine) => boolean, timeoutMs: number): Promise<LogLine | undefined> {
    return new Promise((resolve) => {
      const finish = (line: LogLine | undefined) => {
        clearTimeout(timer);
        resolve(line);
      };
      const timer = setTimeout(() => finish(undefined), timeoutMs);
      this.waiters.push({ test, resolve: finish });
      void this.exited.then(() => finish(undefined));
    });
  }

  /** The job this worker was running when it was killed, if any. */
  get runningJob(): string | undefined {
    const last = this.started.at(-1);
    return last && !this.done.has(last) ? last : undefined;
  }

  log(): string {
    return this.output.slice(-4000);
  }

  async kill() {
    if (this.child.exitCode === null && this.child.signalCode === null) this.child.kill('SIGKILL');
    return this.exited;
  }
}

describe.skipIf(!postgresUrl)('crash safety: kill -9 the worker during generation (PostgreSQL)', () => {
  let testDb: TestDatabase;
  /** Reads pg-boss's tables and the posts directly. */
  let sql: pg.Pool;
  let queue: JobQueue;
  let app: FastifyInstance;
  let dataDir: string;
  let workerEnv: Record<string, string>;
  let adminAccess: string;
  const keywordIds: number[] = [];
  const jobIds: string[] = [];
  const workers = new Set<WorkerProcess>();

  beforeAll(async () => {
    testDb = await createTestDatabase();
    sql = new pg.Pool({ connectionString: testDb.database.connectionString!, max: 4 });
    // The API answers at once (202): the workers it waits on are the ones this test kills.
    const config = testConfig({ JOBS: 'off', REGENERATE_WAIT_SECONDS: '0', ...JOB_KNOBS });
    dataDir = config.dataDir;
    queue = await startJobQueue({
      database: testDb.database,
      config,
      logger: pino({ level: 'silent' }) as unknown as FastifyBaseLogger,
      jobs: allJobs,
      runWorkers: false,
    });
    app = await buildApp({ config, database: testDb.database, queue });
    await seedDemoAdmin(testDb.database.db, config);
    const login = await app.inject({
      method: 'POST',
      url: '/admin/auth/admin-login/',
      payload: { email: config.ADMIN_EMAIL, password: config.ADMIN_PASSWORD },
    });
    expect(login.statusCode, login.body).toBe(200);
    adminAccess = login.json<{ access: string }>().access;
    const t: TestApp = { app, config, database: testDb.database, close: async () => {} };
    const topics = [
      ['crash-festival', '한강 가을 축제', '여행'],
      ['crash-market', '코스피 반등 소식', '경제'],
      ['crash-ballpark', '가을 야구 개막', '야구'],
      ['crash-noodles', '겨울 칼국수 맛집', '맛집'],
    ] as const;
    for (const [key, title, category] of topics) {
      keywordIds.push(await seedKeyword(t, { key, title, category, articleCount: 3 }));
    }
    workerEnv = {
      NODE_ENV: 'test',
      LOG_LEVEL: 'debug',
      DATA_DIR: dataDir,
      JWT_SECRET: config.jwtSecret,
      DATABASE_URL: testDb.database.connectionString!,
      NEWS_FEEDS: '',
      INGEST_INTERVAL_MINUTES: '0',
      LLM_PROVIDER: 'offline',
      IMAGE_SEARCH: 'articles',
      SHOPPING: 'demo',
      ...JOB_KNOBS,
    };
  });

  afterAll(async () => {
    await Promise.all([...workers].map((worker) => worker.kill()));
    await app?.close();
    await queue?.stop();
    await sql?.end();
    await testDb?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  /** One regeneration through the admin API, as the console sends it. */
  async function regenerate() {
    const keywordId = keywordIds[jobIds.length % keywordIds.length]!;
    const response = await app.inject({
      method: 'POST',
      url: `/admin/titles/${keywordId}/regenerate/`,
      headers: { authorization: `Bearer ${adminAccess}` },
      payload: {},
    });
    expect(response.statusCode, response.body).toBe(202);
    jobIds.push(response.json<{ data: { job_id: string } }>().data.job_id);
  }

  /** Jobs in the given states (pg-boss orders them created < retry < active < completed < …). */
  async function countJobs(states: string): Promise<number> {
    const result = await sql.query<{ n: string }>(
      `select count(*) as n from pgboss.job where name = $1 and state::text = any($2::text[])`,
      [REGENERATE_JOB_NAME, states.split(',')],
    );
    return Number(result.rows[0]!.n);
  }

  /**
   * A kill after a handler stored its post but before pg-boss recorded the job done, the window the
   * regeneration key is for. It is too short to hit by chance, so the test widens it: it locks the job's row
   * while the handler runs, so the worker's completion waits; kills the worker once the handler returned;
   * and ends the database session still waiting to complete the job, as if the worker had died first.
   */
  async function killAfterHandler(worker: WorkerProcess, fraction: number) {
    const started = await worker.waitFor(
      (line) => line.msg === 'job started' && line.job === REGENERATE_JOB_NAME,
      15_000,
    );
    const jobId = started?.jobId;
    if (!jobId) return;
    const holder = await sql.connect();
    try {
      await holder.query('begin');
      await holder.query('select 1 from pgboss.job where name = $1 and id = $2 for update', [
        REGENERATE_JOB_NAME,
        jobId,
      ]);
      const done = worker.done.has(jobId)
        ? true
        : await worker.waitFor((line) => line.msg === 'job done' && line.jobId === jobId, 15_000);
      if (!done) return;
      await sleep(fraction * 50);
      await worker.kill();
      await holder.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
          where pg_backend_pid() = any(pg_blocking_pids(pid)) and position('completed_on = now()' in query) > 0`,
      );
    } finally {
      await holder.query('rollback');
      holder.release();
    }
  }

  function startWorker() {
    const worker = new WorkerProcess(workerEnv);
    workers.add(worker);
    void worker.exited.then(() => workers.delete(worker));
    return worker;
  }

  it(`loses and duplicates nothing over ${KILLS} kills`, { timeout: 120_000 + KILLS * 8_000 }, async () => {
    // The whole kill schedule is drawn up front, so a seed always gives the same kill points.
    const random = seeded(SEED);
    const schedule = Array.from({ length: KILLS }, () => {
      const mode = random();
      const at: KillPoint = mode < 0.1 ? 'startup' : mode < 0.3 ? 'ready' : mode < 0.8 ? 'in-job' : 'after-handler';
      return { at, fraction: random() };
    });
    const jobTimes: number[] = [];
    const typicalJobMs = () => {
      if (jobTimes.length === 0) return 300;
      const sorted = [...jobTimes].sort((a, b) => a - b);
      return Math.max(20, sorted[Math.floor(sorted.length / 2)]!);
    };
    const kills = {
      total: 0,
      startup: 0,
      ready: 0,
      inJob: 0,
      afterHandler: 0,
      /** Kills while a handler ran: the job runs again. */
      interruptedJobs: 0,
    };
    let next = 0;

    const lane = async () => {
      while (next < schedule.length) {
        const { at, fraction } = schedule[next]!;
        next += 1;
        const missing = BACKLOG - (await countJobs('created,retry'));
        for (let i = 0; i < missing; i += 1) await regenerate();
        const worker = startWorker();
        if (at === 'startup') {
          // During start-up: connecting, migrating, creating queues, maybe fetching the first job.
          await sleep(fraction * 3_000);
          kills.startup += 1;
        } else {
          const ready = await worker.waitFor((line) => line.msg === 'worker started', 60_000);
          expect(ready, worker.log()).toBeDefined();
          if (at === 'ready') {
            // Anywhere: polling, between jobs, inside one.
            await sleep(fraction * 1_500);
            kills.ready += 1;
          } else if (at === 'in-job') {
            // Inside a job: after it starts, within the duration a job has taken so far.
            const started = await worker.waitFor(
              (line) => line.msg === 'job started' && line.job === REGENERATE_JOB_NAME,
              15_000,
            );
            if (started) await sleep(fraction * typicalJobMs());
            kills.inJob += 1;
          } else {
            await killAfterHandler(worker, fraction);
            kills.afterHandler += 1;
          }
        }
        const exit = await worker.kill();
        expect(exit.signal, worker.log()).toBe('SIGKILL');
        if (worker.runningJob) kills.interruptedJobs += 1;
        kills.total += 1;
        jobTimes.push(...worker.done.values());
      }
    };
    await Promise.all(Array.from({ length: LANES }, () => lane()));

    // Let the workers finish what is left: each killed job comes back after its expiry.
    const finishers = Array.from({ length: LANES }, () => startWorker());
    const deadline = Date.now() + 90_000;
    while ((await countJobs('created,retry,active')) > 0 && Date.now() < deadline) await sleep(250);
    // Stop them as a deployment would; a worker still starting has no SIGTERM handler yet.
    for (const worker of finishers) {
      if (!worker.ready) await worker.waitFor((line) => line.msg === 'worker started', 60_000);
    }
    const stopped = await Promise.all(
      finishers.map((worker) => {
        worker.child.kill('SIGTERM');
        return worker.exited;
      }),
    );
    for (const [index, exit] of stopped.entries()) expect(exit.code, finishers[index]!.log()).toBe(0);

    const context = `seed ${SEED}, kills ${JSON.stringify(kills)}, jobs ${jobIds.length}`;
    const report = (line: string) => {
      if (process.env.CRASH_VERBOSE) process.stdout.write(`crash safety: ${line}\n`);
    };
    const job = regeneratePostJob as unknown as JobDefinition;
    const states = await Promise.all(jobIds.map((id) => queue.state(job, id)));
    expect(
      states.filter((state) => state !== 'completed'),
      context,
    ).toEqual([]);

    const { rows: jobs } = await sql.query<{
      id: string;
      key: string;
      keyword_id: number;
      post_id: number | null;
      retry_count: number;
      started_on: Date;
    }>(
      `select id, data->>'regeneration_key' as key, (data->>'keyword_id')::int as keyword_id,
              (output->>'post_id')::int as post_id, retry_count, started_on
         from pgboss.job where name = $1
       union all
       select id, data->>'regeneration_key', (data->>'keyword_id')::int, (output->>'post_id')::int, retry_count,
              started_on
         from pgboss.archive where name = $1`,
      [REGENERATE_JOB_NAME],
    );
    const { rows: posts } = await sql.query<{
      id: number;
      key: string;
      keyword_id: number;
      created_at: Date;
    }>(
      `select id, regeneration_key as key, keyword_id, created_at from generated_posts
        where regeneration_key is not null`,
    );

    expect(kills.total, context).toBeGreaterThanOrEqual(KILLS);
    expect(jobs.map((row) => row.id).sort(), context).toEqual([...jobIds].sort());
    expect(posts.length, context).toBe(jobs.length);
    const postsByKey = new Map<string, typeof posts>();
    for (const post of posts) postsByKey.set(post.key, [...(postsByKey.get(post.key) ?? []), post]);
    for (const row of jobs) {
      const stored = postsByKey.get(row.key) ?? [];
      expect(stored, `${context}, job ${row.id}`).toHaveLength(1);
      expect(stored[0]!.keyword_id, context).toBe(row.keyword_id);
      expect(row.post_id, `${context}, job ${row.id}`).toBe(stored[0]!.id);
    }
    const jobKeys = new Set(jobs.map((row) => row.key));
    expect(
      posts.filter((post) => !jobKeys.has(post.key)),
      context,
    ).toEqual([]);
    const retried = jobs.filter((row) => row.retry_count > 0).length;
    // Jobs whose last attempt found the post an earlier, killed attempt had stored.
    const foundOnRetry = jobs.filter((row) => postsByKey.get(row.key)![0]!.created_at < row.started_on).length;
    report(`${context}, posts ${posts.length}, jobs run again ${retried}, post found on retry ${foundOnRetry}`);
    // The kills did land inside jobs (each such job was written again or found on its retry).
    expect(kills.interruptedJobs, context).toBeGreaterThan(0);
  });

  it('SIGTERM during a job: the worker exits within 10 s and the job comes back, then completes once', async () => {
    // A model that never answers keeps the job running when the signal arrives.
    const sockets = new Set<Socket>();
    const silentModel = createServer(() => {});
    silentModel.on('connection', (socket) => sockets.add(socket));
    await new Promise<void>((resolve) => silentModel.listen(0, '127.0.0.1', resolve));
    const modelUrl = `http://127.0.0.1:${(silentModel.address() as AddressInfo).port}/v1`;
    try {
      await regenerate();
      const jobId = jobIds.at(-1)!;
      const stuck = new WorkerProcess({
        ...workerEnv,
        LLM_PROVIDER: 'openai',
        LLM_BASE_URL: modelUrl,
        LLM_MODEL: 'silent-test-model',
        LLM_TIMEOUT_MS: '120000',
      });
      workers.add(stuck);
      const started = await stuck.waitFor((line) => line.msg === 'job started' && line.jobId === jobId, 60_000);
      expect(started, stuck.log()).toBeDefined();

      const signalledAt = Date.now();
      stuck.child.kill('SIGTERM');
      const exit = await stuck.exited;
      expect(exit.code, stuck.log()).toBe(0);
      expect(Date.now() - signalledAt).toBeLessThan(10_000);
      const job = regeneratePostJob as unknown as JobDefinition;
      expect(['created', 'retry']).toContain(await queue.state(job, jobId));

      const finisher = startWorker();
      const deadline = Date.now() + 60_000;
      while ((await queue.state(job, jobId)) !== 'completed' && Date.now() < deadline) await sleep(250);
      expect(await queue.state(job, jobId), finisher.log()).toBe('completed');
      const { rows } = await sql.query<{ n: string }>(
        `select count(*) as n from generated_posts
          where regeneration_key::text = (
            select data->>'regeneration_key' from pgboss.job where id = $1::uuid
            union all select data->>'regeneration_key' from pgboss.archive where id = $1::uuid limit 1)`,
        [jobId],
      );
      expect(Number(rows[0]!.n)).toBe(1);
      if (!finisher.ready) await finisher.waitFor((line) => line.msg === 'worker started', 60_000);
      finisher.child.kill('SIGTERM');
      expect((await finisher.exited).code, finisher.log()).toBe(0);
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => silentModel.close(() => resolve()));
    }
  }, 120_000);
});
