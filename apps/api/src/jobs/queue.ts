import pg from 'pg';
import PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Config } from '../config/env.ts';
import type { Database } from '../db/client.ts';
import { createCachedViews, type CachedViews } from '../shared/cached-views.ts';
import type { JobDefinition } from './job.ts';

export interface JobQueue {
  /** Enqueue a job; the payload is checked against the job's schema first. */
  send<S extends z.ZodType>(job: JobDefinition<S>, data: z.input<S>): Promise<string>;
  /** The state of a job, for callers that wait on it (tests, admin preview). */
  state(job: JobDefinition, id: string): Promise<string | null>;
  readonly workersRunning: boolean;
  stop(): Promise<void>;
}

export interface QueueOptions {
  database: Database;
  config: Config;
  logger: FastifyBaseLogger;
  jobs: JobDefinition[];
  /** The process's cached views (runtime.ts); the queue's own when absent (tests whose jobs change no view). */
  views?: CachedViews | undefined;
  /** Run handlers in this process (the API by default, always the worker). */
  runWorkers: boolean;
  pollingIntervalSeconds?: number;
}

/** A job's retry policy, unless the (test-only) JOB_* overrides replace it; a delay of 0 means no backoff. */
function queuePolicy(job: JobDefinition, config: Config) {
  const retryDelay = config.JOB_RETRY_DELAY_SECONDS ?? job.retryDelaySeconds;
  return {
    retryLimit: config.JOB_RETRY_LIMIT ?? job.retryLimit,
    retryDelay,
    retryBackoff: retryDelay > 0,
    expireInSeconds: config.JOB_EXPIRE_SECONDS ?? job.expireInSeconds,
  };
}

/** Arbitrary constant key of the advisory lock that serializes queue setup across processes. */
const QUEUE_SETUP_LOCK_KEY = 727_274_002;

/**
 * Runs `setup` while holding a PostgreSQL advisory lock, one process at a time. API processes and workers that
 * start together on a fresh database each create the same pg-boss queues, and two concurrent `create_queue`
 * calls deadlock: one waits on the other's uncommitted row in `pgboss.queue` while the other's
 * `ALTER TABLE … FOREIGN KEY` waits on the first one's lock on that table. PGlite has one process and no race.
 */
async function oneProcessAtATime<T>(database: Database, setup: () => Promise<T>): Promise<T> {
  if (!database.connectionString) return setup();
  // A session lock lives on one connection: a client of its own, released on unlock or when the process dies.
  const client = new pg.Client({ connectionString: database.connectionString });
  client.on('error', () => {});
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [QUEUE_SETUP_LOCK_KEY]);
    return await setup();
  } finally {
    await client.query('select pg_advisory_unlock($1)', [QUEUE_SETUP_LOCK_KEY]).catch(() => {});
    await client.end().catch(() => {});
  }
}

/**
 * A Postgres-backed queue (pg-boss) over either database: on PGlite it shares the
 * embedded connection through pg-boss's `executeSql` hook, on PostgreSQL it opens its own pool.
 */
export async function startJobQueue(options: QueueOptions): Promise<JobQueue> {
  const { database, config, logger, jobs, runWorkers } = options;
  const views = options.views ?? createCachedViews({ singleWriter: !database.connectionString });
  const boss = new PgBoss({
    ...(database.sqlExecutor ? { db: database.sqlExecutor } : { connectionString: database.connectionString!, max: 4 }),
    schedule: runWorkers,
    supervise: runWorkers,
    maintenanceIntervalSeconds: config.JOB_MAINTENANCE_INTERVAL_SECONDS,
    migrate: true,
  });
  boss.on('error', (error: Error) => logger.error({ err: error }, 'job queue error'));
  await oneProcessAtATime(database, async () => {
    await boss.start();
    for (const job of jobs) {
      const policy = queuePolicy(job, config);
      await boss.createQueue(job.name, { name: job.name, ...policy });
      // createQueue keeps an existing queue as it was: apply the policy as the code and config say now.
      await boss.updateQueue(job.name, { name: job.name, ...policy });
    }
  });

  // This process's workers per queue: a job sent from here wakes them at once instead of at their next poll.
  const localWorkers = new Map<string, string>();
  if (runWorkers) {
    for (const job of jobs) {
      const workerId = await boss.work<unknown>(
        job.name,
        { batchSize: 1, pollingIntervalSeconds: options.pollingIntervalSeconds ?? config.JOB_POLLING_INTERVAL_SECONDS },
        async ([item]) => {
          if (!item) return;
          const data = job.payload.parse(item.data);
          const started = Date.now();
          logger.debug({ job: job.name, jobId: item.id }, 'job started');
          const output = await job.handler(data, {
            database,
            config,
            logger: logger.child({ job: job.name, jobId: item.id }),
            views,
          });
          logger.info({ job: job.name, jobId: item.id, ms: Date.now() - started }, 'job done');
          return output;
        },
      );
      localWorkers.set(job.name, workerId);
      const cron = job.schedule?.(config);
      if (cron) await boss.schedule(job.name, cron, {}, { tz: 'UTC' });
      else await boss.unschedule(job.name).catch(() => {});
    }
  }

  return {
    workersRunning: runWorkers,
    async send(job, data) {
      const payload = job.payload.parse(data) as object;
      const id = await boss.send(job.name, payload);
      if (!id) throw new Error(`job ${job.name} was not queued`);
      const worker = localWorkers.get(job.name);
      if (worker) boss.notifyWorker(worker);
      return id;
    },
    async state(job, id) {
      const found = await boss.getJobById(job.name, id, { includeArchive: true });
      return found?.state ?? null;
    },
    async stop() {
      await boss.stop({ graceful: true, wait: true, timeout: 8_000 });
    },
  };
}
