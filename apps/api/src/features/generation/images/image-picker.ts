import type { ArticleImage } from '../../../db/schema.ts';
import { createSafeFetch, fetchJson } from '../../../shared/safe-fetch.ts';

/** A found picture and whose it is (the credit line under it: 사진: …). */
export interface CreditedImage extends ArticleImage {
  credit: string;
}

export interface ImageSearch {
  readonly name: string;
  search(query: string, limit: number): Promise<CreditedImage[]>;
}

/** Three images for a post: the first image of each article in turn, then the rest, without repeats. */
export function pickArticleImages<T extends ArticleImage>(articleImages: T[][], count = 3): T[] {
  const picked: T[] = [];
  const seen = new Set<string>();
  const longest = Math.max(0, ...articleImages.map((images) => images.length));
  for (let round = 0; round < longest && picked.length < count; round += 1) {
    for (const images of articleImages) {
      const image = images[round];
      if (image && !seen.has(image.url) && picked.length < count) {
        seen.add(image.url);
        picked.push(image);
      }
    }
  }
  return picked;
}

/** Kakao image search (dapi.kakao.com/v2/search/image) with a REST key. */
export function createKakaoImageSearch(restKey: string, baseUrl = 'https://dapi.kakao.com'): ImageSearch {
  const safeFetch = createSafeFetch({ trustedOrigins: [baseUrl] });
  return {
    name: 'kakao',
    async search(query, limit) {
      const url = new URL('/v2/search/image', baseUrl);
      url.searchParams.set('query', query);
      url.searchParams.set('size', String(limit));
      const body = (await fetchJson(safeFetch, url, { Authorization: `KakaoAK ${restKey}` })) as {
        documents?: { image_url?: string; display_sitename?: string }[];
      };
      return (body.documents ?? [])
        .filter(
          (d): d is { image_url: string; display_sitename?: string } =>
            typeof d.image_url === 'string' && d.image_url.startsWith('http'),
        )
        .map((d) => ({
          url: d.image_url,
          alt: `${query} 관련 이미지`,
          credit: d.display_sitename?.trim() || '카카오 이미지 검색',
        }));
    },
  };
}
