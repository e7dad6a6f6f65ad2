import { DEFAULT_POST_LENGTH, DEFAULT_TONE } from '@geulgam/contracts';
import { createRegenerateJob } from '../features/admin-keywords/regenerate.job.ts';
import { createIngestJob } from '../features/ingestion/ingest.job.ts';
import { housekeepingJob } from '../features/maintenance/housekeeping.job.ts';
import { createConfiguredGeneration } from '../features/generation/generation.factory.ts';
import { ingestFeeds } from '../demo-newsroom.ts';
import type { JobDefinition } from './job.ts';

/** The admin's regeneration writes with the writer as configured (LLM or offline); provider calls are recorded there. */
export const regeneratePostJob = createRegenerateJob((keywordId, seed, { database, config, logger }) =>
  createConfiguredGeneration(database.db, config, logger).write(keywordId, {
    tone: DEFAULT_TONE,
    length: DEFAULT_POST_LENGTH,
    seed,
  }),
);

/** Scheduled news ingestion; `demo` in NEWS_FEEDS reads the demo newsroom where this API serves it. */
export const ingestJob = createIngestJob(ingestFeeds);

/** Every job the workers know; features meet here, not in each other. */
export const allJobs: JobDefinition[] = [housekeepingJob, ingestJob, regeneratePostJob].map(
  (job) => job as unknown as JobDefinition,
);
