import { normalizeWhitespace } from '@geulgam/korean';
import { outletFromByline, outletFromCredit } from './byline.ts';

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

export type OutletSource = 'og:site_name' | 'article:publisher' | 'json-ld' | 'author' | 'byline';

export interface PageMeta {
  canonicalUrl: string | null;
  ogTitle: string | null;
  h1: string | null;
  outlet: { name: string; from: OutletSource } | null;
  publishedAt: Date | null;
}

/** Elements that hold the byline on most news sites. */
export const BYLINE_SELECTOR =
  '.byline, [class*="byline"], [class*="reporter"], [class*="writer"], [itemprop="author"], [rel="author"]';
const OUTLET_MAX = 60;
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

/** Every object in the page's JSON-LD blocks (arrays and `@graph` flattened). */
function jsonLdObjects(document: NodeLike): Record<string, unknown>[] {
  const found: Record<string, unknown>[] = [];
  const walk = (value: unknown, depth: number) => {
    if (depth > 4 || value === null || typeof value !== 'object') return;
    if (Array.isArray(value)) return value.forEach((item) => walk(item, depth + 1));
    const object = value as Record<string, unknown>;
    found.push(object);
    if (object['@graph']) walk(object['@graph'], depth + 1);
  };
  for (const script of document.querySelectorAll('script[type="application/ld+json"]')) {
    try {
      walk(JSON.parse(script.textContent ?? ''), 0);
    } catch {
      // A broken block says nothing; the page's other metadata still counts.
    }
  }
  return found;
}

function nameOf(value: unknown): string | null {
  if (typeof value === 'string') return normalizeWhitespace(value) || null;
  if (Array.isArray(value)) return nameOf(value[0]);
  if (value && typeof value === 'object') return nameOf((value as Record<string, unknown>).name);
  return null;
}

function isArticleType(object: Record<string, unknown>): boolean {
  const type = object['@type'];
  const types = Array.isArray(type) ? type : [type];
  return types.some((t) => typeof t === 'string' && /Article|Posting|Report/i.test(t));
}

function date(value: unknown): Date | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  const parsed = new Date(value.trim());
  return Number.isNaN(parsed.getTime()) ? null : parsed;
}

/** The outlet named by the byline: byline elements first, then the body's first and last lines. */
function bylineOutlet(document: NodeLike): string | null {
  for (const node of document.querySelectorAll(BYLINE_SELECTOR)) {
    const outlet = outletFromByline(normalizeWhitespace(node.textContent ?? ''));
    if (outlet) return outlet;
  }
  const paragraphs = [...document.querySelectorAll('article p, main p, p')]
    .map((node) => normalizeWhitespace(node.textContent ?? ''))
    .filter(Boolean);
  for (const line of [paragraphs[0], ...paragraphs.slice(-3)]) {
    if (!line || !/기자|특파원|=/.test(line)) continue;
    const outlet = outletFromByline(line.slice(0, 60)) ?? outletFromByline(line.slice(-60));
    if (outlet) return outlet;
  }
  return null;
}

export function readPageMeta(document: NodeLike, pageUrl: string): PageMeta {
  const ld = jsonLdObjects(document);
  const article = ld.find(isArticleType) ?? ld[0];
  const candidates: [OutletSource, string | null][] = [
    ['og:site_name', meta(document, 'meta[property="og:site_name"]')],
    // Often a Facebook page's URL rather than a name; only a name counts.
    ['article:publisher', meta(document, 'meta[property="article:publisher"]')],
    ['json-ld', nameOf(article?.publisher) ?? nameOf(ld.find((o) => o.publisher)?.publisher)],
    ['author', outletFromCredit(meta(document, 'meta[name="author"]'))],
  ];
  let outlet: PageMeta['outlet'] = null;
  for (const [from, name] of candidates) {
    if (name && !/^https?:\/\//i.test(name)) {
      outlet = { name: name.slice(0, OUTLET_MAX), from };
      break;
    }
  }
  if (!outlet) {
    const name = bylineOutlet(document);
    if (name) outlet = { name: name.slice(0, OUTLET_MAX), from: 'byline' };
  }
  const canonical = document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null;
  const h1 = normalizeWhitespace(document.querySelector('h1')?.textContent ?? '');
  return {
    canonicalUrl:
      absoluteArticleUrl(canonical, pageUrl) ?? absoluteArticleUrl(meta(document, 'meta[property="og:url"]'), pageUrl),
    ogTitle: meta(document, 'meta[property="og:title"]'),
    h1: h1 || null,
    outlet,
    publishedAt:
      date(meta(document, 'meta[property="article:published_time"]')) ??
      date(article?.datePublished) ??
      date(meta(document, 'meta[name="pubdate"]')),
  };
}
