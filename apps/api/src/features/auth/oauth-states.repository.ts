import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { oauthCallbackResults, oauthStates } from '../../db/schema.ts';

export function createOauthStatesRepository(db: Executor) {
  return {
    async create(row: { state: string; provider: string; codeVerifier: string | null; expiresAt: Date }) {
      await db.insert(oauthStates).values(row);
    },
    /** Uses the state once: unknown, expired, already used or another provider's → null. */
    async consume(state: string, provider: string, now: Date) {
      const [row] = await db
        .update(oauthStates)
        .set({ usedAt: now })
        .where(
          and(
            eq(oauthStates.state, state),
            eq(oauthStates.provider, provider),
            isNull(oauthStates.usedAt),
            gt(oauthStates.expiresAt, now),
          ),
        )
        .returning({ codeVerifier: oauthStates.codeVerifier });
      return row ?? null;
    },
    /** True when this state was consumed moments ago (a twin request may be finishing). */
    async usedSince(state: string, provider: string, since: Date): Promise<boolean> {
      const [row] = await db
        .select({ usedAt: oauthStates.usedAt })
        .from(oauthStates)
        .where(and(eq(oauthStates.state, state), eq(oauthStates.provider, provider), gt(oauthStates.usedAt, since)))
        .limit(1);
      return Boolean(row);
    },
    async findRecentResult(codeHash: string, now: Date) {
      const [row] = await db
        .select({ userId: oauthCallbackResults.userId })
        .from(oauthCallbackResults)
        .where(and(eq(oauthCallbackResults.codeHash, codeHash), gt(oauthCallbackResults.expiresAt, now)))
        .limit(1);
      return row ?? null;
    },
    async saveResult(row: { codeHash: string; provider: string; userId: number; expiresAt: Date }) {
      await db
        .insert(oauthCallbackResults)
        .values({ ...row, result: { user_id: row.userId } })
        .onConflictDoNothing();
    },
  };
}
