import { LRUCache } from 'lru-cache';

/*
 * The registry of cached views (ADR 032): what a process keeps in memory of the database (a member's account,
 * posts and badges; the keyword list) so its hot reads cost no query (ADR 023). A view depends on tags; the service
 * that changes the data calls `invalidate(tag)`, and every view that depends on the tag is dropped — here at once,
 * and in the other processes on the same PostgreSQL database when they hear the notice on the change feed
 * (db/change-feed.ts). Dropping is by version: a view's key names the version of each of its tags, so an entry
 * stored under an old version is never read again, also one whose read began before the change.
 *
 * One registry per process (runtime.ts; buildApp makes its own when given none), handed to what needs it.
 */

/** What a view depends on: the keyword list, every member's views, or one member's. The feed carries these words. */
export type ViewTag = 'keywords' | 'members' | `member ${number}`;

/** The tag of one member's views (their account, posts and badges). */
export function memberTag(memberId: number): ViewTag {
  return `member ${memberId}`;
}

/** How long a cached view may live when another process may have changed it unheard (PostgreSQL, feed down). */
export const UNHEARD_VIEW_TTL_MS = 3_000;
/** How long a view lives when every change is heard: this process is the only writer (PGlite), or the feed is up. */
export const HEARD_VIEW_TTL_MS = 10 * 60_000;

/** Where changes are told to the other processes (the PostgreSQL change feed); `connected` while they are heard. */
export interface ChangePublisher {
  publish(message: string): void;
  readonly connected: boolean;
}

export interface ViewCacheOptions<V> {
  /** Roughly how many bytes the cache may hold; an entry's share is `sizeOf(value)`. */
  maxBytes: number;
  /** An estimate of the memory one cached value keeps alive (its strings at two bytes a character, and so on). */
  sizeOf: (value: V) => number;
}

export interface MemberViewCache<V> {
  /** The member's view under `key`, loaded on a miss (concurrent misses share one load; a failed one is not kept). */
  read(memberId: number, key: string, load: () => Promise<V>): Promise<V>;
  /** The estimated bytes held. */
  readonly bytes: number;
}

export interface KeywordViewCache<V> {
  /** The keyword's view, loaded on a miss (concurrent misses share one load; a failed one is not kept). */
  read(keywordId: number, load: () => Promise<V>): Promise<V>;
  /** The estimated bytes held. */
  readonly bytes: number;
}

export interface CachedViews {
  /** Drops every view that depends on `tag`, here and, through the feed, in the other processes. */
  invalidate(tag: ViewTag): void;
  /** A notice from another process; false when it names no tag (it is then ignored). */
  heard(message: string): boolean;
  /** The feed may have missed notices (it dropped, or is back): every view counts as changed. */
  forgetAll(): void;
  /** A key part naming the current version of everything `tags` name. */
  version(...tags: ViewTag[]): string;
  /** Publish this process's changes on `feed` from now on (null: stop). */
  share(feed: ChangePublisher | null): void;
  /** A byte-bounded cache of one kind of member view, dropped by `member <id>` and `members`. */
  memberViews<V extends object>(options: ViewCacheOptions<V>): MemberViewCache<V>;
  /** A byte-bounded cache of one view per keyword (its story as every member's writing reads it), dropped by `keywords`. */
  keywordViews<V extends object>(options: ViewCacheOptions<V>): KeywordViewCache<V>;
}

const TAG = /^(keywords|members|member \d+)$/;

export function createCachedViews(options: {
  /** This process is the database's only writer (PGlite): every change is heard, views live long. */
  singleWriter: boolean;
}): CachedViews {
  let feed: ChangePublisher | null = null;
  let counter = 0;
  /** Tag → [version, when it changed], oldest change first; a tag not here is at version 0. */
  const changed = new Map<ViewTag, [number, number]>();

  const ttlMs = () => (options.singleWriter || feed?.connected ? HEARD_VIEW_TTL_MS : UNHEARD_VIEW_TTL_MS);

  function bump(tag: ViewTag) {
    const now = Date.now();
    // A tag may be forgotten (back to version 0) once no entry keyed on an older version can still live: every
    // tagged cache lives at most HEARD_VIEW_TTL_MS, and version 0 was in use only before the tag's first change.
    for (const [old, [, at]] of changed) {
      if (now - at < 3 * HEARD_VIEW_TTL_MS) break;
      changed.delete(old);
    }
    changed.delete(tag);
    changed.set(tag, [++counter, now]);
  }

  const version = (...tags: ViewTag[]) => tags.map((tag) => changed.get(tag)?.[0] ?? 0).join('.');

  return {
    invalidate(tag) {
      bump(tag);
      feed?.publish(tag);
    },
    heard(message) {
      if (!TAG.test(message)) return false;
      bump(message as ViewTag);
      return true;
    },
    forgetAll() {
      bump('members');
      bump('keywords');
    },
    version,
    share(to) {
      feed = to;
    },
    memberViews<V extends object>(options: ViewCacheOptions<V>): MemberViewCache<V> {
      const cache = boundedCache(options);
      return {
        read(memberId, key, load) {
          const current = version('members', memberTag(memberId));
          return cache.forceFetch(`${memberId}|${current}|${key}`, { context: load, ttl: ttlMs() });
        },
        get bytes() {
          return cache.calculatedSize;
        },
      };
    },
    keywordViews<V extends object>(options: ViewCacheOptions<V>): KeywordViewCache<V> {
      const cache = boundedCache(options);
      return {
        read(keywordId, load) {
          return cache.forceFetch(`${keywordId}|${version('keywords')}`, { context: load, ttl: ttlMs() });
        },
        get bytes() {
          return cache.calculatedSize;
        },
      };
    },
  };
}

function boundedCache<V extends object>({ maxBytes, sizeOf }: ViewCacheOptions<V>) {
  return new LRUCache<string, V, () => Promise<V>>({
    // Bounded by an estimate of bytes, not by a count: a change leaves the old entries behind (their key names the
    // old version), and a count let a long soak grow the process by hundreds of MiB; the least recently read go
    // first, and entries of an old version are never read again.
    maxSize: maxBytes,
    sizeCalculation: (value) => Math.max(1, Math.ceil(sizeOf(value))),
    ttl: HEARD_VIEW_TTL_MS,
    fetchMethod: (_key, _stale, { context }) => context(),
  });
}
