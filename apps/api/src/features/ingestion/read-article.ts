import type { ArticleImage } from '../../db/schema.ts';
import { normalizeWhitespace } from '@geulgam/korean';
import { extractArticle } from './extract.ts';
import type { FeedItem } from './feed-parser.ts';
import type { FetchedPage } from './fetcher.ts';
import { chooseHeadline } from './headline.ts';
import { articleOutlet } from './outlet.ts';
import { cleanUrl } from './page-meta.ts';

const OUTLET_MAX = 200;

/** One feed item read from its page: what ingestion stores. */
export interface ReadArticle {
  /** The canonical URL (link rel=canonical, og:url), else the URL that answered without tracking parameters. */
  url: string;
  /** The item's link as the source gave it. */
  sourceUrl: string;
  title: string;
  /** Page metadata first, then the feed item, then the feed's title (on the feed's own site only), then the host. */
  outlet: string;
  publishedAt: Date | null;
  body: string;
  images: ArticleImage[];
}

/**
 * The article as the page tells it, with the feed item filling in what the page lacks. The outlet: see
 * outlet.ts (an aggregator's feed title is never the outlet of an article on another site).
 */
export function readArticle(item: FeedItem, page: FetchedPage): ReadArticle {
  const extracted = extractArticle(page.text, page.url);
  const { meta } = extracted;
  const outlet = articleOutlet({
    page: meta.outlet,
    itemOutlet: item.outlet,
    itemTitle: item.title,
    headlines: [meta.ogTitle, meta.h1],
    feedTitle: item.feedTitle ?? null,
    feedHosts: item.feedHosts ?? [],
    pageUrl: page.url,
  }).name.slice(0, OUTLET_MAX);
  const title = chooseHeadline({
    feedTitle: item.title,
    ogTitle: meta.ogTitle,
    h1: meta.h1,
    documentTitle: extracted.title,
    outlet,
  });
  return {
    url: meta.canonicalUrl ?? cleanUrl(page.url),
    sourceUrl: item.url,
    title: normalizeWhitespace(title),
    outlet,
    publishedAt: item.publishedAt ?? meta.publishedAt,
    body: normalizeWhitespace(extracted.body),
    images: extracted.images,
  };
}
