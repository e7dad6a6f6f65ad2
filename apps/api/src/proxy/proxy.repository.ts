import { eq, or, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { articles, generatedPosts } from '../db/schema.ts';

export function createProxyRepository(db: Executor) {
  return {
    /** True when the URL is an image of a stored article or post: the proxy serves nothing else. */
    async isKnownImage(url: string): Promise<boolean> {
      const [post] = await db
        .select({ id: generatedPosts.id })
        .from(generatedPosts)
        .where(
          or(eq(generatedPosts.image1Url, url), eq(generatedPosts.image2Url, url), eq(generatedPosts.image3Url, url)),
        )
        .limit(1);
      if (post) return true;
      const [article] = await db
        .select({ id: articles.id })
        .from(articles)
        .where(sql`${articles.images} @> ${JSON.stringify([{ url }])}::jsonb`)
        .limit(1);
      return Boolean(article);
    },
  };
}
