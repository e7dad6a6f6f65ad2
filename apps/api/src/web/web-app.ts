import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { browserServiceUrls, type PageLocation, pageLocation } from '../config/browser-addresses.ts';
import type { Config } from '../config/env.ts';
import { DEFAULT_WEB_DIST } from '../config/locations.ts';
import { registerDrain } from '../plugins/drain.ts';
import { robotsTxt, sitemapXml, withAbsolutePreviewUrls } from './site-files.ts';

/**
 * What a page at `services` may load and talk to; no inline scripts anywhere. `stored` is the image proxy named
 * in posts' stored pictures (PUBLIC_PROXY_URL, 127.0.0.1 by default): a page opened on `localhost` shows them too.
 */
function contentSecurityPolicy(services: { api: string; proxy: string }, stored: string) {
  const api = new URL(services.api).origin;
  const proxy = new URL(services.proxy).origin;
  const images = [...new Set([proxy, new URL(stored).origin])].join(' ');
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: https: ${images}`,
    "font-src 'self' data:",
    `connect-src 'self' ${api} ${proxy}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

/**
 * Serves the built SPA on WEB_PORT with a history fallback, the runtime config script, robots.txt and
 * sitemap.xml. What the page talks to follows the host name it was loaded from (ADR 033).
 */
export async function buildWebApp(config: Config, isDraining?: () => boolean): Promise<FastifyInstance> {
  const WEB_DIST = config.WEB_DIST_DIR ? path.resolve(config.WEB_DIST_DIR) : DEFAULT_WEB_DIST;
  const indexFile = path.join(WEB_DIST, 'index.html');
  if (!existsSync(indexFile)) {
    throw new Error(`웹 앱 빌드가 없습니다: ${WEB_DIST} (npm run build)`);
  }
  const indexHtml = readFileSync(indexFile, 'utf8');
  const app = Fastify({ logger: false });
  registerDrain(app, isDraining);

  // A Host header that is not a host name (only a hand-made request sends one) gets the configured addresses.
  const fallbackPage: PageLocation = new URL(config.publicApiUrl);
  const pageOf = (request: FastifyRequest): PageLocation =>
    pageLocation(request.protocol, request.host) ?? fallbackPage;
  const webOrigin = (request: FastifyRequest): string => {
    if (config.PUBLIC_WEB_URL) return new URL(config.PUBLIC_WEB_URL).origin;
    const page = pageOf(request);
    return `${page.protocol}//${page.hostname}:${config.WEB_PORT}`;
  };

  app.addHook('onSend', async (request, reply) => {
    reply.header(
      'content-security-policy',
      contentSecurityPolicy(browserServiceUrls(config, pageOf(request)), config.publicProxyUrl),
    );
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
  });

  app.get('/config.js', async (request, reply) => {
    const services = browserServiceUrls(config, pageOf(request));
    const script = `window.__GEULGAM_CONFIG__ = ${JSON.stringify({
      apiBase: services.api,
      adminBase: services.api,
      internalBase: services.proxy,
    })};\n`;
    // The answer depends on the host name the page was opened on.
    return reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'Host')
      .send(script);
  });
  app.get('/robots.txt', async (request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(robotsTxt(webOrigin(request))),
  );
  app.get('/sitemap.xml', async (request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(sitemapXml(webOrigin(request))),
  );

  // The page per public address, with its compressed forms: made once, at the first request for each.
  const pages = new Map<string, { html: string; br: Buffer; gzip: Buffer }>();
  const pageFor = (origin: string) => {
    let page = pages.get(origin);
    if (!page) {
      const html = withAbsolutePreviewUrls(indexHtml, origin);
      page = { html, br: brotliCompressSync(html), gzip: gzipSync(html) };
      // A client choosing odd Host headers cannot grow this without bound.
      if (pages.size >= 32) pages.clear();
      pages.set(origin, page);
    }
    return page;
  };
  const sendPage = (request: FastifyRequest, reply: FastifyReply) => {
    const page = pageFor(webOrigin(request));
    const accepts = String(request.headers['accept-encoding'] ?? '');
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('vary', 'Host, Accept-Encoding');
    if (/\bbr\b/.test(accepts)) return reply.header('content-encoding', 'br').send(page.br);
    if (/\bgzip\b/.test(accepts)) return reply.header('content-encoding', 'gzip').send(page.gzip);
    return reply.send(page.html);
  };
  app.get('/', sendPage);
  app.get('/index.html', sendPage);

  await app.register(fastifyStatic, {
    root: WEB_DIST,
    wildcard: false,
    index: false,
    // The build writes .br/.gz beside each text file (apps/web/vite.config.ts).
    preCompressed: true,
    // index.html goes out through sendPage, with its preview addresses made absolute.
    globIgnore: ['index.html', 'index.html.br', 'index.html.gz'],
    setHeaders: (res, filePath) => {
      if (filePath.includes(`${path.sep}assets${path.sep}`))
        res.header('cache-control', 'public, max-age=31536000, immutable');
      else res.header('cache-control', 'no-cache');
    },
  });
  app.setNotFoundHandler((request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return reply.status(404).send();
    if (path.extname(request.url.split('?')[0] ?? '')) return reply.status(404).type('text/plain').send('Not found');
    return sendPage(request, reply);
  });
  await app.ready();
  return app;
}
