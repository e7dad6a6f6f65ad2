import { normalizeWhitespace } from '@geulgam/korean';
import { outletFromByline, outletFromCopyright, outletFromCredit, outletFromPhotoCredit } from './byline.ts';

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

/** Portals that republish outlets' articles: their name is never the outlet. */
const PORTAL = /^(네이버|naver|다음|daum|네이트|nate|줌|zum|구글|google)(\s*(뉴스|news|연예|스포츠|엔터))?$/i;

/** "한결뉴스 | 네이버" → "한결뉴스"; a portal's own name → null. */
function withoutPortal(name: string): string | null {
  const parts = name.split(/\s*[|｜]\s*/).filter(Boolean);
  const kept = parts.filter((part) => !PORTAL.test(part));
  if (kept.length === 0) return null;
  return kept.length < parts.length ? kept[0]! : name;
}

function date(value: unknown): Date | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  const parsed = new Date(value.trim());
  return Number.isNaN(parsed.getTime()) ? null : parsed;
}

/**
 * The outlet named by the byline: byline elements first, then a byline at the start of the body or in its
 * last lines, then a copyright line ("ⓒ 한결일보, 무단 전재 및 재배포 금지"), and only then a picture credit
 * ("사진=한결일보"), since pictures are often an agency's.
 */
function bylineOutlet(document: NodeLike): string | null {
  for (const node of document.querySelectorAll(BYLINE_SELECTOR)) {
    const outlet = outletFromByline(normalizeWhitespace(node.textContent ?? ''));
    if (outlet) return outlet;
  }
  const texts = (selector: string) =>
    [...document.querySelectorAll(selector)].map((node) => normalizeWhitespace(node.textContent ?? '')).filter(Boolean);
  const paragraphs = texts('article p, main p, p');
  const closing = paragraphs.slice(-4).reverse();
  // A short second paragraph may be the byline under a sub-headline.
  const opening = [paragraphs[0], paragraphs[1] && paragraphs[1].length <= 60 ? paragraphs[1] : undefined];
  for (const line of [...opening, ...closing]) {
    if (!line || !/기자|특파원|통신원|=|^[[【<〈]/.test(line)) continue;
    // A long paragraph: its opening and its closing words (a cut word dropped).
    const outlet =
      line.length <= 80
        ? outletFromByline(line)
        : (outletFromByline(line.slice(0, 80)) ?? outletFromByline(line.slice(-80).replace(/^\S*\s/, '')));
    if (outlet) return outlet;
  }
  for (const line of closing) {
    const outlet = outletFromCopyright(line);
    if (outlet) return outlet;
  }
  for (const line of [...paragraphs, ...texts('figcaption')]) {
    const outlet = outletFromPhotoCredit(line);
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
    // Portals' copies name the outlet here ("한결뉴스 | 네이버") while their og:site_name is the portal.
    ['article:publisher', meta(document, 'meta[property="og:article:author"]')],
    ['json-ld', nameOf(article?.publisher) ?? nameOf(ld.find((o) => o.publisher)?.publisher)],
    ['author', outletFromCredit(meta(document, 'meta[name="author"]'))],
  ];
  let outlet: PageMeta['outlet'] = null;
  for (const [from, raw] of candidates) {
    const name = raw ? withoutPortal(raw) : null;
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
