import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Db } from '../db/client.ts';
import { createRateLimitsRepository } from '../repositories/rate-limits.repository.ts';

/** What @fastify/rate-limit hands `child()`: the route's merged limit options, with the route itself. */
interface RouteLimitOptions {
  routeInfo?: { method?: string | string[]; url?: string };
}

/**
 * @fastify/rate-limit's store interface over the `rate_limits` table, so every API replica counts against
 * the same numbers and a restart forgets nothing. Each route gets its own counters (`child`), as with the
 * plugin's in-memory store.
 */
export function databaseRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  const repository = createRateLimitsRepository(db);

  class DatabaseStore implements FastifyRateLimitStore {
    readonly scope: string;

    constructor(_options?: unknown, scope = 'global') {
      this.scope = scope;
    }

    incr(key: string, callback: Parameters<FastifyRateLimitStore['incr']>[1], timeWindow: number) {
      repository.hit(`${this.scope}|${key}`, timeWindow).then(
        ({ hits, ttlMs }) => callback(null, { current: hits, ttl: ttlMs }),
        (error: unknown) => callback(error as Error),
      );
    }

    child(routeOptions: unknown) {
      const { method = '', url = '' } = (routeOptions as RouteLimitOptions).routeInfo ?? {};
      return new DatabaseStore(undefined, `route:${[method].flat().join(',')} ${url}`);
    }
  }
  return DatabaseStore;
}
