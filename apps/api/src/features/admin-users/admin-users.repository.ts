import { count, desc, eq, max, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { generatedPosts, users } from '../../db/schema.ts';

/** Admin views count every post a member generated, hidden ones included (the console is where hidden posts live). */
export function createAdminUsersRepository(db: Executor) {
  return {
    async list(limit: number, offset: number) {
      const contentCount = sql<number>`(select count(*)::int from generated_posts gp where gp.user_id = "users"."id")`;
      const [items, [totals]] = await Promise.all([
        db
          .select({
            id: users.id,
            email: users.email,
            provider: users.provider,
            createdAt: users.createdAt,
            contentCount,
          })
          .from(users)
          .orderBy(desc(users.createdAt), desc(users.id))
          .limit(limit)
          .offset(offset),
        db.select({ total: count() }).from(users),
      ]);
      return { items, total: totals?.total ?? 0 };
    },
    async find(id: number) {
      const [row] = await db
        .select({ id: users.id, email: users.email, provider: users.provider, createdAt: users.createdAt })
        .from(users)
        .where(eq(users.id, id))
        .limit(1);
      return row ?? null;
    },
    async posts(userId: number, limit: number, offset: number) {
      const mine = eq(generatedPosts.userId, userId);
      const [items, [totals]] = await Promise.all([
        db
          .select({
            id: generatedPosts.id,
            title: generatedPosts.title,
            createdAt: generatedPosts.createdAt,
            copyCount: generatedPosts.copyCount,
          })
          .from(generatedPosts)
          .where(mine)
          .orderBy(desc(generatedPosts.createdAt), desc(generatedPosts.id))
          .limit(limit)
          .offset(offset),
        db
          .select({ total: count(), latest: max(generatedPosts.createdAt) })
          .from(generatedPosts)
          .where(mine),
      ]);
      return { items, total: totals?.total ?? 0, latest: totals?.latest ?? null };
    },
  };
}
