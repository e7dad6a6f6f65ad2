import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Config } from '../config/env.ts';
import type { Database } from '../db/client.ts';
import type { CachedViews } from '../shared/cached-views.ts';

/** What every job handler may use. */
export interface JobContext {
  database: Database;
  config: Config;
  logger: FastifyBaseLogger;
  /** The process's cached views: a job that changes what they hold invalidates it. */
  views: CachedViews;
}

/** One job: one name, one payload schema, one idempotent handler. */
export interface JobDefinition<S extends z.ZodType = z.ZodType> {
  name: string;
  payload: S;
  retryLimit: number;
  retryDelaySeconds: number;
  expireInSeconds: number;
  /** Cron (UTC) when the job runs on a schedule. */
  schedule?: (config: Config) => string | null;
  handler: (data: z.infer<S>, context: JobContext) => Promise<unknown>;
}

export function defineJob<S extends z.ZodType>(definition: JobDefinition<S>): JobDefinition<S> {
  return definition;
}
