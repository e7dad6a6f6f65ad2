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
    /** The row, locked until the transaction ends: two rotations of one token take turns. */
    async findByHashForUpdate(tokenHash: string) {
      const [row] = await db
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, tokenHash))
        .limit(1)
        .for('update');
      return row ?? null;
    },
    async findById(id: string) {
      const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.id, id)).limit(1);
      return row ?? null;
    },
    /** Marks the token rotated into `replacedBy`; false if it was no longer live. */
    async markRotated(id: string, replacedBy: string, successorSealed: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(refreshTokens)
        .set({ revokedAt: now, replacedBy, successorSealed })
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
