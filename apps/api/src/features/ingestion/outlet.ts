import { isSectionName, looksLikeOutletName, namesReporter, normalizeWhitespace } from '@geulgam/korean';

/**
 * Which outlet published an article, in one order of trust: what the page says about itself, then what
 * the feed item says, then the feed's own title when the article is on the feed's site, then the site's
 * host. Whatever a source offers must be a name: never an address, a handle, a reporter, a section, a
 * portal, or an aggregator's title for an article on another site.
 */

export type OutletSource =
  | 'og:site_name'
  | 'article:publisher'
  | 'json-ld'
  | 'application-name'
  | 'twitter:site'
  | 'author'
  | 'byline'
  | 'copyright'
  | 'title'
  | 'photo-credit'
  | 'feed-item'
  | 'feed-item-title'
  | 'feed-title'
  | 'host';

export interface Outlet {
  name: string;
  from: OutletSource;
}

export const OUTLET_MAX = 60;

/** Portals that republish outlets' articles: their name is never the outlet. */
const PORTAL =
  /^(?:네이버|naver|다음|daum|네이트|nate|줌|zum|구글|google|카카오|kakao)(?:\s*(?:뉴스|news|연예|스포츠|엔터|corp\.?))?$/i;
/** " - ", " | ", "｜", " :: ", " : ", " · " between a name and what follows it. */
const NAME_SEPARATOR = /\s+[-–—:·]\s+|\s*[|｜]\s*|\s+::\s+/;
const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/;

/** "https://…", "www.…", "hanbit.co.kr", "@hanbit": an address or a handle, not a name. */
function isAddress(text: string): boolean {
  return (
    /^[a-z][a-z0-9+.-]*:\/\//i.test(text) ||
    /^www\./i.test(text) ||
    /^@\w/.test(text) ||
    /^[\w-]+(?:\.[\w-]+)+(?:\/\S*)?$/.test(text) ||
    EMAIL.test(text)
  );
}

/**
 * The outlet's name in what a source offers, or null when it offers none: "한빛일보 | 네이버" → "한빛일보",
 * "믿을 수 있는 뉴스 - 한빛일보" → "한빛일보"; an address, a handle, a section or a reporter → null.
 */
export function outletName(raw: string | null | undefined): string | null {
  if (!raw) return null;
  const text = normalizeWhitespace(raw).replace(/^["'“‘]+|["'”’]+$/g, '');
  if (!text || isAddress(text)) return null;
  const parts = text
    .split(NAME_SEPARATOR)
    .map((part) => part.trim())
    .filter((part) => part && !PORTAL.test(part) && !isSectionName(part) && !isAddress(part));
  const name = parts.find(looksLikeOutletName) ?? parts[0];
  // A sentence ("…을 전합니다") is a tagline, not a name.
  if (!name || namesReporter(name) || [...name].length > OUTLET_MAX || /\s\S*다[.!?]?$/.test(name)) return null;
  return name;
}

const TITLE_SEPARATOR = /\s+[-–—|:]\s+|\s*[|｜]\s*|\s+::\s+/;
const compact = (value: string) => value.replace(/\s+/g, '').toLowerCase();

/**
 * The outlet a page or feed title carries: "[한빛일보] 제목" (an outlet-shaped word in brackets), "제목 -
 * 한빛일보" or "제목 | 한빛" (the tail is outlet-shaped, or what precedes it is the article's own headline).
 */
export function outletFromTitle(title: string | null | undefined, headlines: (string | null)[] = []): string | null {
  if (!title) return null;
  const text = normalizeWhitespace(title);
  const prefix = /^[[【<〈]\s*([^\]】>〉]{2,20}?)\s*[\]】>〉]/.exec(text)?.[1];
  // Only an outlet-shaped word: brackets before a headline also hold tags and column names ("[기자수첩]").
  if (prefix && looksLikeOutletName(prefix)) return outletName(prefix);
  const parts = text.split(TITLE_SEPARATOR);
  if (parts.length < 2) return null;
  const tail = parts.at(-1)!.trim();
  const head = compact(text.slice(0, text.lastIndexOf(tail)).replace(/[\s\-–—|:｜]+$/, ''));
  const own = headlines.filter((h): h is string => !!h && compact(h).length >= 4).map(compact);
  if (looksLikeOutletName(tail) || own.some((headline) => head === headline || head.startsWith(headline)))
    return outletName(tail);
  return null;
}

/** "news.hanbit.co.kr" → "hanbit.co.kr": the registrable part of a host, to tell one site from another. */
export function siteOf(host: string): string {
  const bare = host.toLowerCase().replace(/:\d+$/, '');
  if (/^[\d.]+$/.test(bare) || !bare.includes('.')) return host.toLowerCase();
  const labels = bare.split('.');
  const secondLevel = /^(?:co|or|go|ne|ac|re|pe|com|net|org|gov|edu|kr)$/;
  const keep = labels.length >= 3 && labels.at(-1)!.length === 2 && secondLevel.test(labels.at(-2)!) ? 3 : 2;
  return labels.slice(-keep).join('.');
}

/** The host as a reader knows it ("www.hanbit.co.kr" → "hanbit.co.kr"). */
function hostName(pageUrl: string): string {
  return new URL(pageUrl).host.replace(/^(?:www|m|mobile)\./i, '');
}

export interface OutletClues {
  /** What the page names (page-outlet.ts), already in its own order of trust. */
  page: Outlet | null;
  /** The feed item's `<source>`, outlet-like `dc:creator` or author. */
  itemOutlet: string | null;
  itemTitle: string;
  /** The page's own headlines, to read a "제목 - 한빛일보" item title against. */
  headlines: (string | null)[];
  feedTitle: string | null;
  /** Hosts the feed speaks for (its channel link, the URL it was read from); empty when unknown. */
  feedHosts: string[];
  /** The URL the article's page answered from. */
  pageUrl: string;
}

/** The article's outlet: never null, the host being the last resort. */
export function articleOutlet(clues: OutletClues): Outlet {
  const site = siteOf(new URL(clues.pageUrl).host);
  // An aggregator's feed title is never the outlet of an article on another site.
  const onFeedSite = clues.feedHosts.length === 0 || clues.feedHosts.some((host) => siteOf(host) === site);
  const feedTitle = outletName(clues.feedTitle);
  const foreign = (name: string) => !onFeedSite && feedTitle !== null && compact(name) === compact(feedTitle);
  const candidates: [OutletSource, () => string | null][] = [
    [clues.page?.from ?? 'og:site_name', () => clues.page?.name ?? null],
    ['feed-item', () => outletName(clues.itemOutlet)],
    ['feed-item-title', () => outletFromTitle(clues.itemTitle, clues.headlines)],
    ['feed-title', () => (onFeedSite ? feedTitle : null)],
  ];
  for (const [from, read] of candidates) {
    const name = read();
    if (name && !foreign(name)) return { name: name.slice(0, OUTLET_MAX), from };
  }
  return { name: hostName(clues.pageUrl).slice(0, OUTLET_MAX), from: 'host' };
}
