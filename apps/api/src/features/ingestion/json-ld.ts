import { normalizeWhitespace } from '@geulgam/korean';
import type { NodeLike } from './page-meta.ts';

/**
 * A page's JSON-LD blocks (schema.org): the objects they hold, the article among them and the name of its
 * publisher. Pages get JSON-LD wrong in a few common ways (raw line breaks in strings, trailing commas,
 * CDATA or comment wrappers); those are mended before a block is given up.
 */

export type JsonObject = Record<string, unknown>;

/** A block as written, then as mended. */
function parseBlock(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    const mended = text
      .replace(/^\s*(?:<!--|\/\*\s*<!\[CDATA\[\s*\*\/|<!\[CDATA\[)/, '')
      .replace(/(?:-->|\/\*\s*\]\]>\s*\*\/|\]\]>)\s*$/, '')
      .replace(/[\r\n\t]+/g, ' ')
      .replace(/,\s*([}\]])/g, '$1');
    try {
      return JSON.parse(mended);
    } catch {
      return undefined;
    }
  }
}

/** Every object in the page's JSON-LD blocks (arrays and `@graph` flattened), and the raw text of the blocks. */
export function jsonLdObjects(document: NodeLike): { objects: JsonObject[]; raw: string[] } {
  const objects: JsonObject[] = [];
  const raw: string[] = [];
  const walk = (value: unknown, depth: number) => {
    if (depth > 4 || value === null || typeof value !== 'object') return;
    if (Array.isArray(value)) return value.forEach((item) => walk(item, depth + 1));
    const object = value as JsonObject;
    objects.push(object);
    if (object['@graph']) walk(object['@graph'], depth + 1);
  };
  for (const script of document.querySelectorAll('script[type="application/ld+json"]')) {
    const text = script.textContent ?? '';
    raw.push(text);
    walk(parseBlock(text), 0);
  }
  return { objects, raw };
}

function typesOf(object: JsonObject): string[] {
  const type = object['@type'];
  return (Array.isArray(type) ? type : [type]).filter((t): t is string => typeof t === 'string');
}

export function isArticleType(object: JsonObject): boolean {
  return typesOf(object).some((t) => /Article|Posting|Report/i.test(t));
}

/** The page's article object: the first of an article type, else the first object. */
export function jsonLdArticle(objects: JsonObject[]): JsonObject | undefined {
  return objects.find(isArticleType) ?? objects[0];
}

/** A name given as a string, an object with `name`, an `@id` pointing at one, or a list of those. */
function nameOf(value: unknown, objects: JsonObject[], depth = 0): string | null {
  if (depth > 3) return null;
  if (typeof value === 'string') return normalizeWhitespace(value) || null;
  if (Array.isArray(value)) return nameOf(value[0], objects, depth + 1);
  if (!value || typeof value !== 'object') return null;
  const object = value as JsonObject;
  if (object.name !== undefined) return nameOf(object.name, objects, depth + 1);
  const id = object['@id'];
  const target = typeof id === 'string' ? objects.find((o) => o['@id'] === id && o !== object) : undefined;
  return target ? nameOf(target, objects, depth + 1) : null;
}

/** `"publisher": {"name": "한빛일보"}` read from a block too broken to parse. */
const RAW_PUBLISHER = /"publisher"\s*:\s*(?:"([^"]{2,60})"|\{[^{}]*?"name"\s*:\s*"([^"]{2,60})")/;

/**
 * The publisher's name: the article's `publisher`, any object's, then the site's own organization
 * (NewsMediaOrganization, Organization or WebSite at the top of a block), then a broken block's text.
 */
export function jsonLdPublisher(ld: { objects: JsonObject[]; raw: string[] }): string | null {
  const { objects } = ld;
  const article = jsonLdArticle(objects);
  const publisher = nameOf(article?.publisher, objects) ?? nameOf(objects.find((o) => o.publisher)?.publisher, objects);
  if (publisher) return publisher;
  const site = objects.find((o) => typesOf(o).some((t) => /^(?:NewsMediaOrganization|Organization|WebSite)$/.test(t)));
  const siteName = site ? nameOf(site.name, objects) : null;
  if (siteName) return siteName;
  for (const text of ld.raw) {
    const match = RAW_PUBLISHER.exec(text);
    if (match) return normalizeWhitespace(match[1] ?? match[2] ?? '') || null;
  }
  return null;
}
