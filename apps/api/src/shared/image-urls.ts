import { apiPaths } from '@geulgam/contracts';

/** Post images always travel through our proxy, so news sites' hotlink blocking cannot break them. */
export function proxiedImageUrl(publicProxyUrl: string, original: string | null): string | null {
  if (!original) return null;
  return `${publicProxyUrl.replace(/\/$/, '')}${apiPaths.proxyImage}?url=${encodeURIComponent(original)}`;
}

/** A post's three image slots as the wire's `image_N_url` fields, through the proxy. */
export function proxiedPostImages(
  publicProxyUrl: string,
  post: { image1Url: string | null; image2Url: string | null; image3Url: string | null },
) {
  return {
    image_1_url: proxiedImageUrl(publicProxyUrl, post.image1Url),
    image_2_url: proxiedImageUrl(publicProxyUrl, post.image2Url),
    image_3_url: proxiedImageUrl(publicProxyUrl, post.image3Url),
  };
}

/**
 * `<img src="…">` in stored post HTML. Stored HTML is always the sanitizer's output (shared/html.ts): tags in
 * lowercase, attribute values double-quoted with `&`, `<`, `>` and `"` escaped, so a pattern finds every image and
 * nothing else, in one pass (admin lists show many posts of up to 200 KB: no re-parsing).
 */
const STORED_IMAGE_SRC = /(<img\b[^>]*?\ssrc=")([^"]*)(")/g;
const CHARACTER_REFERENCE = /&(?:#x([0-9a-f]+)|#([0-9]+)|(amp|lt|gt|quot|apos));/gi;
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function attributeText(value: string): string {
  return value.replace(CHARACTER_REFERENCE, (_, hex: string | undefined, decimal: string | undefined, name) =>
    hex || decimal ? String.fromCodePoint(parseInt(hex ?? decimal!, hex ? 16 : 10)) : NAMED[name.toLowerCase()]!,
  );
}

function attributeValue(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * Stored post HTML with every image on another site loaded through our image proxy, for views that must not make
 * the reader's browser call a URL a member chose (the admin console: an image link in an edited post would tell
 * the member the admin's address and when they looked). Data URLs and images already on the proxy stay.
 */
export function proxiedContentImages(publicProxyUrl: string, html: string): string {
  const proxyOrigin = new URL(publicProxyUrl).origin;
  return html.replace(STORED_IMAGE_SRC, (whole, head: string, value: string, tail: string) => {
    const src = attributeText(value).trim();
    let url: URL;
    try {
      url = new URL(src);
    } catch {
      // Not absolute: nothing the sanitizer lets through loads from another site that way.
      return whole;
    }
    if (url.protocol === 'data:' || url.origin === proxyOrigin) return whole;
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return `${head}${tail}`;
    return `${head}${attributeValue(proxiedImageUrl(publicProxyUrl, src)!)}${tail}`;
  });
}
