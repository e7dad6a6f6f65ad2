import robotsParser from 'robots-parser';
import { OutboundError, type SafeFetch } from '../../shared/safe-fetch.ts';

/** RFC 9309 asks crawlers to read at least 500 KiB of a robots.txt. */
const ROBOTS_MAX_BYTES = 512 * 1024;
const ROBOTS_TIMEOUT_MS = 5_000;
/** RFC 9309 allows caching a robots.txt for up to a day. */
const CACHE_MS = 24 * 3600 * 1000;
/** An unreachable robots.txt is tried again sooner: it blocks the whole host meanwhile. */
const UNREACHABLE_CACHE_MS = 10 * 60 * 1000;
/** A Crawl-delay above this is clamped: one feed's articles must still fit in a run. */
export const MAX_CRAWL_DELAY_MS = 60_000;

export interface HostRules {
  isAllowed(url: string): boolean;
  /** The host's Crawl-delay for our user agent, in milliseconds (0 when none). */
  crawlDelayMs: number;
}

export class RobotsDisallowedError extends Error {
  constructor(url: string) {
    super(`robots.txt disallows ${url}`);
    this.name = 'RobotsDisallowedError';
  }
}

const allowAll: HostRules = { isAllowed: () => true, crawlDelayMs: 0 };
const disallowAll: HostRules = { isAllowed: () => false, crawlDelayMs: 0 };

/**
 * Each host's robots.txt, read once through the safe outbound fetch and cached per origin. Missing (4xx) means
 * everything is allowed; unreachable (5xx, a network failure) means nothing is, for a while (RFC 9309 §2.3.1).
 */
export function createRobotsRules(options: {
  safeFetch: SafeFetch;
  /** The full User-Agent header sent with the request. */
  userAgent: string;
  /** The product token matched against `User-agent:` lines (`GeulgamBot`). */
  agentToken: string;
  now?: () => number;
}) {
  const now = options.now ?? Date.now;
  const cache = new Map<string, { rules: Promise<HostRules>; until: number }>();

  async function load(origin: string): Promise<{ rules: HostRules; ttl: number }> {
    const robotsUrl = `${origin}/robots.txt`;
    try {
      const response = await options.safeFetch(robotsUrl, {
        maxBytes: ROBOTS_MAX_BYTES,
        timeoutMs: ROBOTS_TIMEOUT_MS,
        headers: { 'user-agent': options.userAgent, accept: 'text/plain,*/*;q=0.5' },
      });
      const robots = robotsParser(robotsUrl, response.body.toString('utf8'));
      const delaySeconds = robots.getCrawlDelay(options.agentToken) ?? 0;
      return {
        rules: {
          // The parser answers undefined for a URL of another origin; such a URL never reaches this host's rules.
          isAllowed: (url) => robots.isAllowed(url, options.agentToken) !== false,
          crawlDelayMs: Math.min(Math.max(0, delaySeconds * 1000), MAX_CRAWL_DELAY_MS),
        },
        ttl: CACHE_MS,
      };
    } catch (error) {
      if (error instanceof OutboundError && error.reason === 'http' && error.status! < 500)
        return { rules: allowAll, ttl: CACHE_MS };
      return { rules: disallowAll, ttl: UNREACHABLE_CACHE_MS };
    }
  }

  return {
    /** The rules of `url`'s origin; concurrent callers share one fetch. */
    async forUrl(url: string | URL): Promise<HostRules> {
      const origin = new URL(url).origin;
      const cached = cache.get(origin);
      if (cached && cached.until > now()) return cached.rules;
      const entry = { rules: Promise.resolve(allowAll), until: Infinity };
      entry.rules = load(origin).then((loaded) => {
        entry.until = now() + loaded.ttl;
        return loaded.rules;
      });
      cache.set(origin, entry);
      return entry.rules;
    },
  };
}
export type RobotsRules = ReturnType<typeof createRobotsRules>;
