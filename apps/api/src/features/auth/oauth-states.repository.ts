import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { oauthStates } from '../../db/schema.ts';

const usable = (state: string, provider: string, now: Date) =>
  and(
    eq(oauthStates.state, state),
    eq(oauthStates.provider, provider),
    isNull(oauthStates.usedAt),
    gt(oauthStates.expiresAt, now),
  );

export function createOauthStatesRepository(db: Executor) {
  return {
    async create(row: { state: string; provider: string; codeVerifier: string | null; expiresAt: Date }) {
      await db.insert(oauthStates).values(row);
    },
    /** The state's PKCE verifier while the state is usable (known, this provider's, unused, unexpired), else null. */
    async findUsable(state: string, provider: string, now: Date) {
      const [row] = await db
        .select({ codeVerifier: oauthStates.codeVerifier })
        .from(oauthStates)
        .where(usable(state, provider, now))
        .limit(1);
      return row ?? null;
    },
    /** Uses the state up; false when it was not usable any more (a twin request got there first). */
    async consume(state: string, provider: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(oauthStates)
        .set({ usedAt: now })
        .where(usable(state, provider, now))
        .returning({ state: oauthStates.state });
      return rows.length > 0;
    },
  };
}
