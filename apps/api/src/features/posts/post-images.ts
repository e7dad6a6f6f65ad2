import { createHash } from 'node:crypto';
import { apiPaths } from '@geulgam/contracts';

/** What a post row says about its own pictures: the three generation chose, by their original address. */
export interface PostImageSources {
  image1Url: string | null;
  image2Url: string | null;
  image3Url: string | null;
}

/** A picture of the post the server may read: a key that names it once, and its bytes on demand. */
export interface OwnImage {
  key: string;
  /** The address it came from, or null for a picture the member put in (a data URL). */
  source: string | null;
  load: () => Promise<Buffer>;
}

/** The raster type a file's first bytes say it is; SVG and anything else is null, whatever its header claimed. */
export function rasterType(body: Buffer): { extension: string; contentType: string } | null {
  const starts = (...bytes: number[]) => bytes.every((byte, index) => body[index] === byte);
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return { extension: 'png', contentType: 'image/png' };
  if (starts(0xff, 0xd8, 0xff)) return { extension: 'jpg', contentType: 'image/jpeg' };
  if (starts(0x47, 0x49, 0x46, 0x38)) return { extension: 'gif', contentType: 'image/gif' };
  if (starts(0x52, 0x49, 0x46, 0x46) && body.subarray(8, 12).toString('latin1') === 'WEBP')
    return { extension: 'webp', contentType: 'image/webp' };
  return null;
}

const DATA_IMAGE = /^data:image\/(?:png|jpeg|webp|gif);base64,([a-z0-9+/=\s]+)$/i;

/**
 * Where an image of the post comes from, when it is the post's own: one of the pictures generation chose
 * (read through `loadImage`, the image proxy's fetcher and cache, which trusts the configured news sources), or a
 * picture the member put in (a data URL, read as is). Any other address in an edited post is the member's link:
 * the server fetches nothing for it.
 */
export function ownImages(publicProxyUrl: string, loadImage: (url: string) => Promise<{ body: Buffer }>) {
  const proxyEndpoint = `${publicProxyUrl.replace(/\/$/, '')}${apiPaths.proxyImage}`;

  /** The original address behind our image proxy's URL; any other address is itself. */
  function originalImageUrl(src: string): string {
    if (!src.startsWith(`${proxyEndpoint}?`)) return src;
    return new URL(src).searchParams.get('url') ?? src;
  }

  return (post: PostImageSources, src: string): OwnImage | null => {
    const data = DATA_IMAGE.exec(src);
    if (data) {
      const body = Buffer.from(data[1]!.replace(/\s+/g, ''), 'base64');
      const key = `data:sha256:${createHash('sha256').update(body).digest('hex')}`;
      return { key, source: null, load: async () => body };
    }
    const original = originalImageUrl(src);
    if (![post.image1Url, post.image2Url, post.image3Url].includes(original)) return null;
    return { key: original, source: original, load: async () => (await loadImage(original)).body };
  };
}
