import type { Category } from '@geulgam/contracts';
import type { PostProduct } from '../../../db/schema.ts';
import { createMemoryCache } from '../../../shared/memory-cache.ts';

export interface ProductQuery {
  keyword: string;
  category: Category;
  /** Words from the story, for relevance. */
  terms: string[];
}

export interface ProductSource {
  readonly name: string;
  find(query: ProductQuery, limit: number): Promise<PostProduct[]>;
}

/** A product row is a few hundred bytes of JSON: this holds a few thousand queries' results. */
const CACHE_MAX_BYTES = 2 * 1024 * 1024;

/** Results per query are cached for a while: shopping APIs are slow and rate-limited. */
export function withCache(source: ProductSource, ttlMs = 30 * 60 * 1000, maxBytes = CACHE_MAX_BYTES): ProductSource {
  const cache = createMemoryCache({
    ttlMs,
    maxBytes,
    load: ({ query, limit }: { query: ProductQuery; limit: number }) => source.find(query, limit),
  });
  return {
    name: source.name,
    find: (query, limit) =>
      cache.forceFetch(`${query.category}|${query.keyword}|${limit}`, { context: { query, limit } }),
  };
}
