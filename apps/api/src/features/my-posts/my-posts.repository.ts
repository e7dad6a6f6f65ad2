import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { copyLog, generatedPosts } from '../../db/schema.ts';

/** Only the owner's live posts exist for these queries: another member's post is "not found". */
const owned = (userId: number, id: number) =>
  and(eq(generatedPosts.id, id), eq(generatedPosts.userId, userId), eq(generatedPosts.isActive, true));

export function createMyPostsRepository(db: Executor) {
  return {
    async findOwned(userId: number, id: number) {
      const [row] = await db.select().from(generatedPosts).where(owned(userId, id)).limit(1);
      return row ?? null;
    },
    async markGenerated(userId: number, id: number) {
      const rows = await db
        .update(generatedPosts)
        .set({ isGenerated: true, updatedAt: new Date() })
        .where(owned(userId, id))
        .returning({ id: generatedPosts.id });
      return rows.length > 0;
    },
    /** Counts a copy and logs it in one transaction; returns the new count, or null when not found. */
    async recordCopy(userId: number, id: number): Promise<number | null> {
      const [row] = await db
        .update(generatedPosts)
        .set({ copyCount: sql`${generatedPosts.copyCount} + 1` })
        .where(owned(userId, id))
        .returning({ copyCount: generatedPosts.copyCount });
      if (!row) return null;
      await db.insert(copyLog).values({ postId: id, userId });
      return row.copyCount;
    },
    async deleteOwned(userId: number, id: number) {
      const rows = await db.delete(generatedPosts).where(owned(userId, id)).returning({ id: generatedPosts.id });
      return rows.length > 0;
    },
  };
}
