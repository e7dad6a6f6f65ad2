import { DEFAULT_POST_LENGTH, DEFAULT_TONE } from '@geulgam/contracts';
import { createRegenerateJob } from '../features/admin-keywords/regenerate.job.ts';
import { createIngestJob } from '../features/ingestion/ingest.job.ts';
import type { IngestReport } from '../features/ingestion/ingest.service.ts';
import { housekeepingJob } from '../features/maintenance/housekeeping.job.ts';
import { createConfiguredGeneration } from '../features/generation/generation.factory.ts';
import { ingestFeeds } from '../demo-newsroom.ts';
import type { CachedViews } from '../shared/cached-views.ts';
import type { JobDefinition } from './job.ts';

/** The admin's regeneration writes with the writer as configured (LLM or offline); provider calls are recorded there. */
export const regeneratePostJob = createRegenerateJob((keywordId, seed, { database, config, logger, views }) =>
  createConfiguredGeneration(database.db, config, logger, views).write(keywordId, {
    tone: DEFAULT_TONE,
    length: DEFAULT_POST_LENGTH,
    seed,
  }),
);

/**
 * Stored articles change the keyword list (ingestion makes and updates stories from them): the list's cached views
 * are dropped in this process and, through the change feed, in every other. Said by whoever ran the ingestion.
 */
export function ingestionChanged(report: IngestReport, views: CachedViews): IngestReport {
  if (report.stored > 0) views.invalidate('keywords');
  return report;
}

const scheduledIngestion = createIngestJob(ingestFeeds);

/** Scheduled news ingestion; `demo` in NEWS_FEEDS reads the demo newsroom where this API serves it. */
export const ingestJob: typeof scheduledIngestion = {
  ...scheduledIngestion,
  // The ingestion job answers with its run's report (ingest.job.ts); a job's answer is typed `unknown`.
  handler: async (data, context) =>
    ingestionChanged((await scheduledIngestion.handler(data, context)) as IngestReport, context.views),
};

/** Every job the workers know; features meet here, not in each other. */
export const allJobs: JobDefinition[] = [housekeepingJob, ingestJob, regeneratePostJob].map(
  (job) => job as unknown as JobDefinition,
);
