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
