import { and, isNotNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { maintenanceRuns, oauthStates, rateLimits, refreshTokens } from '../../db/schema.ts';

export function createMaintenanceRepository(db: Executor) {
  /** Deletes the matching rows; returns how many went (counted from RETURNING, the same on PGlite and pg). */
  async function deleteWhere(table: PgTable, where: SQL | undefined): Promise<number> {
    const rows = await db
      .delete(table)
      .where(where)
      .returning({ gone: sql`1` });
    return rows.length;
  }

  return {
    /** Refresh tokens expired, or revoked, before `before`. */
    deleteStaleRefreshTokens: (before: Date) =>
      deleteWhere(
        refreshTokens,
        or(
          lt(refreshTokens.expiresAt, before),
          and(isNotNull(refreshTokens.revokedAt), lt(refreshTokens.revokedAt, before)),
        ),
      ),
    deleteExpiredOauthStates: (now: Date) => deleteWhere(oauthStates, lt(oauthStates.expiresAt, now)),
    /** Rate-limit windows that ended before `now`. */
    deleteExpiredRateLimits: (now: Date) => deleteWhere(rateLimits, lt(rateLimits.resetsAt, now)),
    async recordRun(task: string, summary: Record<string, number>) {
      await db.insert(maintenanceRuns).values({ task, summary });
    },
  };
}
