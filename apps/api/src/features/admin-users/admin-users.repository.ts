import { count, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { users } from '../../db/schema.ts';

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
  };
}
