import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { socialIdentities, userInterests, users } from '../db/schema.ts';

export interface MemberRecord {
  id: number;
  email: string | null;
  nickname: string | null;
  provider: string;
  createdAt: Date;
  categories: string[];
}

/** Members are shared data: auth creates them, profile edits them, admin lists them. */
export function createUsersRepository(db: Executor) {
  return {
    async findMember(id: number): Promise<MemberRecord | null> {
      const [row] = await db
        .select({
          id: users.id,
          email: users.email,
          nickname: users.nickname,
          provider: users.provider,
          createdAt: users.createdAt,
          categories: sql<
            string[]
          >`coalesce((select array_agg(${userInterests.category} order by ${userInterests.createdAt}, ${userInterests.category}) from ${userInterests} where ${userInterests.userId} = ${users.id}), '{}')`,
        })
        .from(users)
        .where(eq(users.id, id))
        .limit(1);
      return row ?? null;
    },
    async findIdentity(provider: string, providerUserId: string) {
      const [row] = await db
        .select({ userId: socialIdentities.userId })
        .from(socialIdentities)
        .where(
          sql`${socialIdentities.provider} = ${provider} and ${socialIdentities.providerUserId} = ${providerUserId}`,
        )
        .limit(1);
      return row ?? null;
    },
    async createWithIdentity(input: {
      provider: string;
      providerUserId: string;
      email: string | null;
      nickname?: string | null;
    }) {
      const [user] = await db
        .insert(users)
        .values({ provider: input.provider, email: input.email, nickname: input.nickname ?? null })
        .returning({ id: users.id });
      await db.insert(socialIdentities).values({
        userId: user!.id,
        provider: input.provider,
        providerUserId: input.providerUserId,
        email: input.email,
      });
      return user!.id;
    },
    async nicknameTaken(nickname: string, exceptUserId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(sql`${users.nickname} = ${nickname} and ${users.id} <> ${exceptUserId}`)
        .limit(1);
      return Boolean(row);
    },
    async setNickname(id: number, nickname: string) {
      await db.update(users).set({ nickname, updatedAt: new Date() }).where(eq(users.id, id));
    },
    async replaceInterests(id: number, categories: string[]) {
      await db.delete(userInterests).where(eq(userInterests.userId, id));
      if (categories.length > 0) {
        const now = Date.now();
        await db
          .insert(userInterests)
          .values(categories.map((category, index) => ({ userId: id, category, createdAt: new Date(now + index) })));
      }
    },
    /** Deletes the member; social links, interests, tokens and posts go with it (ON DELETE CASCADE). */
    async delete(id: number): Promise<boolean> {
      const rows = await db.delete(users).where(eq(users.id, id)).returning({ id: users.id });
      return rows.length > 0;
    },
  };
}
