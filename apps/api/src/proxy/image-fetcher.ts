import { LRUCache } from 'lru-cache';
import type { Config } from '../config/env.ts';
import { outboundPolicyFor } from '../shared/outbound-policy.ts';
import { createSafeFetch, OutboundError, type OutboundPolicy } from '../shared/safe-fetch.ts';

const MAX_IMAGE_BYTES = 8 * 1024 * 1024;
const CACHE_ENTRIES = 200;
/** The cache is bounded by bytes too: 200 large images would otherwise pin hundreds of megabytes. */
const CACHE_MAX_BYTES = 16 * 1024 * 1024;
const CACHE_TTL_MS = 60 * 60 * 1000;
const TIMEOUT_MS = 8_000;

export interface FetchedImage {
  body: Buffer;
  contentType: string;
}

export class ImageFetchError extends Error {
  constructor(
    message: string,
    public readonly status: 403 | 404 | 502 | 504,
  ) {
    super(message);
  }
}

function statusFor(error: OutboundError): ImageFetchError['status'] {
  if (error.reason === 'refused') return 403;
  if (error.reason === 'timeout') return 504;
  return error.status === 404 ? 404 : 502;
}

/**
 * Fetches images for the proxy and the PDF renderer through the safe outbound fetch (public addresses and
 * the configured origins only, 8 MiB, one deadline), cached by URL; concurrent requests for one URL share
 * one download.
 */
export function createImageFetcher(options: { policy: OutboundPolicy; timeoutMs?: number }) {
  const safeFetch = createSafeFetch(options.policy);

  async function download(url: string): Promise<FetchedImage> {
    let response;
    try {
      response = await safeFetch(url, {
        maxBytes: MAX_IMAGE_BYTES,
        timeoutMs: options.timeoutMs ?? TIMEOUT_MS,
        headers: { accept: 'image/*' },
      });
    } catch (error) {
      if (error instanceof OutboundError) throw new ImageFetchError(error.message, statusFor(error));
      throw new ImageFetchError(`bad address: ${(error as Error).message}`, 403);
    }
    const contentType = response.headers.get('content-type') ?? '';
    if (!contentType.startsWith('image/')) throw new ImageFetchError('not an image', 502);
    return { body: response.body, contentType };
  }

  const cache = new LRUCache<string, FetchedImage>({
    max: CACHE_ENTRIES,
    maxSize: CACHE_MAX_BYTES,
    // Larger images are served but not kept: a few of them would push out everything else.
    maxEntrySize: CACHE_MAX_BYTES / 4,
    sizeCalculation: (image) => Math.max(1, image.body.byteLength),
    ttl: CACHE_TTL_MS,
    fetchMethod: (url) => download(url),
  });

  return {
    async fetch(url: string): Promise<FetchedImage> {
      const image = await cache.fetch(url);
      if (!image) throw new ImageFetchError('no image', 502);
      return image;
    },
  };
}
export type ImageFetcher = ReturnType<typeof createImageFetcher>;

/** The fetcher as this deployment needs it (see `outboundPolicyFor`). */
export function imageFetcherFor(config: Config): ImageFetcher {
  return createImageFetcher({ policy: outboundPolicyFor(config) });
}
