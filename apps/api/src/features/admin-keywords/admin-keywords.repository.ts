import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { articles, generatedPosts, keywordArticles, keywords } from '../../db/schema.ts';
import { likeContaining } from '../../shared/sql-like.ts';

export type TitleSort = 'created_desc' | 'created_asc' | 'title_asc';

const SORTS: Record<TitleSort, SQL[]> = {
  created_desc: [desc(keywords.createdAt), desc(keywords.id)],
  created_asc: [asc(keywords.createdAt), asc(keywords.id)],
  title_asc: [asc(keywords.title), asc(keywords.id)],
};

/** `%`, `_` and `\` typed by the admin are matched literally. */

const keywordColumns = {
  id: keywords.id,
  title: keywords.title,
  category: keywords.category,
  isActive: keywords.isActive,
  createdAt: keywords.createdAt,
};

const postColumns = {
  id: generatedPosts.id,
  keywordId: generatedPosts.keywordId,
  title: generatedPosts.title,
  content: generatedPosts.content,
  image1Url: generatedPosts.image1Url,
  image2Url: generatedPosts.image2Url,
  image3Url: generatedPosts.image3Url,
  copyCount: generatedPosts.copyCount,
  createdAt: generatedPosts.createdAt,
};
export interface PreviewPost {
  id: number;
  keywordId: number | null;
  title: string;
  content: string;
  image1Url: string | null;
  image2Url: string | null;
  image3Url: string | null;
  copyCount: number;
  createdAt: Date;
}

/** A post an admin preview may show: written successfully and not hidden. */
const visiblePost = and(eq(generatedPosts.isActive, true), eq(generatedPosts.status, 'success'));

export function createAdminKeywordsRepository(db: Executor) {
  return {
    async list(filter: { search?: string | undefined; sort: TitleSort; limit: number; offset: number }) {
      const where = filter.search
        ? or(
            ilike(keywords.title, likeContaining(filter.search)),
            ilike(keywords.category, likeContaining(filter.search)),
          )
        : undefined;
      const [items, [totals]] = await Promise.all([
        db
          .select(keywordColumns)
          .from(keywords)
          .where(where)
          .orderBy(...SORTS[filter.sort])
          .limit(filter.limit)
          .offset(filter.offset),
        db.select({ total: count() }).from(keywords).where(where),
      ]);
      return { items, total: totals?.total ?? 0 };
    },
    async find(id: number) {
      const [row] = await db.select(keywordColumns).from(keywords).where(eq(keywords.id, id)).limit(1);
      return row ?? null;
    },
    /** Each keyword's newest source article. */
    async mainArticles(keywordIds: number[]) {
      if (keywordIds.length === 0) return new Map<number, { body: string; url: string; images: { url: string }[] }>();
      const rows = await db
        .selectDistinctOn([keywordArticles.keywordId], {
          keywordId: keywordArticles.keywordId,
          body: articles.body,
          url: articles.url,
          images: articles.images,
        })
        .from(keywordArticles)
        .innerJoin(articles, eq(articles.id, keywordArticles.articleId))
        .where(inArray(keywordArticles.keywordId, keywordIds))
        .orderBy(keywordArticles.keywordId, desc(articles.publishedAt), desc(articles.id));
      return new Map(rows.map((r) => [r.keywordId, r]));
    },
    /** Each keyword's latest visible generated post. */
    async latestPosts(keywordIds: number[]) {
      if (keywordIds.length === 0) return new Map<number, PreviewPost>();
      const rows: PreviewPost[] = await db
        .selectDistinctOn([generatedPosts.keywordId], postColumns)
        .from(generatedPosts)
        .where(and(inArray(generatedPosts.keywordId, keywordIds), visiblePost))
        .orderBy(generatedPosts.keywordId, desc(generatedPosts.createdAt), desc(generatedPosts.id));
      return new Map(rows.map((r) => [r.keywordId!, r]));
    },
    async articleCount(keywordId: number) {
      const [row] = await db
        .select({ n: count() })
        .from(keywordArticles)
        .where(eq(keywordArticles.keywordId, keywordId));
      return row?.n ?? 0;
    },
    async rename(id: number, title: string) {
      const [row] = await db
        .update(keywords)
        .set({ title, updatedAt: new Date() })
        .where(eq(keywords.id, id))
        .returning({ id: keywords.id, title: keywords.title });
      return row ?? null;
    },
    /** Flips public/private in one statement, so two concurrent toggles cannot both read the old value. */
    async toggle(id: number) {
      const [row] = await db
        .update(keywords)
        .set({ isActive: sql`not ${keywords.isActive}`, updatedAt: new Date() })
        .where(eq(keywords.id, id))
        .returning({ id: keywords.id, title: keywords.title, isActive: keywords.isActive });
      return row ?? null;
    },
    async findByRegenerationKey(key: string) {
      const [row] = await db
        .select({ id: generatedPosts.id })
        .from(generatedPosts)
        .where(eq(generatedPosts.regenerationKey, key))
        .limit(1);
      return row ?? null;
    },
    /** Stores a regenerated post (no member owns it); null when a retried job already stored it. */
    async insertRegenerated(post: typeof generatedPosts.$inferInsert & { regenerationKey: string }) {
      const [row] = await db
        .insert(generatedPosts)
        .values(post)
        .onConflictDoNothing({ target: generatedPosts.regenerationKey })
        .returning({ id: generatedPosts.id });
      return row ?? null;
    },
  };
}
