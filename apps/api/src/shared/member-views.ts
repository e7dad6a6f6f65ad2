import { LRUCache } from 'lru-cache';

/**
 * Versions of what a member sees (their account, their posts, their badges on the keyword list), so their hot reads
 * can be served from memory (ADR 023). Every change a member makes goes through one of their own non-GET requests,
 * and every change of someone else's posts through an admin's: the auth plugin calls `memberViewsChanged(id)` or
 * `allMemberViewsChanged()` when such a request is answered. A cache keys its entries on `memberViewVersion(id)`, so
 * a change in this process shows at once (a read that started before it is stored under the old key and never read
 * again); another API process's change shows when the entry's short TTL runs out (PostgreSQL), while on the embedded
 * database, whose only writer is this process, views live for minutes.
 */

/**
 * How long a member's cached view may live when other processes may change it (PostgreSQL: several API processes and
 * workers share the database); also how long a change is remembered.
 */
export const MEMBER_VIEW_TTL_MS = 3_000;
/**
 * On the embedded database one process does every write, so its own changes are all there is: views live until a
 * change drops them, or this long.
 */
export const SINGLE_PROCESS_VIEW_TTL_MS = 10 * 60_000;

let viewTtlMs = MEMBER_VIEW_TTL_MS;

/** `true` when this process is the database's only writer (PGlite): member views then live much longer. */
export function setSingleWriter(single: boolean): void {
  viewTtlMs = single ? SINGLE_PROCESS_VIEW_TTL_MS : MEMBER_VIEW_TTL_MS;
}

let counter = 0;
let epoch = 0;
/** Member → [version, when it changed]; entries older than a few TTLs are dropped (their old keys expired). */
const changed = new Map<number, [number, number]>();

function prune(now: number) {
  for (const [id, [, at]] of changed) {
    if (now - at < 3 * viewTtlMs) break;
    changed.delete(id);
  }
}

/** A key part naming the member's current view: changes with every change of theirs or any admin's. */
export function memberViewVersion(memberId: number): string {
  return `${epoch}.${changed.get(memberId)?.[0] ?? 0}`;
}

export function memberViewsChanged(memberId: number): void {
  const now = Date.now();
  prune(now);
  changed.delete(memberId);
  changed.set(memberId, [++counter, now]);
}

export function allMemberViewsChanged(): void {
  epoch = ++counter;
}

/**
 * An in-memory cache of one kind of member view. Entries live `MEMBER_VIEW_TTL_MS`; concurrent misses on one key share
 * one load; a failed load is not kept. Read with `read(memberId, key, load)`.
 */
export function createMemberViewCache<V extends object>(max = 20_000) {
  const cache = new LRUCache<string, V, () => Promise<V>>({
    max,
    ttl: SINGLE_PROCESS_VIEW_TTL_MS,
    fetchMethod: (_key, _stale, { context }) => context(),
  });
  return {
    async read(memberId: number, key: string, load: () => Promise<V>): Promise<V> {
      return cache.forceFetch(`${memberId}|${memberViewVersion(memberId)}|${key}`, { context: load, ttl: viewTtlMs });
    },
    clear() {
      cache.clear();
    },
  };
}
