import { looksLikeOutletName, normalizeWhitespace } from '@geulgam/korean';

/**
 * The article's headline. Aggregator feeds (Google News, portals) append " - 언론사" to every title and cut long
 * ones with "…"; the page's own headline (og:title, then <h1>) has neither, so it wins then. Otherwise the
 * feed's title stays: it is what the outlet chose to syndicate.
 */

const SEPARATOR = /\s+[-–—|:]\s+|\s*[|]\s*/;
const TRUNCATED = /(…|\.{3})\s*$/;

/** "제목 - 한결경제" → "제목" when the tail is the outlet (or, when `outlet` is unknown, outlet-shaped). */
export function withoutOutletSuffix(title: string, outlet: string | null): { title: string; stripped: boolean } {
  const text = normalizeWhitespace(title);
  const parts = text.split(SEPARATOR);
  if (parts.length < 2) return { title: text, stripped: false };
  const tail = parts.at(-1)!.trim();
  const compact = (value: string) => value.replace(/\s+/g, '').toLowerCase();
  const namesOutlet = (outlet !== null && compact(tail) === compact(outlet)) || looksLikeOutletName(tail);
  if (!namesOutlet) return { title: text, stripped: false };
  const head = text.slice(0, text.length - tail.length).replace(/[\s\-–—|:]+$/, '');
  return head.length > 0 ? { title: head, stripped: true } : { title: text, stripped: false };
}

export function chooseHeadline(input: {
  feedTitle: string;
  ogTitle: string | null;
  h1: string | null;
  /** Readability's guess from <title>. */
  documentTitle: string | null;
  outlet: string | null;
}): string {
  const feed = withoutOutletSuffix(input.feedTitle, input.outlet);
  const page = [input.ogTitle, input.h1, input.documentTitle]
    .filter((title): title is string => !!title && title.trim().length > 0)
    .map((title) => withoutOutletSuffix(title, input.outlet).title)
    .find((title) => !TRUNCATED.test(title));
  if (!feed.title) return page ?? '';
  if (page && (feed.stripped || TRUNCATED.test(feed.title))) return page;
  return feed.title;
}
