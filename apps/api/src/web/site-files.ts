/** Pages a search engine may list: the public ones a visitor can read without signing in. */
const PUBLIC_PAGES = ['/', '/about', '/terms', '/privacy'];

/** Paths crawlers are asked to leave alone: the admin console, member-only pages and API paths. */
const PRIVATE_PATHS = ['/admin', '/api/', '/auth/', '/mypage', '/onboarding', '/login', '/config.js'];

export function robotsTxt(webOrigin: string): string {
  return [
    'User-agent: *',
    ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${webOrigin}/sitemap.xml`,
    '',
  ].join('\n');
}

/** The API's own robots.txt: nothing on it is a page. */
export const API_ROBOTS_TXT = 'User-agent: *\nDisallow: /\n';

const xmlEscape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

export function sitemapXml(webOrigin: string): string {
  const urls = PUBLIC_PAGES.map((page) => `  <url><loc>${xmlEscape(`${webOrigin}${page}`)}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** Link-preview tags whose address must be absolute for KakaoTalk and Facebook. */
const PREVIEW_URL_TAG = /(<meta\s+(?:property="og:(?:url|image)"|name="twitter:image")\s+content=")([^"]*)(")/g;

/**
 * index.html with its preview addresses made absolute on `webOrigin`. A build that already knew the public
 * address (VITE_SITE_URL) keeps its absolute ones.
 */
export function withAbsolutePreviewUrls(html: string, webOrigin: string): string {
  return html.replace(PREVIEW_URL_TAG, (_match, head: string, url: string, tail: string) => {
    if (/^https?:\/\//i.test(url)) return `${head}${url}${tail}`;
    const relative = url.replace(/^%VITE_SITE_URL%/, '');
    return `${head}${xmlEscape(new URL(relative || '/', `${webOrigin}/`).toString())}${tail}`;
  });
}
