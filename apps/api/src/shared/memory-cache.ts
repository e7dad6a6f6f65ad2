import { LRUCache } from 'lru-cache';

export interface MemoryCacheOptions<V, C> {
  ttlMs: number;
  /** The bound on what the entries hold, counted as the UTF-8 size of their JSON. */
  maxBytes: number;
  /** Reads the value on a miss; `context` is what `forceFetch(key, { context })` was given. */
  load: (context: C) => Promise<V>;
}

/** A value's weight in the cache: its JSON size, a fair stand-in for plain data read from the database or an API. */
export function jsonBytes(value: unknown): number {
  return Math.max(1, Buffer.byteLength(JSON.stringify(value) ?? ''));
}

/**
 * An in-memory cache of plain data: entries live `ttlMs`, the least recently used go first once `maxBytes` is
 * reached, concurrent misses on one key share one load, and a failed load is not kept.
 * Read it with `cache.forceFetch(key, { context })`.
 */
export function createMemoryCache<V extends object, C>({ ttlMs, maxBytes, load }: MemoryCacheOptions<V, C>) {
  return new LRUCache<string, V, C>({
    ttl: ttlMs,
    maxSize: maxBytes,
    sizeCalculation: (value) => jsonBytes(value),
    fetchMethod: (_key, _stale, { context }) => load(context),
  });
}
