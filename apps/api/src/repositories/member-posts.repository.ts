import { and, count, desc, eq, max } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { generatedPosts } from '../db/schema.ts';

export interface MemberPostsPage {
  limit: number;
  offset: number;
  /** The admin console counts hidden posts too (it is where they live); the member's own pages never show them. */
  includeHidden: boolean;
}

/** A member's posts, newest first: their My page and the admin's view of the member read the same list. */
export function createMemberPostsRepository(db: Executor) {
  return {
    async page(userId: number, { limit, offset, includeHidden }: MemberPostsPage) {
      const mine = eq(generatedPosts.userId, userId);
      const where = includeHidden ? mine : and(mine, eq(generatedPosts.isActive, true));
      const [items, [totals]] = await Promise.all([
        db
          .select({
            id: generatedPosts.id,
            title: generatedPosts.title,
            createdAt: generatedPosts.createdAt,
            copyCount: generatedPosts.copyCount,
          })
          .from(generatedPosts)
          .where(where)
          .orderBy(desc(generatedPosts.createdAt), desc(generatedPosts.id))
          .limit(limit)
          .offset(offset),
        db
          .select({ total: count(), latest: max(generatedPosts.createdAt) })
          .from(generatedPosts)
          .where(where),
      ]);
      return { items, total: totals?.total ?? 0, latest: totals?.latest ?? null };
    },
  };
}
