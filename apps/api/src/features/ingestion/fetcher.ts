const DEFAULT_TIMEOUT_MS = 8_000;
export const MAX_PAGE_BYTES = 2 * 1024 * 1024;

export class FetchError extends Error {}

/** Reads a response body up to `maxBytes`, refusing anything larger. */
async function readLimited(response: Response, maxBytes: number): Promise<string> {
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > maxBytes) throw new FetchError(`too large: ${declared} bytes`);
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel();
      throw new FetchError(`too large: over ${maxBytes} bytes`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export interface PoliteFetcher {
  text(url: string): Promise<string>;
}

/**
 * Text over HTTP(S) with a timeout and a size limit, waiting `hostDelayMs` between
 * requests to the same host (loopback hosts, like the bundled demo feed, are not delayed).
 */
export function createPoliteFetcher(options: {
  hostDelayMs: number;
  timeoutMs?: number;
  userAgent?: string;
}): PoliteFetcher {
  const nextSlot = new Map<string, number>();
  return {
    async text(url) {
      const parsed = new URL(url);
      if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')
        throw new FetchError(`unsupported scheme ${parsed.protocol}`);
      const loopback = ['127.0.0.1', 'localhost', '[::1]'].includes(parsed.hostname);
      if (!loopback && options.hostDelayMs > 0) {
        const now = Date.now();
        const slot = Math.max(now, nextSlot.get(parsed.host) ?? 0);
        nextSlot.set(parsed.host, slot + options.hostDelayMs);
        if (slot > now) await new Promise((resolve) => setTimeout(resolve, slot - now));
      }
      let response: Response;
      try {
        response = await fetch(url, {
          signal: AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS),
          headers: {
            'user-agent': options.userAgent ?? 'GeulgamBot/0.1 (+news ingestion)',
            accept: 'text/html,application/xml;q=0.9,*/*;q=0.5',
          },
        });
      } catch (error) {
        throw new FetchError(`fetch failed: ${(error as Error).message}`);
      }
      if (!response.ok) throw new FetchError(`HTTP ${response.status}`);
      return readLimited(response, MAX_PAGE_BYTES);
    },
  };
}
