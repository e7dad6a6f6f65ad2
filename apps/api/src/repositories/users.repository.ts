import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { socialIdentities, userInterests, users } from '../db/schema.ts';
import { lookAlikeKey, lookAlikeKeySql } from '../shared/look-alike.ts';

/** The first key of the advisory locks on nicknames (the second is the look-alike key's hash). */
const NICKNAME_LOCK_SPACE = 727_274_003;

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
    /**
     * Another member's nickname that reads as this one (the same, or a look-alike: `lookAlikeKey`), or null.
     * Compares every nickname's key: nickname changes are rare, and the table of members is scanned once per change.
     */
    async lookAlikeNickname(nickname: string, exceptUserId: number): Promise<string | null> {
      const [row] = await db
        .select({ nickname: users.nickname })
        .from(users)
        .where(
          sql`${users.nickname} is not null and ${users.id} <> ${exceptUserId}
            and ${lookAlikeKeySql(users.nickname)} = ${lookAlikeKey(nickname)}`,
        )
        .orderBy(sql`${users.nickname} = ${nickname} desc`)
        .limit(1);
      return row?.nickname ?? null;
    },
    /** Holds nicknames that read as this one until the transaction ends: two look-alikes saved at once wait in turn. */
    async lockNickname(nickname: string) {
      await db.execute(sql`select pg_advisory_xact_lock(${NICKNAME_LOCK_SPACE}, hashtext(${lookAlikeKey(nickname)}))`);
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
