import { normalizeWhitespace } from '@geulgam/korean';
import { CATEGORIES, type Category } from '@geulgam/contracts';
import { z } from 'zod';
import { createSafeFetch, fetchJson } from '../../shared/safe-fetch.ts';
import { categoryFromHint } from './classify.ts';
import type { FeedItem } from './feed-parser.ts';
import { sharedPageReader, type PageReader } from './page-reader.ts';
import type { PoliteFetcher } from './fetcher.ts';

/** Where article links come from. Every source's pages then go through the same extraction. */
export interface NewsSource {
  /** Stored in `news_sources` (unique), shown in logs. */
  url: string;
  kind: 'rss' | 'naver';
  categoryHint: Category | null;
  items(): Promise<FeedItem[]>;
}

/** An RSS 2.0 or Atom feed. */
export function rssSource(
  url: string,
  categoryHint: Category | null,
  fetcher: PoliteFetcher,
  reader: PageReader = sharedPageReader,
): NewsSource {
  return {
    url,
    kind: 'rss',
    categoryHint,
    async items() {
      return (await reader.parseFeed(await fetcher.text(url), url)).items;
    },
  };
}

/**
 * `NEWS_FEEDS`: comma-separated URLs, each optionally `카테고리=url`; `demo` is the demo newsroom's
 * feed, skipped where this deployment does not serve it (`demoFeedUrl` undefined).
 */
export function parseFeedList(
  value: string,
  demoFeedUrl: string | undefined,
): { url: string; categoryHint: Category | null }[] {
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '' && (entry !== 'demo' || demoFeedUrl !== undefined))
    .map((entry) => {
      if (entry === 'demo' && demoFeedUrl) return { url: demoFeedUrl, categoryHint: null };
      const match = /^([^=]+)=(https?:\/\/.+)$/.exec(entry);
      return match ? { url: match[2]!, categoryHint: categoryFromHint(match[1]) } : { url: entry, categoryHint: null };
    });
}

const naverNewsResponse = z.object({
  items: z.array(
    z.object({
      title: z.string(),
      originallink: z.string().optional().default(''),
      link: z.string(),
      pubDate: z.string().optional(),
    }),
  ),
});

/** Naver wraps matches in <b> and escapes a few entities in titles. */
function plainTitle(title: string): string {
  return normalizeWhitespace(
    title
      .replace(/<[^>]*>/g, '')
      .replace(/&quot;/g, '"')
      .replace(/&#39;|&apos;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&'),
  );
}

/**
 * `NAVER_NEWS_QUERIES`: comma-separated `카테고리=검색어` (or bare 검색어). Empty means one
 * query per category, named after it.
 */
export function parseNaverQueries(value: string): { query: string; category: Category | null }[] {
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const [hint, ...rest] = entry.split('=');
      const category = rest.length > 0 ? categoryFromHint(hint) : null;
      return { query: (rest.length > 0 ? rest.join('=') : entry).trim(), category };
    })
    .filter((entry) => entry.query.length > 0);
  return entries.length > 0 ? entries : CATEGORIES.map((category) => ({ query: category, category }));
}

/** The Naver news search API (openapi.naver.com/v1/search/news.json), newest first, one query. */
export function naverNewsSource(options: {
  query: string;
  category: Category | null;
  clientId: string;
  clientSecret: string;
  display?: number;
  baseUrl?: string;
  timeoutMs?: number;
}): NewsSource {
  const endpoint = new URL('/v1/search/news.json', options.baseUrl ?? 'https://openapi.naver.com');
  endpoint.searchParams.set('query', options.query);
  endpoint.searchParams.set('display', String(options.display ?? 20));
  endpoint.searchParams.set('sort', 'date');
  const safeFetch = createSafeFetch({ trustedOrigins: [endpoint.origin] });
  return {
    url: endpoint.toString(),
    kind: 'naver',
    categoryHint: options.category,
    async items() {
      const answer = await fetchJson(
        safeFetch,
        endpoint,
        { 'X-Naver-Client-Id': options.clientId, 'X-Naver-Client-Secret': options.clientSecret },
        options.timeoutMs ?? 8_000,
      );
      const body = naverNewsResponse.parse(answer);
      return body.items.flatMap((item): FeedItem[] => {
        // The outlet's own page has the full text; Naver's link is the fallback.
        const url = /^https?:\/\//.test(item.originallink) ? item.originallink : item.link;
        if (!/^https?:\/\//.test(url)) return [];
        const published = item.pubDate ? new Date(item.pubDate) : null;
        return [
          {
            url,
            title: plainTitle(item.title),
            publishedAt: published && !Number.isNaN(published.getTime()) ? published : null,
            category: options.category,
            outlet: null,
          },
        ];
      });
    },
  };
}
