import { and, count, desc, asc, eq, gte, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { generatedPosts, keywordClicks, keywords, providerCalls } from '../../db/schema.ts';
import { SEOUL_OFFSET_HOURS } from '../../shared/seoul-days.ts';

/**
 * `YYYY-MM-DD` of a timestamptz column in Seoul time, computed by the database. The offset is inlined
 * (not a bind parameter) so the same expression can appear in SELECT and GROUP BY.
 */
const seoulShift = sql.raw(`interval '${SEOUL_OFFSET_HOURS} hours'`);
const seoulDay = (column: AnyColumn) =>
  sql<string>`to_char((${column} at time zone 'UTC') + ${seoulShift}, 'YYYY-MM-DD')`;

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
    async providerCallCounts(since: Date) {
      const [row] = await db
        .select({ total: count(), success: count(sql`case when ${providerCalls.ok} then 1 end`) })
        .from(providerCalls)
        .where(gte(providerCalls.createdAt, since));
      return { total: row?.total ?? 0, success: row?.success ?? 0 };
    },
  };
}
