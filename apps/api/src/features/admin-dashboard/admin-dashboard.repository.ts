import { and, count, desc, asc, eq, gte, max, min, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { generatedPosts, ingestionRuns, keywordClicks, keywords, providerCalls } from '../../db/schema.ts';
import { SEOUL_OFFSET_HOURS } from '../../shared/seoul-days.ts';

/**
 * `YYYY-MM-DD` of a timestamptz column in Seoul time, computed by the database. The offset is inlined
 * (not a bind parameter) so the same expression can appear in SELECT and GROUP BY.
 */
const seoulShift = sql.raw(`interval '${SEOUL_OFFSET_HOURS} hours'`);
const seoulDay = (column: AnyColumn) =>
  sql<string>`to_char((${column} at time zone 'UTC') + ${seoulShift}, 'YYYY-MM-DD')`;

export interface IngestionRunRow {
  sourceId: number;
  name: string;
  kind: string;
  url: string;
  id: number;
  startedAt: Date;
  finishedAt: Date;
  ok: boolean;
  items: number;
  stored: number;
  duplicates: number;
  failed: number;
  eucKrPages: number;
  robotsSkipped: number;
  canonicalDuplicates: number;
  error: string | null;
}

export function createAdminDashboardRepository(db: Executor) {
  /** Rows of `table` matching `where`, counted per Seoul day of `column`. */
  async function perDay(table: typeof generatedPosts | typeof keywords, column: AnyColumn, where: SQL | undefined) {
    const day = seoulDay(column);
    const rows = await db.select({ day, n: count() }).from(table).where(where).groupBy(day);
    return new Map(rows.map((r) => [r.day, r.n]));
  }

  return {
    /** Generated posts and collected keywords per Seoul day since `since`. */
    async dailyCounts(since: Date) {
      const [posts, collected] = await Promise.all([
        perDay(
          generatedPosts,
          generatedPosts.createdAt,
          and(gte(generatedPosts.createdAt, since), eq(generatedPosts.status, 'success')),
        ),
        perDay(keywords, keywords.createdAt, gte(keywords.createdAt, since)),
      ]);
      return { posts, collected };
    },
    /** Keywords by clicks recorded since `since` (a member counts once per keyword and hour). */
    async topKeywords(since: Date, limit: number) {
      const clicks = count(keywordClicks.id);
      return db
        .select({ id: keywords.id, title: keywords.title, clicks })
        .from(keywordClicks)
        .innerJoin(keywords, eq(keywords.id, keywordClicks.keywordId))
        .where(gte(keywordClicks.createdAt, since))
        .groupBy(keywords.id, keywords.title)
        .orderBy(desc(clicks), asc(keywords.id))
        .limit(limit);
    },
    /**
     * The newest successful ingestion run's end, the first run ever (to tell "never succeeded" from "never ran"), and
     * how many active sources failed their latest run.
     */
    async ingestionHistory() {
      const [success] = await db
        .select({ at: max(ingestionRuns.finishedAt) })
        .from(ingestionRuns)
        .where(eq(ingestionRuns.ok, true));
      const [first] = await db.select({ at: min(ingestionRuns.startedAt) }).from(ingestionRuns);
      // Active sources whose latest run failed: a dead feed, even while the others keep ingestion going.
      const failing = await db.execute(sql`
        select count(*)::int as failing
        from news_sources s
        cross join lateral (
          select r.ok from ingestion_runs r where r.source_id = s.id order by r.finished_at desc, r.id desc limit 1
        ) latest
        where s.is_active and not latest.ok`);
      const [row] = (failing as unknown as { rows: { failing: number }[] }).rows;
      return {
        lastSuccessAt: success?.at ?? null,
        firstRunAt: first?.at ?? null,
        failingSources: Number(row?.failing ?? 0),
      };
    },
    /** The last `perSource` runs of every source that has run (index `ingestion_runs_source_finished`). */
    async lastRunsPerSource(perSource: number): Promise<IngestionRunRow[]> {
      const result = await db.execute(sql`
        select s.id as source_id, s.name, s.kind, s.url, r.id, r.started_at, r.finished_at, r.ok, r.items, r.stored,
               r.duplicates, r.failed, r.euc_kr_pages, r.robots_skipped, r.canonical_duplicates, r.error
        from news_sources s
        cross join lateral (
          select * from ingestion_runs r where r.source_id = s.id order by r.finished_at desc, r.id desc limit ${perSource}
        ) r
        order by r.finished_at desc, r.id desc`);
      const rows = (result as unknown as { rows: Record<string, unknown>[] }).rows;
      return rows.map((row) => ({
        sourceId: Number(row.source_id),
        name: String(row.name),
        kind: String(row.kind),
        url: String(row.url),
        id: Number(row.id),
        startedAt: new Date(row.started_at as string | Date),
        finishedAt: new Date(row.finished_at as string | Date),
        ok: Boolean(row.ok),
        items: Number(row.items),
        stored: Number(row.stored),
        duplicates: Number(row.duplicates),
        eucKrPages: Number(row.euc_kr_pages),
        robotsSkipped: Number(row.robots_skipped),
        canonicalDuplicates: Number(row.canonical_duplicates),
        failed: Number(row.failed),
        error: row.error === null || row.error === undefined ? null : String(row.error),
      }));
    },
    async providerCallCounts(since: Date) {
      const [row] = await db
        .select({ total: count(), success: count(sql`case when ${providerCalls.ok} then 1 end`) })
        .from(providerCalls)
        .where(gte(providerCalls.createdAt, since));
      return { total: row?.total ?? 0, success: row?.success ?? 0 };
    },
  };
}
