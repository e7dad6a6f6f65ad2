import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { generatedPosts, postPublications } from '../../db/schema.ts';

/** Where a member's posts were published, so publishing again updates the same remote post. */
export function createPublicationsRepository(db: Executor) {
  return {
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
      // Publishing is working on the post: it becomes the keyword's 대표 version (repositories/post-representative.ts).
      await db
        .update(generatedPosts)
        .set({ workedAt: sql`now()` })
        .where(eq(generatedPosts.id, row.postId));
    },
  };
}
