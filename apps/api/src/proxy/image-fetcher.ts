import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';

const MAX_IMAGE_BYTES = 8 * 1024 * 1024;
const CACHE_ENTRIES = 200;
/** The cache is bounded by bytes too: 200 large images would otherwise pin hundreds of megabytes. */
const CACHE_MAX_BYTES = 16 * 1024 * 1024;
const TIMEOUT_MS = 8_000;

export interface FetchedImage {
  body: Buffer;
  contentType: string;
}

export class ImageFetchError extends Error {
  constructor(
    message: string,
    public readonly status: 403 | 404 | 502,
  ) {
    super(message);
  }
}

/** Loopback, private, link-local, CGNAT and unique-local ranges: never fetched for strangers. */
export function isPrivateAddress(address: string): boolean {
  if (isIP(address) === 4) {
    const [a, b] = address.split('.').map(Number) as [number, number];
    return (
      a === 10 ||
      a === 127 ||
      a === 0 ||
      (a === 169 && b === 254) ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      (a === 100 && b >= 64 && b <= 127)
    );
  }
  const lower = address.toLowerCase();
  if (lower.startsWith('::ffff:')) return isPrivateAddress(lower.slice(7));
  return (
    lower === '::1' || lower === '::' || lower.startsWith('fc') || lower.startsWith('fd') || lower.startsWith('fe80')
  );
}

/**
 * Fetches images for the proxy and the PDF renderer: http(s) only, size-limited, cached,
 * and never from private addresses except our own origin (the bundled demo images).
 */
export function createImageFetcher(options: { trustedOrigins: string[] }) {
  const cache = new Map<string, FetchedImage>();
  let cachedBytes = 0;
  const evictOldest = () => {
    const [oldestKey, oldest] = cache.entries().next().value!;
    cache.delete(oldestKey);
    cachedBytes -= oldest.body.byteLength;
  };
  const trusted = new Set(options.trustedOrigins.map((o) => new URL(o).origin));

  async function assertPublic(url: URL) {
    if (trusted.has(url.origin)) return;
    const host = url.hostname.replace(/^\[|\]$/g, '');
    const addresses = isIP(host) ? [host] : (await lookup(host, { all: true }).catch(() => [])).map((a) => a.address);
    if (addresses.length === 0) throw new ImageFetchError('host not found', 502);
    if (addresses.some(isPrivateAddress)) throw new ImageFetchError('private address refused', 403);
  }

  return {
    async fetch(raw: string): Promise<FetchedImage> {
      const hit = cache.get(raw);
      if (hit) {
        cache.delete(raw);
        cache.set(raw, hit);
        return hit;
      }
      const url = new URL(raw);
      if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new ImageFetchError('unsupported scheme', 403);
      await assertPublic(url);
      let response: Response;
      try {
        response = await fetch(url, {
          signal: AbortSignal.timeout(TIMEOUT_MS),
          redirect: 'error',
          headers: { accept: 'image/*' },
        });
      } catch {
        throw new ImageFetchError('upstream unreachable', 502);
      }
      if (!response.ok)
        throw new ImageFetchError(`upstream HTTP ${response.status}`, response.status === 404 ? 404 : 502);
      const contentType = response.headers.get('content-type') ?? '';
      if (!contentType.startsWith('image/')) throw new ImageFetchError('not an image', 502);
      const body = Buffer.from(await response.arrayBuffer());
      if (body.byteLength > MAX_IMAGE_BYTES) throw new ImageFetchError('image too large', 502);
      const image = { body, contentType };
      if (body.byteLength <= CACHE_MAX_BYTES / 4) {
        const previous = cache.get(raw); // a concurrent fetch of the same URL got here first
        if (previous) {
          cache.delete(raw);
          cachedBytes -= previous.body.byteLength;
        }
        while (cache.size > 0 && (cache.size >= CACHE_ENTRIES || cachedBytes + body.byteLength > CACHE_MAX_BYTES))
          evictOldest();
        cache.set(raw, image);
        cachedBytes += body.byteLength;
      }
      return image;
    },
  };
}
export type ImageFetcher = ReturnType<typeof createImageFetcher>;

/** The fetcher as this deployment needs it: our own API origin (demo images) is trusted. */
export function imageFetcherFor(config: { publicApiUrl: string; PORT: number }): ImageFetcher {
  return createImageFetcher({ trustedOrigins: [config.publicApiUrl, `http://127.0.0.1:${config.PORT}`] });
}
