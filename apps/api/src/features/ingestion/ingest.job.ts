import { z } from 'zod';
import type { Config } from '../../config/env.ts';
import { defineJob } from '../../jobs/job.ts';
import { runIngestion, type IngestFeeds } from './ingest.runner.ts';

function cronEvery(minutes: number): string | null {
  if (minutes <= 0) return null;
  if (minutes < 60) return `*/${minutes} * * * *`;
  const hours = Math.max(1, Math.round(minutes / 60));
  return hours >= 24 ? '0 0 * * *' : `0 */${hours} * * *`;
}

/** The scheduled ingestion; the job registry supplies the feeds NEWS_FEEDS names (the demo newsroom's). */
export function createIngestJob(feeds: (config: Config) => IngestFeeds) {
  return defineJob({
    name: 'ingest-news',
    payload: z.object({}),
    retryLimit: 2,
    retryDelaySeconds: 60,
    expireInSeconds: 15 * 60,
    schedule: (config) => cronEvery(config.INGEST_INTERVAL_MINUTES),
    async handler(_data, { database, config, logger }) {
      return runIngestion(database.db, config, logger, feeds(config));
    },
  });
}
