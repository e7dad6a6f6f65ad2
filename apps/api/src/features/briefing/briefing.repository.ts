import { and, desc, eq, gte, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { articles, keywordArticles, keywords } from '../../db/schema.ts';

/** Today's public stories and their articles. */
export function createBriefingRepository(db: Executor) {
  return {
    /** Public keywords collected since `since`, the most talked-about first. */
    async storiesSince(since: Date) {
      return db
        .select({
          id: keywords.id,
          title: keywords.title,
          category: keywords.category,
          collectedAt: keywords.collectedAt,
          trendScore: keywords.trendScore,
        })
        .from(keywords)
        .where(and(eq(keywords.isActive, true), gte(keywords.collectedAt, since)))
        .orderBy(desc(keywords.trendScore), desc(keywords.collectedAt), desc(keywords.id));
    },
    /** The articles of these keywords, newest first. */
    async articlesOf(keywordIds: number[]) {
      if (keywordIds.length === 0) return [];
      return db
        .select({
          keywordId: keywordArticles.keywordId,
          url: articles.url,
          outlet: articles.outlet,
          title: articles.title,
          body: articles.body,
          publishedAt: articles.publishedAt,
        })
        .from(keywordArticles)
        .innerJoin(articles, eq(articles.id, keywordArticles.articleId))
        .where(inArray(keywordArticles.keywordId, keywordIds))
        .orderBy(desc(articles.publishedAt), desc(articles.id));
    },
  };
}
