import { z } from 'zod';
import { createSafeFetch, fetchJson } from '../../../shared/safe-fetch.ts';
import type { ProductSource } from './product-source.ts';

const response = z.object({
  items: z.array(
    z.object({
      title: z.string(),
      link: z.string(),
      image: z.string().optional(),
      lprice: z.string().optional(),
      mallName: z.string().optional(),
    }),
  ),
});

/** Naver Shopping search (openapi.naver.com/v1/search/shop.json). */
export function createNaverShoppingSource(options: {
  clientId: string;
  clientSecret: string;
  baseUrl?: string | undefined;
}): ProductSource {
  const base = options.baseUrl ?? 'https://openapi.naver.com';
  const safeFetch = createSafeFetch({ trustedOrigins: [base] });
  return {
    name: 'naver',
    async find(query, limit) {
      const url = new URL('/v1/search/shop.json', base);
      url.searchParams.set('query', query.keyword);
      url.searchParams.set('display', String(limit));
      const answer = await fetchJson(safeFetch, url, {
        'X-Naver-Client-Id': options.clientId,
        'X-Naver-Client-Secret': options.clientSecret,
      });
      const body = response.parse(answer);
      return body.items.map((item) => ({
        name: item.title.replace(/<[^>]*>/g, ''),
        url: item.link,
        ...(item.image ? { image_url: item.image } : {}),
        ...(item.lprice ? { price: Number(item.lprice) } : {}),
        ...(item.mallName ? { mall: item.mallName } : {}),
      }));
    },
  };
}
