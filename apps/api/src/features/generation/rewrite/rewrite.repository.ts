import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { articles, generatedPosts, keywords } from '../../../db/schema.ts';
import { representativeFirst } from '../../../repositories/post-representative.ts';

/** The member's live post: another member's post, or a deleted one, is not found. */
const owned = (userId: number, id: number) =>
  and(eq(generatedPosts.id, id), eq(generatedPosts.userId, userId), eq(generatedPosts.isActive, true));

/** What a rewrite reads and writes besides what generation.repository.ts already does. */
export function createRewriteRepository(db: Executor) {
  return {
    async findOwned(userId: number, id: number) {
      const [row] = await db
        .select({ post: generatedPosts, keywordTitle: keywords.title, category: keywords.category })
        .from(generatedPosts)
        .leftJoin(keywords, eq(keywords.id, generatedPosts.keywordId))
        .where(owned(userId, id))
        .limit(1);
      return row ? { ...row.post, keywordTitle: row.keywordTitle, category: row.category } : null;
    },
    /** The stored articles a post cites, newest first. */
    async articlesByUrls(urls: string[]) {
      if (urls.length === 0) return [];
      return db
        .select({
          title: articles.title,
          outlet: articles.outlet,
          url: articles.url,
          body: articles.body,
          publishedAt: articles.publishedAt,
        })
        .from(articles)
        .where(inArray(articles.url, urls))
        .orderBy(sql`${articles.publishedAt} desc`);
    },
    /** The member's other versions of the same story: its keyword's live versions (or the post alone). */
    async versionsMadeByRewrites(userId: number, keywordId: number | null, id: number) {
      const sameStory =
        keywordId === null
          ? eq(generatedPosts.id, id)
          : and(eq(generatedPosts.keywordId, keywordId), eq(generatedPosts.isActive, true));
      const rows = await db
        .select({
          id: generatedPosts.id,
          version: generatedPosts.version,
          createdAt: generatedPosts.createdAt,
          revision: generatedPosts.revision,
          rank: sql<number>`row_number() over (order by ${representativeFirst})`.mapWith(Number),
        })
        .from(generatedPosts)
        .where(and(eq(generatedPosts.userId, userId), sameStory))
        .orderBy(asc(generatedPosts.createdAt), asc(generatedPosts.id));
      return rows.filter((row) => row.revision !== null);
    },
    /** Whether any live version of the member exists with this id (for the turn's "from" link). */
    async liveIds(userId: number, ids: number[]) {
      if (ids.length === 0) return new Set<number>();
      const rows = await db
        .select({ id: generatedPosts.id })
        .from(generatedPosts)
        .where(
          and(eq(generatedPosts.userId, userId), inArray(generatedPosts.id, ids), eq(generatedPosts.isActive, true)),
        );
      return new Set(rows.map((r) => r.id));
    },
    /** Keeping a version is working on it: it becomes the keyword's 대표 (post-representative.ts). */
    async keep(userId: number, id: number) {
      const rows = await db
        .update(generatedPosts)
        .set({ workedAt: new Date() })
        .where(owned(userId, id))
        .returning({ id: generatedPosts.id });
      return rows.length > 0;
    },
  };
}
