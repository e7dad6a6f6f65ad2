import { and, desc, eq, gt, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { articles, ingestionRuns, keywordArticles, keywords, newsSources, type ArticleImage } from '../../db/schema.ts';

export type NewArticle = typeof articles.$inferInsert;

/** What one source gave in one run; recorded in `ingestion_runs` (the admin's 수집 현황, `/metrics`). */
export interface SourceRun {
  startedAt: number | Date;
  items?: number;
  stored?: number;
  duplicates?: number;
  failed?: number;
  eucKrPages?: number;
  robotsSkipped?: number;
  canonicalDuplicates?: number;
  /** Set when the source itself failed (its feed or search API); only its first line is kept. */
  error?: string | undefined;
}

const ERROR_LINE_MAX = 500;

export function createIngestionRepository(db: Executor) {
  async function recordRun(sourceId: number, run: SourceRun) {
    const error = run.error?.split('\n', 1)[0]?.trim().slice(0, ERROR_LINE_MAX) || null;
    await db.insert(ingestionRuns).values({
      sourceId,
      startedAt: new Date(run.startedAt),
      ok: run.error === undefined,
      items: run.items ?? 0,
      stored: run.stored ?? 0,
      duplicates: run.duplicates ?? 0,
      failed: run.failed ?? 0,
      eucKrPages: run.eucKrPages ?? 0,
      robotsSkipped: run.robotsSkipped ?? 0,
      canonicalDuplicates: run.canonicalDuplicates ?? 0,
      error: run.error === undefined ? null : (error ?? 'unknown error'),
    });
  }

  return {
    recordRun,
    async upsertSource(source: { name: string; kind: string; url: string; categoryHint: string | null }) {
      const [row] = await db
        .insert(newsSources)
        .values(source)
        .onConflictDoUpdate({ target: newsSources.url, set: { name: source.name, categoryHint: source.categoryHint } })
        .returning({ id: newsSources.id });
      return row!.id;
    },
    /** Notes the source's last status and, when `run` is given, records the run. */
    async markSource(id: number, status: string, run?: SourceRun) {
      await db.update(newsSources).set({ lastFetchedAt: new Date(), lastStatus: status }).where(eq(newsSources.id, id));
      if (run) await recordRun(id, run);
    },
    /** Which of `urls` are stored, as an article's canonical URL or as the link a source gave for it. */
    async knownUrls(urls: string[]): Promise<Set<string>> {
      if (urls.length === 0) return new Set();
      const rows = await db
        .select({ url: articles.url, sourceUrl: articles.sourceUrl })
        .from(articles)
        .where(or(inArray(articles.url, urls), inArray(articles.sourceUrl, urls)));
      return new Set(rows.flatMap((r) => (r.sourceUrl ? [r.url, r.sourceUrl] : [r.url])));
    },
    /** Content hashes and SimHashes of recent articles, for duplicate detection. */
    async recentFingerprints(since: Date) {
      return db
        .select({ contentHash: articles.contentHash, simhash: articles.simhash })
        .from(articles)
        .where(and(gt(articles.fetchedAt, since), isNotNull(articles.simhash)));
    },
    /** One multi-row insert; URLs already stored are skipped (absent from the result). */
    async insertArticles(rows: NewArticle[]) {
      if (rows.length === 0) return [];
      return db.insert(articles).values(rows).onConflictDoNothing({ target: articles.url }).returning();
    },
    /** Stories of these categories collected since `since`, with their articles' titles and openings. */
    async recentStories(categories: string[], since: Date) {
      if (categories.length === 0) return [];
      return db
        .select({
          keywordId: keywords.id,
          category: keywords.category,
          articleId: articles.id,
          title: articles.title,
          body: articles.body,
          outlet: articles.outlet,
          publishedAt: articles.publishedAt,
        })
        .from(keywords)
        .innerJoin(keywordArticles, eq(keywordArticles.keywordId, keywords.id))
        .innerJoin(articles, eq(articles.id, keywordArticles.articleId))
        .where(and(inArray(keywords.category, categories), gt(keywords.collectedAt, since)))
        .orderBy(desc(keywords.collectedAt));
    },
    /** One multi-row insert; returns the ids in the order of `rows` (a story key seen before keeps its id). */
    async createKeywords(
      rows: {
        storyKey: string;
        title: string;
        category: string;
        trendScore: number;
        collectedAt: Date;
        outletCount?: number;
        summary?: string;
      }[],
    ): Promise<number[]> {
      if (rows.length === 0) return [];
      const created = await db
        .insert(keywords)
        .values(rows)
        .onConflictDoUpdate({ target: keywords.storyKey, set: { updatedAt: new Date() } })
        .returning({ id: keywords.id, storyKey: keywords.storyKey });
      const ids = new Map(created.map((row) => [row.storyKey, row.id]));
      return rows.map((row) => ids.get(row.storyKey)!);
    },
    async linkArticles(links: { keywordId: number; articleId: number }[]) {
      if (links.length === 0) return;
      await db.insert(keywordArticles).values(links).onConflictDoNothing();
    },
    /**
     * Refreshes title, trend score, collection time and (when given) the outlet count and one-line
     * summary of existing keywords, in one statement.
     */
    async updateKeywords(
      updates: {
        id: number;
        title: string;
        trendScore: number;
        collectedAt: Date;
        outletCount?: number;
        summary?: string;
      }[],
    ) {
      if (updates.length === 0) return;
      const rows = sql.join(
        updates.map(
          (u) =>
            sql`(${u.id}::int, ${u.title}::varchar, ${u.trendScore}::double precision, ${u.collectedAt.toISOString()}::timestamptz, ${u.outletCount ?? null}::int, ${u.summary ?? null}::text)`,
        ),
        sql`, `,
      );
      await db.execute(sql`
        update ${keywords} set
          title = v.title, trend_score = v.trend_score, collected_at = v.collected_at,
          outlet_count = coalesce(v.outlet_count, ${keywords.outletCount}),
          summary = coalesce(v.summary, ${keywords.summary}), updated_at = now()
        from (values ${rows}) as v(id, title, trend_score, collected_at, outlet_count, summary)
        where ${keywords.id} = v.id`);
    },
    async articleCount() {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(articles);
      return row?.n ?? 0;
    },
  };
}
export type IngestionRepository = ReturnType<typeof createIngestionRepository>;
export type { ArticleImage };
