import { createHmac } from 'node:crypto';
import { z } from 'zod';
import { createSafeFetch, fetchJson } from '../../../shared/safe-fetch.ts';
import type { ProductSource } from './product-source.ts';

const SEARCH_PATH = '/v2/providers/affiliate_open_api/apis/openapi/v1/products/search';

const response = z.object({
  data: z.object({
    productData: z.array(
      z.object({
        productName: z.string(),
        productUrl: z.string(),
        productImage: z.string().optional(),
        productPrice: z.number().optional(),
      }),
    ),
  }),
});

/** Coupang Partners' CEA HMAC-SHA256 authorization header for one request. */
export function coupangAuthorization(
  method: string,
  pathWithQuery: string,
  accessKey: string,
  secretKey: string,
  now = new Date(),
) {
  const [path, query = ''] = pathWithQuery.split('?');
  const iso = now.toISOString();
  const datetime = `${iso.slice(2, 4)}${iso.slice(5, 7)}${iso.slice(8, 10)}T${iso.slice(11, 13)}${iso.slice(14, 16)}${iso.slice(17, 19)}Z`;
  const signature = createHmac('sha256', secretKey).update(`${datetime}${method}${path}${query}`).digest('hex');
  return `CEA algorithm=HmacSHA256, access-key=${accessKey}, signed-date=${datetime}, signature=${signature}`;
}

export function createCoupangSource(options: {
  accessKey: string;
  secretKey: string;
  baseUrl?: string;
}): ProductSource {
  const base = options.baseUrl ?? 'https://api-gateway.coupang.com';
  const safeFetch = createSafeFetch({ trustedOrigins: [base] });
  return {
    name: 'coupang',
    async find(query, limit) {
      const pathWithQuery = `${SEARCH_PATH}?keyword=${encodeURIComponent(query.keyword)}&limit=${limit}`;
      const answer = await fetchJson(safeFetch, `${base}${pathWithQuery}`, {
        Authorization: coupangAuthorization('GET', pathWithQuery, options.accessKey, options.secretKey),
      });
      return response.parse(answer).data.productData.map((p) => ({
        name: p.productName,
        url: p.productUrl,
        ...(p.productImage ? { image_url: p.productImage } : {}),
        ...(p.productPrice ? { price: p.productPrice } : {}),
        mall: '쿠팡',
      }));
    },
  };
}
