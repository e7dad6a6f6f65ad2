import { normalizeWhitespace } from '@geulgam/korean';
import { outletFromByline, outletFromCopyright, outletFromCredit, outletFromPhotoCredit } from './byline.ts';
import { jsonLdPublisher, type JsonObject } from './json-ld.ts';
import { OUTLET_MAX, outletFromTitle, outletName, type Outlet, type OutletSource } from './outlet.ts';
import type { NodeLike } from './page-meta.ts';

/**
 * The outlet an article page names, in order of trust: the site's own metadata (og:site_name,
 * article:publisher, JSON-LD publisher, application-name, twitter:site), an author credit that names an
 * outlet, the byline in the body, the copyright notice, the <title>'s suffix, and last a picture credit
 * (pictures are often an agency's).
 */

/** Elements that hold the byline on most news sites. */
export const BYLINE_SELECTOR =
  '.byline, [class*="byline"], [class*="reporter"], [class*="writer"], [itemprop="author"], [rel="author"]';
/** Elements that hold a site's copyright notice. */
const NOTICE_SELECTOR = 'footer, address, [class*="copyright"], [id*="copyright"], [class*="footer"], [id*="footer"]';
const NOTICE_MARK = /저작권자|copyright|ⓒ|©|\(c\)/i;

function meta(document: NodeLike, selector: string): string | null {
  const value = document.querySelector(selector)?.getAttribute('content');
  return value ? normalizeWhitespace(value) || null : null;
}

function texts(document: NodeLike, selector: string): string[] {
  return [...document.querySelectorAll(selector)]
    .map((node) => normalizeWhitespace(node.textContent ?? ''))
    .filter(Boolean);
}

/** The body's paragraphs (article paragraphs first when the page marks them). */
function paragraphsOf(document: NodeLike): string[] {
  return texts(document, 'article p, main p, p');
}

/** "@hanbit" is a handle, not a name; only a name counts. */
function twitterSite(document: NodeLike): string | null {
  const value = meta(document, 'meta[name="twitter:site"]') ?? meta(document, 'meta[property="twitter:site"]');
  return value && !value.startsWith('@') ? value : null;
}

/** Byline elements, then a byline before the lead or in the last lines ("한빛일보 홍길동 기자"). */
function bodyBylineOutlet(document: NodeLike): string | null {
  for (const line of texts(document, BYLINE_SELECTOR)) {
    const outlet = outletFromByline(line);
    if (outlet) return outlet;
  }
  const paragraphs = paragraphsOf(document);
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
  return null;
}

/** "ⓒ 한빛일보", "Copyright © 한빛일보. All rights reserved.", "<한빛일보 무단전재 및 재배포 금지>". */
function copyrightOutlet(document: NodeLike): string | null {
  for (const line of paragraphsOf(document).slice(-4).reverse()) {
    const outlet = outletFromCopyright(line);
    if (outlet) return outlet;
  }
  // A footer holds more than the notice: read from the sign on ("… 주소 … ⓒ 한빛일보 All rights reserved").
  for (const text of texts(document, NOTICE_SELECTOR)) {
    const at = text.search(NOTICE_MARK);
    const outlet = at < 0 ? null : outletFromCopyright(text.slice(at, at + 100));
    if (outlet) return outlet;
  }
  return null;
}

function photoCreditOutlet(document: NodeLike): string | null {
  for (const line of [...paragraphsOf(document), ...texts(document, 'figcaption')]) {
    const outlet = outletFromPhotoCredit(line);
    if (outlet) return outlet;
  }
  return null;
}

export function pageOutlet(
  document: NodeLike,
  context: { ld: { objects: JsonObject[]; raw: string[] }; headlines: (string | null)[] },
): Outlet | null {
  const sources: [OutletSource, () => string | null][] = [
    ['og:site_name', () => meta(document, 'meta[property="og:site_name"]')],
    // Often a Facebook page's URL rather than a name; only a name counts.
    ['article:publisher', () => meta(document, 'meta[property="article:publisher"]')],
    // Portals' copies name the outlet here ("한결뉴스 | 네이버") while their og:site_name is the portal.
    ['article:publisher', () => meta(document, 'meta[property="og:article:author"]')],
    ['json-ld', () => jsonLdPublisher(context.ld)],
    ['application-name', () => meta(document, 'meta[name="application-name"]')],
    ['twitter:site', () => twitterSite(document)],
    ['author', () => outletFromCredit(meta(document, 'meta[name="author"]'))],
    ['byline', () => bodyBylineOutlet(document)],
    ['copyright', () => copyrightOutlet(document)],
    ['title', () => outletFromTitle(document.querySelector('title')?.textContent, context.headlines)],
    ['photo-credit', () => photoCreditOutlet(document)],
  ];
  for (const [from, read] of sources) {
    const name = outletName(read());
    if (name) return { name: name.slice(0, OUTLET_MAX), from };
  }
  return null;
}
