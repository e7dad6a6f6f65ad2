import { asc, eq, gt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { ingestionRuns, newsSources, providerCalls } from '../../db/schema.ts';

/** Rows read per scrape at most; a backlog (the first scrape of a new process) is caught up over a few scrapes. */
export const SCRAPE_BATCH = 5_000;

export interface QueueCount {
  queue: string;
  state: string;
  count: number;
}

/**
 * The figures every process shares, read from the database at scrape time: writer calls and ingestion runs
 * (new rows since the last read, by id), and the job queue's current counts.
 */
export function createMetricsRepository(db: Executor) {
  return {
    async providerCallsAfter(id: number) {
      return db
        .select({
          id: providerCalls.id,
          provider: providerCalls.provider,
          purpose: providerCalls.purpose,
          ok: providerCalls.ok,
          latencyMs: providerCalls.latencyMs,
        })
        .from(providerCalls)
        .where(gt(providerCalls.id, id))
        .orderBy(asc(providerCalls.id))
        .limit(SCRAPE_BATCH);
    },
    async ingestionRunsAfter(id: number) {
      return db
        .select({
          id: ingestionRuns.id,
          source: newsSources.name,
          kind: newsSources.kind,
          ok: ingestionRuns.ok,
          items: ingestionRuns.items,
          stored: ingestionRuns.stored,
          duplicates: ingestionRuns.duplicates,
          failed: ingestionRuns.failed,
          eucKrPages: ingestionRuns.eucKrPages,
          robotsSkipped: ingestionRuns.robotsSkipped,
          canonicalDuplicates: ingestionRuns.canonicalDuplicates,
          finishedAt: ingestionRuns.finishedAt,
        })
        .from(ingestionRuns)
        .innerJoin(newsSources, eq(newsSources.id, ingestionRuns.sourceId))
        .where(gt(ingestionRuns.id, id))
        .orderBy(asc(ingestionRuns.id))
        .limit(SCRAPE_BATCH);
    },
    /** Jobs per queue and state (pg-boss keeps finished jobs a while before archiving them). */
    async queueCounts(): Promise<QueueCount[]> {
      const result = await db.execute(
        sql`select name as queue, state::text as state, count(*)::int as count from pgboss.job group by 1, 2`,
      );
      return (result as unknown as { rows: QueueCount[] }).rows.map((row) => ({ ...row, count: Number(row.count) }));
    },
  };
}
export type MetricsRepository = ReturnType<typeof createMetricsRepository>;
