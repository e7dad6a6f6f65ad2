import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { generatedPosts, postPublications, wordpressConnections } from '../../db/schema.ts';

export function createPublishingRepository(db: Executor) {
  return {
    async findConnection(userId: number) {
      const [row] = await db.select().from(wordpressConnections).where(eq(wordpressConnections.userId, userId));
      return row ?? null;
    },
    async saveConnection(row: {
      userId: number;
      siteUrl: string;
      apiRoot: string;
      username: string;
      passwordCipher: string;
    }) {
      await db
        .insert(wordpressConnections)
        .values(row)
        .onConflictDoUpdate({
          target: wordpressConnections.userId,
          set: { ...row, updatedAt: sql`now()` },
        });
    },
    async deleteConnection(userId: number) {
      await db.delete(wordpressConnections).where(eq(wordpressConnections.userId, userId));
    },
    async findOwnedPost(userId: number, postId: number) {
      const [post] = await db
        .select()
        .from(generatedPosts)
        .where(and(eq(generatedPosts.id, postId), eq(generatedPosts.userId, userId)));
      return post ?? null;
    },
    async findPublication(postId: number, siteUrl: string) {
      const [row] = await db
        .select()
        .from(postPublications)
        .where(and(eq(postPublications.postId, postId), eq(postPublications.siteUrl, siteUrl)));
      return row ?? null;
    },
    async savePublication(row: {
      postId: number;
      siteUrl: string;
      remoteId: number;
      link: string;
      status: string;
      media: Record<string, { id: number; url: string }>;
    }) {
      await db
        .insert(postPublications)
        .values(row)
        .onConflictDoUpdate({
          target: [postPublications.postId, postPublications.siteUrl],
          set: { remoteId: row.remoteId, link: row.link, status: row.status, media: row.media, updatedAt: sql`now()` },
        });
    },
  };
}
