import type { Config } from './env.ts';

const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

/** `localhost`, `127.0.0.1` or `[::1]`: one machine under names whose cookies never mix. */
export function isLoopbackName(hostname: string): boolean {
  return LOOPBACK_NAMES.has(hostname.toLowerCase());
}

/** Where a page was loaded from: its scheme (`http:`) and host name (brackets kept on IPv6). */
export interface PageLocation {
  protocol: string;
  hostname: string;
}

/** The page's location from a `Host` header, or null when the header is not a host name. */
export function pageLocation(protocol: string, hostHeader: string | undefined): PageLocation | null {
  if (!hostHeader) return null;
  try {
    const url = new URL(`${protocol}://${hostHeader}`);
    if (url.username || url.password || url.pathname !== '/' || url.search || url.hash) return null;
    return { protocol: url.protocol, hostname: url.hostname };
  } catch {
    return null;
  }
}

/**
 * One service address as a page at `page` must call it (ADR 033). Configured: as configured, except that a
 * loopback address takes the page's own loopback name, since a cookie set on `localhost` never rides a call
 * to `127.0.0.1` (different sites). Blank: the page's host name on the configured port.
 */
function addressFor(configured: string | undefined, port: number, page: PageLocation): string {
  if (!configured) return `${page.protocol}//${page.hostname}:${port}`;
  const url = new URL(configured);
  if (isLoopbackName(url.hostname) && isLoopbackName(page.hostname)) url.hostname = page.hostname;
  return url.toString().replace(/\/+$/, '');
}

/** The API and image proxy origins (with any path prefix) the browser uses from a page at `page`. */
export function browserServiceUrls(config: Config, page: PageLocation): { api: string; proxy: string } {
  return {
    api: addressFor(config.PUBLIC_API_URL, config.PORT, page),
    proxy: addressFor(config.PUBLIC_PROXY_URL, config.PROXY_PORT, page),
  };
}

/**
 * The host name members should open locally: the one the login's redirect URIs come back to (with the
 * defaults, `localhost`), so a browser that signs in stays on the address it started from.
 */
function localBrowserHost(config: Config): string {
  const redirect = config.KAKAO_REDIRECT_URI ?? config.NAVER_REDIRECT_URI;
  const redirectHost = redirect ? new URL(redirect).hostname : 'localhost';
  if (isLoopbackName(redirectHost)) return redirectHost;
  if (config.HOST === '127.0.0.1' || config.HOST === '0.0.0.0' || config.HOST === '::') return 'localhost';
  return config.HOST.includes(':') ? `[${config.HOST}]` : config.HOST;
}

/** The addresses the start banner prints: the ones a browser on this machine uses. */
export function bannerAddresses(config: Config): { web: string; api: string; proxy: string } {
  if (config.PUBLIC_WEB_URL) {
    const web = new URL(config.PUBLIC_WEB_URL);
    return { web: web.toString().replace(/\/+$/, ''), ...browserServiceUrls(config, web) };
  }
  const page = { protocol: 'http:', hostname: localBrowserHost(config) };
  return { web: `http://${page.hostname}:${config.WEB_PORT}`, ...browserServiceUrls(config, page) };
}
