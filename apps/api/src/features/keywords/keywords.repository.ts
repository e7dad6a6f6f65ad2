import type { KeywordSort } from '@geulgam/contracts';
import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { keywordClicks, keywords } from '../../db/schema.ts';

export interface KeywordListFilter {
  sort: KeywordSort;
  limit: number;
  offset: number;
  /** The signed-in member, for `is_generated`. */
  userId?: number | undefined;
  /** The member's interests come first when given. */
  preferredCategories?: string[] | undefined;
}

const SORT_COLUMNS: Record<KeywordSort, SQL[]> = {
  latest: [desc(keywords.collectedAt), desc(keywords.id)],
  popular: [desc(keywords.clickCount), desc(keywords.collectedAt), desc(keywords.id)],
  trending: [desc(keywords.trendScore), desc(keywords.collectedAt), desc(keywords.id)],
};

export function createKeywordsRepository(db: Executor) {
  return {
    async listActive(filter: KeywordListFilter) {
      const preferred = filter.preferredCategories?.length
        ? [desc(sql`(${inArray(keywords.category, filter.preferredCategories)})`)]
        : [];
      // Table names spelled out: drizzle leaves columns unqualified in single-table selects.
      const isGenerated = filter.userId
        ? sql<boolean>`exists (select 1 from generated_posts gp where gp.keyword_id = "keywords"."id" and gp.user_id = ${filter.userId} and gp.is_active and gp.status = 'success')`
        : sql<boolean>`false`;
      const [items, [totals]] = await Promise.all([
        db
          .select({
            id: keywords.id,
            title: keywords.title,
            category: keywords.category,
            isGenerated,
            collectedAt: keywords.collectedAt,
            outletCount: keywords.outletCount,
            summary: keywords.summary,
          })
          .from(keywords)
          .where(eq(keywords.isActive, true))
          .orderBy(...preferred, ...SORT_COLUMNS[filter.sort])
          .limit(filter.limit)
          .offset(filter.offset),
        db
          .select({ total: count() })
          .from(keywords)
          .where(and(eq(keywords.isActive, true))),
      ]);
      return { items, total: totals?.total ?? 0 };
    },
    async isActive(id: number): Promise<boolean> {
      const [row] = await db
        .select({ id: keywords.id })
        .from(keywords)
        .where(and(eq(keywords.id, id), eq(keywords.isActive, true)))
        .limit(1);
      return Boolean(row);
    },
    /** Records a member's click; the counter moves at most once per member, keyword and hour. */
    async recordClick(keywordId: number, userId: number, at: Date): Promise<boolean> {
      const hourBucket = new Date(Math.floor(at.getTime() / 3_600_000) * 3_600_000);
      const inserted = await db
        .insert(keywordClicks)
        .values({ keywordId, userId, hourBucket })
        .onConflictDoNothing()
        .returning({ id: keywordClicks.id });
      if (inserted.length === 0) return false;
      await db
        .update(keywords)
        .set({ clickCount: sql`${keywords.clickCount} + 1` })
        .where(eq(keywords.id, keywordId));
      return true;
    },
  };
}
