import { isIP } from 'node:net';
import type { Category } from '@geulgam/contracts';
import { normalizeWhitespace } from '@geulgam/korean';
import type { Config } from '../../config/env.ts';
import { bareAddress, isSpecialAddress } from '../../shared/ip-policy.ts';
import { outboundPolicyFor } from '../../shared/outbound-policy.ts';
import { createSafeFetch, normalizeHostPort, OutboundError, type OutboundPolicy } from '../../shared/safe-fetch.ts';
import { CharsetError, decodeDocument } from './charset.ts';
import { classifyArticle } from './classify.ts';
import { MIN_BODY_CHARS } from './limits.ts';
import { crawlerUserAgent, MAX_PAGE_BYTES } from './fetcher.ts';
import { crawlerContactUrl } from './ingest.runner.ts';
import { sharedPageReader } from './page-reader.ts';
import type { ReadArticle } from './read-article.ts';

/*
 * A member's own links (ADR 038), read as ingestion reads a feed item's page: the same safe fetch, charsets,
 * extraction, outlet and headline. Nothing is stored here and nothing joins the news the product collects; the
 * caller writes from what comes back. A member's link gets none of the operator's trust (ADR 029): the policy
 * names no trusted origin, only the private hosts listed for member links.
 */

const LINK_TIMEOUT_MS = 8_000;
/** A pasted article is read up to this many characters; a link's body likewise. */
export const MEMBER_TEXT_MAX_CHARS = 20_000;

/** Why a link gave no article, one word per message the member reads. */
export type LinkFailure =
  | 'refused'
  | 'unreachable'
  | 'timeout'
  | 'too_large'
  | 'http'
  | 'not_found'
  | 'not_html'
  | 'not_article'
  | 'undecodable';

export interface MemberArticle extends Omit<ReadArticle, 'publishedAt'> {
  publishedAt: Date;
  category: Category;
}

export type LinkReading = { ok: true; article: MemberArticle } | { ok: false; reason: LinkFailure };

export type LinkReader = (url: string) => Promise<LinkReading>;

function failureOf(error: unknown): LinkFailure {
  if (error instanceof CharsetError) return 'undecodable';
  if (!(error instanceof OutboundError)) return 'unreachable';
  if (error.reason === 'http') return error.status === 404 || error.status === 410 ? 'not_found' : 'http';
  return error.reason;
}

const HTML_TYPE = /^\s*(?:text\/html|application\/xhtml\+xml)\b/i;

/**
 * Whether a picture named by a member's page may become a post image. The image proxy later fetches post images
 * with the operator's trust (ADR 029), so a page must not name an address only that trust reaches: the operator's
 * own origins and private hosts, a loopback name, a private address or another port than 80/443 are left out.
 */
function imageFromPublicWeb(operator: OutboundPolicy) {
  const origins = new Set([...operator.trustedOrigins].map((origin) => new URL(origin).origin));
  const hosts = new Set([...(operator.allowHosts ?? [])].map(normalizeHostPort));
  return (src: string) => {
    const url = new URL(src);
    const port = url.port || (url.protocol === 'https:' ? '443' : '80');
    const host = bareAddress(url.hostname);
    return (
      !origins.has(url.origin) &&
      !hosts.has(`${url.hostname}:${port}`) &&
      (port === '80' || port === '443') &&
      !/(^|\.)localhost\.?$/i.test(host) &&
      !(isIP(host) !== 0 && isSpecialAddress(host))
    );
  };
}

export function createLinkReader(options: {
  /** What a member's link may reach: public addresses and the private hosts listed for member links. */
  policy: OutboundPolicy;
  /** The operator's policy, whose trust a member's page must not borrow for its pictures. */
  operatorPolicy: OutboundPolicy;
  userAgent: string;
  now?: () => Date;
}): LinkReader {
  const safeFetch = createSafeFetch(options.policy);
  const publicImage = imageFromPublicWeb(options.operatorPolicy);
  const now = options.now ?? (() => new Date());
  return async (url) => {
    try {
      const response = await safeFetch(url, {
        maxBytes: MAX_PAGE_BYTES,
        timeoutMs: LINK_TIMEOUT_MS,
        headers: { 'user-agent': options.userAgent, accept: 'text/html,application/xhtml+xml;q=0.9' },
      });
      const type = response.headers.get('content-type');
      // A page that names no type is read as HTML and judged by what it holds.
      if (type && !HTML_TYPE.test(type)) return { ok: false, reason: 'not_html' };
      const page = decodeDocument(response.body, type, 'html');
      const read = await sharedPageReader.readArticle(
        { url, title: '', publishedAt: null, category: null, outlet: null },
        { url: response.url, text: page.text, charset: page.charset, charsetFrom: page.from },
      );
      if (read.body.length < MIN_BODY_CHARS || !read.title) return { ok: false, reason: 'not_article' };
      const body = read.body.slice(0, MEMBER_TEXT_MAX_CHARS);
      const publishedAt = read.publishedAt && read.publishedAt <= now() ? read.publishedAt : now();
      return {
        ok: true,
        article: {
          ...read,
          body,
          publishedAt,
          images: read.images.filter((image) => publicImage(image.url)),
          category: classifyArticle({ title: read.title, body }),
        },
      };
    } catch (error) {
      return { ok: false, reason: failureOf(error) };
    }
  };
}

/**
 * Article text the member pasted, as an article without an address: its first line is its title when that line
 * reads like one, else the topic is. Null when there is too little to write from.
 */
export function pastedArticle(text: string, topic: string, at: Date, outlet: string): MemberArticle | null {
  const paragraphs = normalizeWhitespace(text.slice(0, MEMBER_TEXT_MAX_CHARS))
    .split(/\n+/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
  const [first, ...rest] = paragraphs;
  if (!first) return null;
  const headline = [...first].length <= 80 && !/[.!?。]$|[다요죠]\.?$/.test(first) && rest.length > 0;
  const bodyLines = headline ? rest : paragraphs;
  const body = bodyLines.join('\n\n');
  if (body.length < MIN_BODY_CHARS) return null;
  const title = headline ? first : topic;
  return {
    url: '',
    sourceUrl: '',
    title,
    outlet,
    publishedAt: at,
    body,
    images: [],
    category: classifyArticle({ title, body }),
  };
}

/** What the post calls pasted text when it says where a fact comes from ("원문 기사에 따르면…"). */
export const PASTED_OUTLET = '원문 기사';

/**
 * The reader of members' links as this deployment configures it: public addresses, plus the private hosts in
 * `TOPIC_LINK_ALLOW_HOSTS`; pictures only from the public web.
 */
export function memberLinkReaderFor(config: Config) {
  const link = createLinkReader({
    policy: { trustedOrigins: [], allowHosts: config.TOPIC_LINK_ALLOW_HOSTS },
    operatorPolicy: outboundPolicyFor(config),
    userAgent: crawlerUserAgent(crawlerContactUrl(config)),
  });
  return {
    link,
    pasted: (text: string, topic: string) => pastedArticle(text, topic, new Date(), PASTED_OUTLET),
  };
}
