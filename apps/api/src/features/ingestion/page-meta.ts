import { normalizeWhitespace } from '@geulgam/korean';
import { jsonLdArticle, jsonLdObjects } from './json-ld.ts';
import type { Outlet } from './outlet.ts';
import { pageOutlet } from './page-outlet.ts';

/**
 * What an article page says about itself, read from its head and markup before extraction changes the
 * document: its canonical URL, its own headline, the outlet that published it and when.
 */

/** The parts of a linkedom node this module reads (the API has no DOM typings). */
export interface NodeLike {
  textContent: string | null;
  getAttribute(name: string): string | null;
  querySelector(selector: string): NodeLike | null;
  querySelectorAll(selector: string): Iterable<NodeLike>;
}

export interface PageMeta {
  canonicalUrl: string | null;
  ogTitle: string | null;
  h1: string | null;
  /** The outlet the page names (page-outlet.ts); the feed and the host fill in later (outlet.ts). */
  outlet: Outlet | null;
  publishedAt: Date | null;
}

/** Query parameters that only say where a reader came from. */
const TRACKING_PARAM = /^(utm_[a-z]+|fbclid|gclid|dclid|yclid|mc_cid|mc_eid|ref|ref_src|from|cmpid|ncid|outlink)$/i;

function meta(document: NodeLike, selector: string): string | null {
  const value = document.querySelector(selector)?.getAttribute('content');
  return value ? normalizeWhitespace(value) || null : null;
}

/** A URL without its fragment and the tracking parameters two links to one article differ by. */
export function cleanUrl(url: string): string {
  if (!URL.canParse(url)) return url;
  const parsed = new URL(url);
  parsed.hash = '';
  for (const name of [...parsed.searchParams.keys()]) if (TRACKING_PARAM.test(name)) parsed.searchParams.delete(name);
  return parsed.toString();
}

function absoluteArticleUrl(href: string | null, pageUrl: string): string | null {
  if (!href) return null;
  try {
    const url = new URL(href.trim(), pageUrl);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    // A site that names its home page as every article's canonical would make all its articles one.
    if (url.pathname === '/' && !url.search && new URL(pageUrl).pathname !== '/') return null;
    return cleanUrl(url.toString());
  } catch {
    return null;
  }
}

function date(value: unknown): Date | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  const parsed = new Date(value.trim());
  return Number.isNaN(parsed.getTime()) ? null : parsed;
}

export function readPageMeta(document: NodeLike, pageUrl: string): PageMeta {
  const ld = jsonLdObjects(document);
  const article = jsonLdArticle(ld.objects);
  const ogTitle = meta(document, 'meta[property="og:title"]');
  const h1 = normalizeWhitespace(document.querySelector('h1')?.textContent ?? '') || null;
  const canonical = document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null;
  return {
    canonicalUrl:
      absoluteArticleUrl(canonical, pageUrl) ?? absoluteArticleUrl(meta(document, 'meta[property="og:url"]'), pageUrl),
    ogTitle,
    h1,
    outlet: pageOutlet(document, { ld, headlines: [ogTitle, h1] }),
    publishedAt:
      date(meta(document, 'meta[property="article:published_time"]')) ??
      date(article?.datePublished) ??
      date(meta(document, 'meta[name="pubdate"]')),
  };
}
