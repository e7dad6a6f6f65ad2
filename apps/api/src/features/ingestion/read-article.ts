import type { ArticleImage } from '../../db/schema.ts';
import { normalizeWhitespace } from '@geulgam/korean';
import { extractArticle } from './extract.ts';
import type { FeedItem } from './feed-parser.ts';
import type { FetchedPage } from './fetcher.ts';
import { chooseHeadline } from './headline.ts';
import { cleanUrl } from './page-meta.ts';

const OUTLET_MAX = 200;

/** One feed item read from its page: what ingestion stores. */
export interface ReadArticle {
  /** The canonical URL (link rel=canonical, og:url), else the URL that answered without tracking parameters. */
  url: string;
  /** The item's link as the source gave it. */
  sourceUrl: string;
  title: string;
  /** Page metadata first, then the feed item's credit, then the feed's title, then the host. */
  outlet: string;
  publishedAt: Date | null;
  body: string;
  images: ArticleImage[];
}

/**
 * The article as the page tells it, with the feed item filling in what the page lacks. The outlet comes from
 * the page (og:site_name, article:publisher, JSON-LD publisher, author meta, byline), then the item's own
 * `<source>`/`dc:creator`, and the feed's title only last: an aggregator's feed title is not the outlet.
 */
export function readArticle(item: FeedItem, page: FetchedPage): ReadArticle {
  const extracted = extractArticle(page.text, page.url);
  const { meta } = extracted;
  const outlet = (meta.outlet?.name ?? item.outlet ?? item.feedTitle ?? new URL(page.url).host).slice(0, OUTLET_MAX);
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
