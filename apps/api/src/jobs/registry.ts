import { createRegenerateJob } from '../features/admin-keywords/regenerate.job.ts';
import { ingestJob } from '../features/ingestion/ingest.job.ts';
import { housekeepingJob } from '../features/maintenance/housekeeping.job.ts';
import { createConfiguredGeneration } from '../features/generation/generation.factory.ts';
import type { JobDefinition } from './job.ts';

/** The admin's regeneration writes with the writer as configured (LLM or offline); provider calls are recorded there. */
export const regeneratePostJob = createRegenerateJob((keywordId, { database, config, logger }) =>
  createConfiguredGeneration(database.db, config, logger).write(keywordId),
);

/** Every job the workers know; features meet here, not in each other. */
export const allJobs: JobDefinition[] = [housekeepingJob, ingestJob, regeneratePostJob].map(
  (job) => job as unknown as JobDefinition,
);
