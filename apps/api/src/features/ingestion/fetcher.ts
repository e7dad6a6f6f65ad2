import { createSafeFetch, type OutboundPolicy } from '../../shared/safe-fetch.ts';

const DEFAULT_TIMEOUT_MS = 8_000;
export const MAX_PAGE_BYTES = 2 * 1024 * 1024;

export interface PoliteFetcher {
  text(url: string): Promise<string>;
}

/**
 * Feed and article pages through the safe outbound fetch (every hop checked, 2 MiB, a timeout), waiting
 * `hostDelayMs` between requests to the same host (loopback hosts, like the bundled demo feed, are not delayed).
 */
export function createPoliteFetcher(options: {
  policy: OutboundPolicy;
  hostDelayMs: number;
  timeoutMs?: number;
  userAgent?: string;
}): PoliteFetcher {
  const safeFetch = createSafeFetch(options.policy);
  const nextSlot = new Map<string, number>();
  return {
    async text(url) {
      const parsed = new URL(url);
      const loopback = ['127.0.0.1', 'localhost', '[::1]'].includes(parsed.hostname);
      if (!loopback && options.hostDelayMs > 0) {
        const now = Date.now();
        const slot = Math.max(now, nextSlot.get(parsed.host) ?? 0);
        nextSlot.set(parsed.host, slot + options.hostDelayMs);
        if (slot > now) await new Promise((resolve) => setTimeout(resolve, slot - now));
      }
      const response = await safeFetch(parsed, {
        maxBytes: MAX_PAGE_BYTES,
        timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
        headers: {
          'user-agent': options.userAgent ?? 'GeulgamBot/0.1 (+news ingestion)',
          accept: 'text/html,application/xml;q=0.9,*/*;q=0.5',
        },
      });
      return response.body.toString('utf8');
    },
  };
}
