import { LRUCache } from 'lru-cache';

export interface ImageStoreOptions {
  /** The image ids that have a picture; any other id is unknown and never drawn. */
  known: Iterable<string>;
  /** Draws the PNG of an id (the same id always gives the same bytes). */
  render: (imageId: string) => Buffer;
  /** Bound on the bytes of PNGs held at once. */
  maxBytes: number;
  /** How long a drawn PNG is kept before it is drawn again on the next request. */
  ttlMs: number;
}

/** The newsroom's pictures: each known one drawn once on first request and kept, within a byte bound and a ttl. */
export function createImageStore(options: ImageStoreOptions) {
  const known = new Set(options.known);
  const drawn = new LRUCache<string, Buffer>({
    maxSize: options.maxBytes,
    sizeCalculation: (png) => png.byteLength,
    ttl: options.ttlMs,
    memoMethod: (imageId) => options.render(imageId),
  });
  return {
    /** The PNG of a known image id; `undefined` for any other. */
    png(imageId: string): Buffer | undefined {
      return known.has(imageId) ? drawn.memo(imageId) : undefined;
    },
  };
}
