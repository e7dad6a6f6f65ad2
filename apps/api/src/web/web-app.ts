import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from '../config/env.ts';
import { DEFAULT_WEB_DIST } from '../config/locations.ts';
import { registerDrain } from '../plugins/drain.ts';

/** What the browser may load and talk to; no inline scripts anywhere. */
function contentSecurityPolicy(config: Config) {
  const api = new URL(config.publicApiUrl).origin;
  const proxy = new URL(config.publicProxyUrl).origin;
  const apiLocalhost = api.replace('127.0.0.1', 'localhost');
  const proxyLocalhost = proxy.replace('127.0.0.1', 'localhost');
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: https: ${proxy} ${proxyLocalhost}`,
    "font-src 'self' data:",
    `connect-src 'self' ${api} ${apiLocalhost} ${proxy} ${proxyLocalhost}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

/** Serves the built SPA on WEB_PORT with a history fallback and the runtime config script. */
export async function buildWebApp(config: Config, isDraining?: () => boolean): Promise<FastifyInstance> {
  const WEB_DIST = config.WEB_DIST_DIR ? path.resolve(config.WEB_DIST_DIR) : DEFAULT_WEB_DIST;
  if (!existsSync(path.join(WEB_DIST, 'index.html'))) {
    throw new Error(`웹 앱 빌드가 없습니다: ${WEB_DIST} (npm run build)`);
  }
  const app = Fastify({ logger: false });
  registerDrain(app, isDraining);
  const csp = contentSecurityPolicy(config);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('content-security-policy', csp);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
  });

  const runtimeConfig = `window.__GEULGAM_CONFIG__ = ${JSON.stringify({
    // Absent values let the client default to this page's host on ports 8000/8001.
    apiBase: config.PUBLIC_API_URL,
    adminBase: config.PUBLIC_API_URL,
    internalBase: config.PUBLIC_PROXY_URL,
  })};\n`;
  app.get('/config.js', async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(runtimeConfig),
  );

  await app.register(fastifyStatic, {
    root: WEB_DIST,
    wildcard: false,
    // The build writes .br/.gz beside each text file (apps/web/vite.config.ts).
    preCompressed: true,
    setHeaders: (res, filePath) => {
      if (filePath.includes(`${path.sep}assets${path.sep}`))
        res.header('cache-control', 'public, max-age=31536000, immutable');
      else res.header('cache-control', 'no-cache');
    },
  });
  app.setNotFoundHandler((request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return reply.status(404).send();
    if (path.extname(request.url.split('?')[0] ?? '')) return reply.status(404).type('text/plain').send('Not found');
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
  await app.ready();
  return app;
}
