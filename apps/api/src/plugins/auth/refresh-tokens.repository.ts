import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { refreshTokens } from '../../db/schema.ts';

export function createRefreshTokensRepository(db: Executor) {
  return {
    async insert(row: typeof refreshTokens.$inferInsert) {
      const [inserted] = await db.insert(refreshTokens).values(row).returning({ id: refreshTokens.id });
      return inserted!;
    },
    async findByHash(tokenHash: string) {
      const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash)).limit(1);
      return row ?? null;
    },
    /** Marks the token used; false if someone else got there first (a concurrent rotation). */
    async revoke(id: string, replacedBy: string | null, now: Date): Promise<boolean> {
      const rows = await db
        .update(refreshTokens)
        .set({ revokedAt: now, replacedBy })
        .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.revokedAt)))
        .returning({ id: refreshTokens.id });
      return rows.length > 0;
    },
    async revokeFamily(familyId: string, now: Date) {
      await db
        .update(refreshTokens)
        .set({ revokedAt: now })
        .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
    },
  };
}
