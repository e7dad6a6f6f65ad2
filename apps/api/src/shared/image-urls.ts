import { apiPaths } from '@geulgam/contracts';

/** Post images always travel through our proxy, so news sites' hotlink blocking cannot break them. */
export function proxiedImageUrl(publicProxyUrl: string, original: string | null): string | null {
  if (!original) return null;
  return `${publicProxyUrl.replace(/\/$/, '')}${apiPaths.proxyImage}?url=${encodeURIComponent(original)}`;
}
