import { createSafeFetch, type OutboundPolicy } from '../../shared/safe-fetch.ts';
import { decodeDocument, type CharsetSource } from './charset.ts';
import { createRobotsRules, RobotsDisallowedError } from './robots.ts';

const DEFAULT_TIMEOUT_MS = 8_000;
export const MAX_PAGE_BYTES = 2 * 1024 * 1024;
/** The product token robots.txt rules name (`User-agent: GeulgamBot`). */
export const CRAWLER_TOKEN = 'GeulgamBot';

/** `GeulgamBot/1.0 (+https://…)`: the product and where a site owner learns about it. */
export function crawlerUserAgent(contactUrl: string): string {
  return `${CRAWLER_TOKEN}/1.0 (+${contactUrl})`;
}

export interface FetchedPage {
  /** The URL that answered, after redirects. */
  url: string;
  text: string;
  charset: string;
  charsetFrom: CharsetSource;
}

export interface PoliteFetcher {
  /** A feed (or any document an operator configured): decoded, not checked against robots.txt. */
  text(url: string): Promise<string>;
  /** An article page: allowed by its host's robots.txt (else `RobotsDisallowedError`), then decoded. */
  page(url: string): Promise<FetchedPage>;
}

/**
 * Feed and article pages through the safe outbound fetch (every hop checked, 2 MiB, a timeout), waiting between
 * requests to the same host: `hostDelayMs` (loopback hosts, like the bundled demo feed, are not delayed) or the
 * host's robots.txt `Crawl-delay` when longer.
 */
export function createPoliteFetcher(options: {
  policy: OutboundPolicy;
  hostDelayMs: number;
  userAgent: string;
  timeoutMs?: number;
  /** Tests replace the clock and the wait to see the spacing without spending it. */
  now?: () => number;
  sleep?: (ms: number, host: string) => Promise<void>;
}): PoliteFetcher {
  const safeFetch = createSafeFetch(options.policy);
  const robots = createRobotsRules({ safeFetch, userAgent: options.userAgent, agentToken: CRAWLER_TOKEN });
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const clock = options.now ?? Date.now;
  const nextSlot = new Map<string, number>();

  /** Waits for this host's next free slot and books the one after it. */
  async function waitTurn(url: URL, crawlDelayMs: number) {
    const loopback = ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
    const spacing = Math.max(loopback ? 0 : options.hostDelayMs, crawlDelayMs);
    if (spacing <= 0) return;
    const now = clock();
    const slot = Math.max(now, nextSlot.get(url.host) ?? 0);
    nextSlot.set(url.host, slot + spacing);
    // The first request to a host goes at once; each later one waits out the spacing booked before it.
    if (slot > now) await sleep(slot - now, url.host);
  }

  async function fetchDocument(url: URL, kind: 'html' | 'xml') {
    const response = await safeFetch(url, {
      maxBytes: MAX_PAGE_BYTES,
      timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
      headers: {
        'user-agent': options.userAgent,
        accept:
          kind === 'xml'
            ? 'application/rss+xml,application/atom+xml,application/xml;q=0.9,*/*;q=0.5'
            : 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.5',
      },
    });
    return { url: response.url, ...decodeDocument(response.body, response.headers.get('content-type'), kind) };
  }

  return {
    async text(url) {
      const parsed = new URL(url);
      await waitTurn(parsed, (await robots.forUrl(parsed)).crawlDelayMs);
      return (await fetchDocument(parsed, 'xml')).text;
    },
    async page(url) {
      const parsed = new URL(url);
      const rules = await robots.forUrl(parsed);
      if (!rules.isAllowed(parsed.toString())) throw new RobotsDisallowedError(parsed.toString());
      await waitTurn(parsed, rules.crawlDelayMs);
      const page = await fetchDocument(parsed, 'html');
      return { url: page.url, text: page.text, charset: page.charset, charsetFrom: page.from };
    },
  };
}
