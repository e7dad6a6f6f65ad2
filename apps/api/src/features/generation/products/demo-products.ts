import { demoImageUrl } from '../../../demo/urls.ts';
import { demoProducts } from '../../../demo/products.ts';
import type { ProductSource } from './product-source.ts';

/** The bundled catalogue, matched to the story by shared terms, within its category first. */
export function createDemoProductSource(publicApiUrl: string): ProductSource {
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
          image_url: demoImageUrl(publicApiUrl, product.imageId),
          price: product.price,
          mall: product.mall,
        }));
    },
  };
}
