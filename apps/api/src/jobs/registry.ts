import { ingestJob } from '../features/ingestion/ingest.job.ts';
import { housekeepingJob } from '../features/maintenance/housekeeping.job.ts';
import type { JobDefinition } from './job.ts';

/** Every job the workers know; features meet here, not in each other. */
export const allJobs: JobDefinition[] = [housekeepingJob, ingestJob].map((job) => job as unknown as JobDefinition);
