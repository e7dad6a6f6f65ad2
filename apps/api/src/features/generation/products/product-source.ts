import type { Category } from '@geulgam/contracts';
import type { PostProduct } from '../../../db/schema.ts';

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

/** Results per query are cached for a while: shopping APIs are slow and rate-limited. */
export function withCache(source: ProductSource, ttlMs = 30 * 60 * 1000, maxEntries = 500): ProductSource {
  const cache = new Map<string, { at: number; products: PostProduct[] }>();
  return {
    name: source.name,
    async find(query, limit) {
      const key = `${query.category}|${query.keyword}|${limit}`;
      const hit = cache.get(key);
      if (hit && Date.now() - hit.at < ttlMs) return hit.products;
      const products = await source.find(query, limit);
      if (cache.size >= maxEntries) cache.delete(cache.keys().next().value!);
      cache.set(key, { at: Date.now(), products });
      return products;
    },
  };
}
