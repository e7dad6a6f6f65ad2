import { XMLParser } from 'fast-xml-parser';
import { outletFromCredit } from './byline.ts';

export interface FeedItem {
  url: string;
  title: string;
  publishedAt: Date | null;
  category: string | null;
  /** The outlet the item itself names (`<source>`, an outlet-like `dc:creator`, Atom's author); not the feed's title. */
  outlet: string | null;
  /** The feed's own title: the outlet of last resort, for articles on the feed's own site only. */
  feedTitle?: string | null;
  /** Hosts the feed speaks for: its channel's link and the URL it was read from. */
  feedHosts?: string[];
}

export interface ParsedFeed {
  title: string | null;
  items: FeedItem[];
}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  textNodeName: '#text',
  processEntities: true,
  htmlEntities: true,
});

const asArray = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

function text(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string' || typeof value === 'number') return String(value).trim() || null;
  if (typeof value === 'object' && '#text' in value) return text((value as Record<string, unknown>)['#text']);
  return null;
}

function date(value: unknown): Date | null {
  const raw = text(value);
  if (!raw) return null;
  const parsed = new Date(raw);
  return Number.isNaN(parsed.getTime()) ? null : parsed;
}

function hostOf(url: string | null | undefined): string[] {
  return url && URL.canParse(url) ? [new URL(url).host] : [];
}

/** The outlet an RSS item names itself: `<source>`, then an outlet-like `dc:creator` or `<author>`. */
function rssItemOutlet(item: Record<string, unknown>): string | null {
  return (
    text(item.source) ??
    outletFromCredit(text(item['dc:creator'])) ??
    outletFromCredit(text(item.author)) ??
    outletFromCredit(text(item['dc:publisher']))
  );
}

/** RSS 2.0 and Atom feeds into one item shape; `feedUrl` is where the feed was read from, when known. */
export function parseFeed(xml: string, feedUrl?: string): ParsedFeed {
  const doc = parser.parse(xml) as Record<string, Record<string, unknown> | undefined>;
  const rss = doc.rss?.channel as Record<string, unknown> | undefined;
  if (rss) {
    const feedTitle = text(rss.title);
    const feedHosts = [...new Set([...hostOf(text(rss.link)), ...hostOf(feedUrl)])];
    return {
      title: feedTitle,
      items: asArray(rss.item as Record<string, unknown>[] | Record<string, unknown>).flatMap((item) => {
        const url = text(item.link) ?? text(item.guid);
        const title = text(item.title);
        if (!url || !title) return [];
        return [
          {
            url,
            title,
            publishedAt: date(item.pubDate) ?? date(item['dc:date']),
            category: text(asArray(item.category as unknown)[0]),
            outlet: rssItemOutlet(item),
            feedTitle,
            feedHosts,
          },
        ];
      }),
    };
  }
  const atom = doc.feed;
  if (atom) {
    const feedTitle = text(atom.title);
    const siteLinks = asArray(atom.link as Record<string, string>[] | Record<string, string>);
    const siteLink = siteLinks.find((l) => !l['@rel'] || l['@rel'] === 'alternate')?.['@href'];
    const feedHosts = [...new Set([...hostOf(siteLink), ...hostOf(feedUrl)])];
    return {
      title: feedTitle,
      items: asArray(atom.entry as Record<string, unknown>[] | Record<string, unknown>).flatMap((entry) => {
        const links = asArray(entry.link as Record<string, string>[] | Record<string, string>);
        const link = links.find((l) => !l['@rel'] || l['@rel'] === 'alternate') ?? links[0];
        const url = link?.['@href'] ?? null;
        const title = text(entry.title);
        if (!url || !title) return [];
        const category = asArray(entry.category as Record<string, string>[] | Record<string, string>)[0];
        return [
          {
            url,
            title,
            publishedAt: date(entry.published) ?? date(entry.updated),
            category: category?.['@term'] ?? null,
            outlet:
              text((entry.source as Record<string, unknown> | undefined)?.title) ??
              outletFromCredit(text((entry.author as Record<string, unknown> | undefined)?.name)),
            feedTitle,
            feedHosts,
          },
        ];
      }),
    };
  }
  throw new Error('RSS나 Atom 피드가 아니에요.');
}
