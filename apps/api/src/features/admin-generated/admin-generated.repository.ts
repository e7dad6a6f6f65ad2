import { and, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { generatedPosts, users } from '../../db/schema.ts';
import { likeContaining } from '../../shared/sql-like.ts';

export interface GeneratedFilter {
  email?: string | undefined;
  title?: string | undefined;
  isActive?: boolean | undefined;
}

const columns = {
  id: generatedPosts.id,
  title: generatedPosts.title,
  content: generatedPosts.content,
  image1Url: generatedPosts.image1Url,
  image2Url: generatedPosts.image2Url,
  image3Url: generatedPosts.image3Url,
  isActive: generatedPosts.isActive,
  copyCount: generatedPosts.copyCount,
  createdAt: generatedPosts.createdAt,
  userEmail: users.email,
};

export function createAdminGeneratedRepository(db: Executor) {
  const select = () => db.select(columns).from(generatedPosts).leftJoin(users, eq(users.id, generatedPosts.userId));

  return {
    async list(filter: GeneratedFilter, limit: number, offset: number) {
      const conditions: SQL[] = [];
      // `%`, `_` and `\` typed by the admin are matched literally.
      if (filter.email) conditions.push(ilike(users.email, likeContaining(filter.email)));
      if (filter.title) conditions.push(ilike(generatedPosts.title, likeContaining(filter.title)));
      if (filter.isActive !== undefined) conditions.push(eq(generatedPosts.isActive, filter.isActive));
      const where = conditions.length > 0 ? and(...conditions) : undefined;
      const [items, [totals]] = await Promise.all([
        select()
          .where(where)
          .orderBy(desc(generatedPosts.createdAt), desc(generatedPosts.id))
          .limit(limit)
          .offset(offset),
        db
          .select({ total: count() })
          .from(generatedPosts)
          .leftJoin(users, eq(users.id, generatedPosts.userId))
          .where(where),
      ]);
      return { items, total: totals?.total ?? 0 };
    },
    async find(id: number) {
      const [row] = await select().where(eq(generatedPosts.id, id)).limit(1);
      return row ?? null;
    },
    /** Makes the post private; returns whether the post exists. */
    async hide(id: number) {
      const rows = await db
        .update(generatedPosts)
        .set({ isActive: false, updatedAt: new Date() })
        .where(eq(generatedPosts.id, id))
        .returning({ id: generatedPosts.id });
      return rows.length > 0;
    },
    async remove(id: number) {
      const rows = await db
        .delete(generatedPosts)
        .where(eq(generatedPosts.id, id))
        .returning({ id: generatedPosts.id, title: generatedPosts.title, userId: generatedPosts.userId });
      return rows[0] ?? null;
    },
  };
}

/** A generated post as the admin console lists it, with its member's e-mail. */
export type GeneratedRow = NonNullable<Awaited<ReturnType<ReturnType<typeof createAdminGeneratedRepository>['find']>>>;
