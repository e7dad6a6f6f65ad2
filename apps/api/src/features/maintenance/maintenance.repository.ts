import { and, isNotNull, lt, or } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { authFailures, maintenanceRuns, oauthCallbackResults, oauthStates, refreshTokens } from '../../db/schema.ts';

export function createMaintenanceRepository(db: Executor) {
  return {
    /** Refresh tokens expired, or revoked, before `before`. */
    async deleteStaleRefreshTokens(before: Date): Promise<number> {
      const rows = await db
        .delete(refreshTokens)
        .where(
          or(
            lt(refreshTokens.expiresAt, before),
            and(isNotNull(refreshTokens.revokedAt), lt(refreshTokens.revokedAt, before)),
          ),
        )
        .returning({ id: refreshTokens.id });
      return rows.length;
    },
    async deleteExpiredOauthStates(now: Date): Promise<number> {
      const rows = await db
        .delete(oauthStates)
        .where(lt(oauthStates.expiresAt, now))
        .returning({ state: oauthStates.state });
      return rows.length;
    },
    async deleteExpiredCallbackResults(now: Date): Promise<number> {
      const rows = await db
        .delete(oauthCallbackResults)
        .where(lt(oauthCallbackResults.expiresAt, now))
        .returning({ codeHash: oauthCallbackResults.codeHash });
      return rows.length;
    },
    async deleteOldAuthFailures(before: Date): Promise<number> {
      const rows = await db
        .delete(authFailures)
        .where(lt(authFailures.createdAt, before))
        .returning({ id: authFailures.id });
      return rows.length;
    },
    async recordRun(task: string, summary: Record<string, number>) {
      await db.insert(maintenanceRuns).values({ task, summary });
    },
  };
}
