import { LRUCache } from 'lru-cache';

/**
 * Versions of what a member sees (their account, their posts, their badges on the keyword list), so their hot reads
 * can be served from memory (ADR 023). Every change a member makes goes through one of their own non-GET requests,
 * and every change of someone else's posts through an admin's: the auth plugin calls `memberViewsChanged(id)` or
 * `allMemberViewsChanged()` when such a request is answered. A cache keys its entries on `memberViewVersion(id)`, so
 * a change in this process shows at once (a read that started before it is stored under the old key and never read
 * again). On PostgreSQL several processes share the database: each change is also published on the change feed
 * (db/change-feed.ts), and a notice from another process bumps the version here the same way. Views then live long;
 * only while the feed is down do they live `MEMBER_VIEW_TTL_MS`, so another process's change shows that late at worst.
 */

/** How long a cached view may live when another process may have changed it unheard (PostgreSQL, feed down). */
export const MEMBER_VIEW_TTL_MS = 3_000;
/** How long a view lives when every change is heard: this process is the only writer (PGlite), or the feed is up. */
export const HEARD_VIEW_TTL_MS = 10 * 60_000;

/** Where changes are told to the other processes (the PostgreSQL change feed); `connected` while they are heard. */
export interface ViewChangePublisher {
  publish(message: string): void;
  readonly connected: boolean;
}

let singleWriter = false;
let publisher: ViewChangePublisher | null = null;

/** `true` when this process is the database's only writer (PGlite): member views then live much longer. */
export function setSingleWriter(single: boolean): void {
  singleWriter = single;
}

/** Publishes this process's changes on the feed; while it is connected, views live `HEARD_VIEW_TTL_MS`. */
export function publishMemberViewChanges(to: ViewChangePublisher | null): void {
  publisher = to;
}

function viewTtlMs(): number {
  return singleWriter || publisher?.connected ? HEARD_VIEW_TTL_MS : MEMBER_VIEW_TTL_MS;
}

let counter = 0;
let epoch = 0;
/** Member → [version, when it changed]; entries older than a few TTLs are dropped (their old keys expired). */
const changed = new Map<number, [number, number]>();

function prune(now: number) {
  // A member's version may be forgotten once no entry keyed on it can still live (the longest TTL).
  for (const [id, [, at]] of changed) {
    if (now - at < 3 * HEARD_VIEW_TTL_MS) break;
    changed.delete(id);
  }
}

/** A key part naming the member's current view: changes with every change of theirs or any admin's. */
export function memberViewVersion(memberId: number): string {
  return `${epoch}.${changed.get(memberId)?.[0] ?? 0}`;
}

function bumpMember(memberId: number): void {
  const now = Date.now();
  prune(now);
  changed.delete(memberId);
  changed.set(memberId, [++counter, now]);
}

function bumpAll(): void {
  epoch = ++counter;
}

export function memberViewsChanged(memberId: number): void {
  bumpMember(memberId);
  publisher?.publish(`member ${memberId}`);
}

export function allMemberViewsChanged(): void {
  bumpAll();
  publisher?.publish('members');
}

/** A notice from another process (or a gap in the feed: `members`); true when it was about member views. */
export function applyMemberViewNotice(message: string): boolean {
  if (message === 'members') {
    bumpAll();
    return true;
  }
  const member = /^member (\d+)$/.exec(message);
  if (!member) return false;
  bumpMember(Number(member[1]));
  return true;
}

export interface MemberViewCacheOptions<V> {
  /** Roughly how many bytes the cache may hold; an entry's share is `sizeOf(value)`. */
  maxBytes: number;
  /** An estimate of the memory one cached value keeps alive (its strings at two bytes a character, and so on). */
  sizeOf: (value: V) => number;
}

/**
 * An in-memory cache of one kind of member view. Entries live as long as changes are heard (see above); concurrent
 * misses on one key share one load; a failed load is not kept. Read with `read(memberId, key, load)`. It is bounded by
 * an estimate of bytes, not by a count: a change leaves the member's old entries behind (their key names the old
 * version), and the ten-minute soak showed a count of 20,000 posts growing the process by 380 MiB (issue 19); the
 * least recently read go first, and entries of an old version are never read again.
 */
export function createMemberViewCache<V extends object>({ maxBytes, sizeOf }: MemberViewCacheOptions<V>) {
  const cache = new LRUCache<string, V, () => Promise<V>>({
    maxSize: maxBytes,
    sizeCalculation: (value) => Math.max(1, Math.ceil(sizeOf(value))),
    ttl: HEARD_VIEW_TTL_MS,
    fetchMethod: (_key, _stale, { context }) => context(),
  });
  return {
    async read(memberId: number, key: string, load: () => Promise<V>): Promise<V> {
      return cache.forceFetch(`${memberId}|${memberViewVersion(memberId)}|${key}`, { context: load, ttl: viewTtlMs() });
    },
    /** The estimated bytes held (for tests). */
    get bytes() {
      return cache.calculatedSize;
    },
    clear() {
      cache.clear();
    },
  };
}
