import { and, count, desc, eq, inArray, max, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  articles,
  generatedPosts,
  keywordArticles,
  keywords,
  postPublications,
  providerCalls,
} from '../../db/schema.ts';

import { representativeFirst } from '../../repositories/post-representative.ts';

export type NewPost = typeof generatedPosts.$inferInsert;

/** A version that can go when there are too many: the member did not edit it and it was never published. */
const prunable = sql`not ${generatedPosts.edited} and not exists (
  select 1 from ${postPublications} where ${postPublications.postId} = ${generatedPosts.id})`;

export function createGenerationRepository(db: Executor) {
  return {
    async findKeyword(id: number) {
      const [row] = await db.select().from(keywords).where(eq(keywords.id, id)).limit(1);
      return row ?? null;
    },
    async keywordArticles(keywordId: number, limit: number) {
      return db
        .select({
          id: articles.id,
          title: articles.title,
          outlet: articles.outlet,
          url: articles.url,
          body: articles.body,
          publishedAt: articles.publishedAt,
          images: articles.images,
        })
        .from(keywordArticles)
        .innerJoin(articles, eq(articles.id, keywordArticles.articleId))
        .where(eq(keywordArticles.keywordId, keywordId))
        .orderBy(desc(articles.publishedAt))
        .limit(limit);
    },
    /** The member's 대표 version for this keyword (repositories/post-representative.ts), or the given version. */
    async findMemberPost(userId: number, keywordId: number, version?: number) {
      const [row] = await db
        .select({
          id: generatedPosts.id,
          createdAt: generatedPosts.createdAt,
          version: generatedPosts.version,
          tone: generatedPosts.tone,
          length: generatedPosts.length,
        })
        .from(generatedPosts)
        .where(
          and(
            eq(generatedPosts.userId, userId),
            eq(generatedPosts.keywordId, keywordId),
            eq(generatedPosts.isActive, true),
            version === undefined ? undefined : eq(generatedPosts.version, version),
          ),
        )
        .orderBy(representativeFirst)
        .limit(1);
      return row ?? null;
    },
    /** The highest version number the member ever had for this keyword (hidden ones too), 0 for none. */
    async lastVersion(userId: number, keywordId: number) {
      const [row] = await db
        .select({ last: max(generatedPosts.version) })
        .from(generatedPosts)
        .where(and(eq(generatedPosts.userId, userId), eq(generatedPosts.keywordId, keywordId)));
      return row?.last ?? 0;
    },
    /** How many versions the member has for this keyword, and how many of them may be pruned. */
    async versionCounts(userId: number, keywordId: number) {
      const [row] = await db
        .select({ total: count(), prunable: sql<number>`count(*) filter (where ${prunable})`.mapWith(Number) })
        .from(generatedPosts)
        .where(and(eq(generatedPosts.userId, userId), eq(generatedPosts.keywordId, keywordId)));
      return { total: row?.total ?? 0, prunable: row?.prunable ?? 0 };
    },
    /** Removes the oldest prunable versions past `keep` (never `newest`, the one just written). */
    async pruneVersions(userId: number, keywordId: number, keep: number, newest: number) {
      await db.execute(sql`
        delete from ${generatedPosts} where ${generatedPosts.id} in (
          select ${generatedPosts.id} from ${generatedPosts}
          where ${generatedPosts.userId} = ${userId} and ${generatedPosts.keywordId} = ${keywordId}
            and ${generatedPosts.id} <> ${newest} and ${prunable}
          order by ${generatedPosts.version}
          limit greatest(0, (
            select count(*) from ${generatedPosts}
            where ${generatedPosts.userId} = ${userId} and ${generatedPosts.keywordId} = ${keywordId}
          ) - ${keep})
        )`);
    },
    /** Inserts the post; null when a concurrent request stored the same version first. */
    async insertPost(post: NewPost) {
      const [row] = await db
        .insert(generatedPosts)
        .values(post)
        .onConflictDoNothing()
        .returning({ id: generatedPosts.id, createdAt: generatedPosts.createdAt });
      return row ?? null;
    },
    async recordCall(call: typeof providerCalls.$inferInsert) {
      await db.insert(providerCalls).values(call);
    },
    async articlesByIds(ids: number[]) {
      if (ids.length === 0) return [];
      return db.select().from(articles).where(inArray(articles.id, ids));
    },
  };
}
