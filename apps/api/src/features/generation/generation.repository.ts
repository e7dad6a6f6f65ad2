import { and, desc, eq, inArray, max } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { articles, generatedPosts, keywordArticles, keywords, providerCalls } from '../../db/schema.ts';

export type NewPost = typeof generatedPosts.$inferInsert;

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
    /** The member's newest live version for this keyword, if any. */
    async findMemberPost(userId: number, keywordId: number) {
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
          ),
        )
        .orderBy(desc(generatedPosts.version))
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
