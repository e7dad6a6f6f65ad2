import type { FastifyBaseLogger } from 'fastify';
import { buildApp } from './app.ts';
import { prepareDataDir } from './config/data-dir.ts';
import { listsDemoFeed, type Config } from './config/env.ts';
import { openDatabase, type Database } from './db/client.ts';
import { pgliteDir } from './db/location.ts';
import { seedDemoAdmin } from './features/admin-auth/seed-admin.ts';
import { allJobs } from './jobs/registry.ts';
import { startJobQueue, type JobQueue } from './jobs/queue.ts';
import { createLogger } from './logger.ts';
import { createCachedViews, type CachedViews } from './shared/cached-views.ts';
import { shareChangesWithOtherProcesses } from './shared/process-changes.ts';

export interface Runtime {
  config: Config;
  logger: FastifyBaseLogger;
  database: Database;
  queue: JobQueue | undefined;
  /** This process's cached views; on PostgreSQL they hear the other processes' changes. */
  views: CachedViews;
  demoAdminCreated: boolean;
  close(): Promise<void>;
}

/** Secures DATA_DIR, opens the database (migrating it), seeds the demo admin, and starts the job queue. */
export async function startRuntime(
  config: Config,
  options: { runWorkers: boolean; logger?: FastifyBaseLogger },
): Promise<Runtime> {
  const logger = options.logger ?? createLogger(config);
  if (config.isProduction && listsDemoFeed(config.NEWS_FEEDS))
    logger.warn('production skips `demo` in NEWS_FEEDS (its default): set NEWS_FEEDS to real feeds (ADR 014)');
  const dataDirWarning = prepareDataDir(config);
  if (dataDirWarning) logger.warn(dataDirWarning);
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, pgliteDir: pgliteDir(config) });
  // Several processes may share a PostgreSQL database: each hears the others' changes (ADR 023).
  const views = createCachedViews({ singleWriter: !database.connectionString });
  const changes = database.connectionString
    ? await shareChangesWithOtherProcesses(views, database.connectionString, logger)
    : undefined;
  const demoAdminCreated = await seedDemoAdmin(database.db, config);
  const queue =
    config.JOBS === 'off' && !options.runWorkers
      ? await startJobQueue({ database, config, logger, views, jobs: allJobs, runWorkers: false })
      : await startJobQueue({ database, config, logger, views, jobs: allJobs, runWorkers: options.runWorkers });
  return {
    config,
    logger,
    database,
    queue,
    views,
    demoAdminCreated,
    async close() {
      await queue.stop().catch((error: unknown) => logger.error({ err: error }, 'queue stop failed'));
      views.share(null);
      await changes?.close();
      await database.close();
    },
  };
}

export { buildApp };
