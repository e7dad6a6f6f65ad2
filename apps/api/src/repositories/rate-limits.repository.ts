import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { rateLimits } from '../db/schema.ts';

export interface WindowCount {
  /** Hits in the current window, this one included. */
  hits: number;
  /** Milliseconds until the window ends. */
  ttlMs: number;
}

/**
 * Fixed-window counters shared by every API process. Counting is one upsert, so concurrent hits are
 * serialised by the row lock and each sees its own count: a limit of 10 lets exactly 10 through.
 * Windows run on the database's clock, the one clock all replicas share.
 */
export function createRateLimitsRepository(db: Executor) {
  return {
    async hit(key: string, windowMs: number): Promise<WindowCount> {
      const windowEnd = sql`now() + (${Math.max(1, Math.round(windowMs))}::int * interval '1 millisecond')`;
      const expired = sql`${rateLimits.resetsAt} <= now()`;
      const [row] = await db
        .insert(rateLimits)
        .values({ key, hits: 1, resetsAt: windowEnd })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            hits: sql`case when ${expired} then 1 else ${rateLimits.hits} + 1 end`,
            resetsAt: sql`case when ${expired} then excluded.resets_at else ${rateLimits.resetsAt} end`,
          },
        })
        .returning({
          hits: rateLimits.hits,
          ttlMs: sql<number>`greatest(0, ceil(extract(epoch from (${rateLimits.resetsAt} - now())) * 1000))::int`,
        });
      return { hits: row!.hits, ttlMs: Number(row!.ttlMs) };
    },
    /** Takes back one hit (an attempt that turned out not to count, such as a successful sign-in). */
    async refund(key: string) {
      await db
        .update(rateLimits)
        .set({ hits: sql`greatest(${rateLimits.hits} - 1, 0)` })
        .where(eq(rateLimits.key, key));
    },
  };
}
