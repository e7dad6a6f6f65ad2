import { demoImageUrl, demoProducts } from '@geulgam/demo-newsroom';
import type { ProductSource } from './product-source.ts';

/**
 * `SHOPPING=demo`: the demo newsroom's catalogue, matched to the story by shared terms, within its
 * category first. Product pictures come from the newsroom, so they are linked only where this API
 * serves it (`config.demoNewsroom`); elsewhere the products come without an image.
 */
export function createDemoProductSource(options: { publicApiUrl: string; withImages: boolean }): ProductSource {
  return {
    name: 'demo',
    async find(query, limit) {
      const terms = new Set([...query.terms, ...query.keyword.split(/\s+/)].map((t) => t.toLowerCase()));
      const scored = demoProducts.map((product) => {
        const overlap = product.terms.filter(
          (term) => terms.has(term.toLowerCase()) || query.keyword.includes(term),
        ).length;
        return { product, score: overlap * 2 + (product.category === query.category ? 3 : 0) };
      });
      return scored
        .filter((s) => s.score > 0)
        .sort((a, b) => b.score - a.score || a.product.id.localeCompare(b.product.id))
        .slice(0, limit)
        .map(({ product }) => ({
          name: product.name,
          url: `https://shopping.example.com/geulgam-demo/${encodeURIComponent(product.id)}`,
          ...(options.withImages ? { image_url: demoImageUrl(options.publicApiUrl, product.imageId) } : {}),
          price: product.price,
          mall: product.mall,
        }));
    },
  };
}
