import { and, count, eq, gt, or } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { authFailures } from '../../db/schema.ts';

export function createAuthFailuresRepository(db: Executor) {
  return {
    /** The larger of the failure counts for the account and for the IP since `since`. */
    async recentFailures(account: string, ip: string, since: Date): Promise<number> {
      const rows = await db
        .select({ scope: authFailures.scope, n: count() })
        .from(authFailures)
        .where(
          and(
            gt(authFailures.createdAt, since),
            or(
              and(eq(authFailures.scope, 'account'), eq(authFailures.key, account)),
              and(eq(authFailures.scope, 'ip'), eq(authFailures.key, ip)),
            ),
          ),
        )
        .groupBy(authFailures.scope);
      return Math.max(0, ...rows.map((r) => r.n));
    },
    async record(account: string, ip: string) {
      await db.insert(authFailures).values([
        { scope: 'account', key: account },
        { scope: 'ip', key: ip },
      ]);
    },
  };
}
