// The web server: the runtime config follows the page's host name and the configured ports (ADR 033),
// robots.txt and sitemap.xml, and absolute link-preview addresses.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bannerAddresses } from '../src/config/browser-addresses.ts';
import { buildWebApp } from '../src/web/web-app.ts';
import { testConfig } from './helpers.ts';

// As the build writes it without VITE_SITE_URL.
const INDEX_HTML = `<!doctype html><html><head>
<meta property="og:url" content="/" />
<meta property="og:image" content="/og-image.png" />
<meta name="twitter:image" content="/og-image.png" />
</head><body><div id="root"></div></body></html>`;

let dist: string;
const apps: FastifyInstance[] = [];

beforeAll(() => {
  dist = mkdtempSync(path.join(os.tmpdir(), 'geulgam-web-dist-'));
  writeFileSync(path.join(dist, 'index.html'), INDEX_HTML);
});

afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
  rmSync(dist, { recursive: true, force: true });
});

async function webApp(env: Record<string, string>) {
  const app = await buildWebApp(testConfig({ WEB_DIST_DIR: dist, ...env }));
  apps.push(app);
  return app;
}

/** The runtime config a page opened on `host` receives. */
async function runtimeConfig(app: FastifyInstance, host: string) {
  const response = await app.inject({ url: '/config.js', headers: { host } });
  expect(response.statusCode).toBe(200);
  const json = /window\.__GEULGAM_CONFIG__ = (.*);\n$/.exec(response.body)?.[1];
  return {
    config: JSON.parse(json ?? 'null') as Record<string, string>,
    csp: response.headers['content-security-policy'],
  };
}

describe('/config.js', () => {
  it('with PUBLIC_API_URL blank, names the API on the page’s host name and PORT', async () => {
    const app = await webApp({ PORT: '8400', PROXY_PORT: '8401', WEB_PORT: '3400' });
    for (const host of ['localhost', '127.0.0.1', '192.168.0.7']) {
      const { config, csp } = await runtimeConfig(app, `${host}:3400`);
      expect(config).toEqual({
        apiBase: `http://${host}:8400`,
        adminBase: `http://${host}:8400`,
        internalBase: `http://${host}:8401`,
      });
      expect(csp).toContain(`connect-src 'self' http://${host}:8400 http://${host}:8401`);
    }
  });

  it('lets a page on localhost show the pictures posts store under the default proxy address', async () => {
    const app = await webApp({ PROXY_PORT: '8401' });
    const { csp } = await runtimeConfig(app, 'localhost:3000');
    expect(csp).toMatch(/img-src [^;]*http:\/\/localhost:8401/);
    expect(csp).toMatch(/img-src [^;]*http:\/\/127\.0\.0\.1:8401/);
  });

  it('gives a loopback PUBLIC_API_URL the loopback name the page was opened on', async () => {
    const app = await webApp({ PORT: '8400', PUBLIC_API_URL: 'http://127.0.0.1:8400' });
    expect((await runtimeConfig(app, 'localhost:3000')).config.apiBase).toBe('http://localhost:8400');
    expect((await runtimeConfig(app, '127.0.0.1:3000')).config.apiBase).toBe('http://127.0.0.1:8400');
  });

  it('keeps a public PUBLIC_API_URL as configured', async () => {
    const app = await webApp({
      PUBLIC_API_URL: 'https://api.geulgam.example/',
      PUBLIC_PROXY_URL: 'https://img.geulgam.example',
    });
    const { config, csp } = await runtimeConfig(app, 'geulgam.example');
    expect(config).toEqual({
      apiBase: 'https://api.geulgam.example',
      adminBase: 'https://api.geulgam.example',
      internalBase: 'https://img.geulgam.example',
    });
    expect(csp).toContain("connect-src 'self' https://api.geulgam.example https://img.geulgam.example");
  });

  it('ignores a Host header that is not a host name', async () => {
    const app = await webApp({ PORT: '8400' });
    const { config } = await runtimeConfig(app, 'evil"};alert(1);//');
    expect(config.apiBase).toBe('http://127.0.0.1:8400');
  });
});

describe('robots.txt and sitemap.xml', () => {
  it('asks crawlers to leave the admin console and the API alone, and points at the sitemap', async () => {
    const app = await webApp({ PUBLIC_WEB_URL: 'https://geulgam.example' });
    const response = await app.inject('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    const lines = response.body.split('\n');
    expect(lines).toEqual(expect.arrayContaining(['User-agent: *', 'Disallow: /admin', 'Disallow: /api/']));
    expect(lines).toContain('Sitemap: https://geulgam.example/sitemap.xml');
  });

  it('lists the public pages with absolute addresses', async () => {
    const app = await webApp({ PUBLIC_WEB_URL: 'https://geulgam.example/' });
    const response = await app.inject('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/xml/);
    const locs = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual([
      'https://geulgam.example/',
      'https://geulgam.example/about',
      'https://geulgam.example/terms',
      'https://geulgam.example/privacy',
    ]);
    expect(locs.some((loc) => loc?.includes('/admin'))).toBe(false);
  });
});

describe('link previews', () => {
  const previewUrls = (html: string) => ({
    url: /property="og:url" content="([^"]+)"/.exec(html)?.[1],
    image: /property="og:image" content="([^"]+)"/.exec(html)?.[1],
    twitter: /name="twitter:image" content="([^"]+)"/.exec(html)?.[1],
  });

  it('are absolute on PUBLIC_WEB_URL, on the home page and every app path', async () => {
    const app = await webApp({ PUBLIC_WEB_URL: 'https://geulgam.example' });
    for (const url of ['/', '/about', '/index.html']) {
      const response = await app.inject(url);
      expect(response.statusCode).toBe(200);
      expect(previewUrls(response.body)).toEqual({
        url: 'https://geulgam.example/',
        image: 'https://geulgam.example/og-image.png',
        twitter: 'https://geulgam.example/og-image.png',
      });
    }
  });

  it('go out compressed to a browser that accepts it', async () => {
    const app = await webApp({ PUBLIC_WEB_URL: 'https://geulgam.example' });
    const br = await app.inject({ url: '/', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(previewUrls(brotliDecompressSync(br.rawPayload).toString()).url).toBe('https://geulgam.example/');
    const gzip = await app.inject({ url: '/mypage', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toContain('<div id="root">');
  });

  it('are absolute on the address the request came to when PUBLIC_WEB_URL is blank', async () => {
    const app = await webApp({ WEB_PORT: '3400' });
    const response = await app.inject({ url: '/', headers: { host: 'localhost:3400' } });
    expect(previewUrls(response.body)).toEqual({
      url: 'http://localhost:3400/',
      image: 'http://localhost:3400/og-image.png',
      twitter: 'http://localhost:3400/og-image.png',
    });
  });
});

describe('the start banner', () => {
  it('prints the addresses the browser uses, on the configured ports', () => {
    expect(bannerAddresses(testConfig({ PORT: '8400', PROXY_PORT: '8401', WEB_PORT: '3400' }))).toEqual({
      web: 'http://localhost:3400',
      api: 'http://localhost:8400',
      proxy: 'http://localhost:8401',
    });
  });

  it('follows the redirect URIs’ loopback name (the seed client’s setup)', () => {
    const config = testConfig({
      KAKAO_REDIRECT_URI: 'http://127.0.0.1:3000/auth/kakao/callback',
      NAVER_REDIRECT_URI: 'http://127.0.0.1:3000/auth/naver/callback',
      PUBLIC_API_URL: 'http://localhost:8000',
    });
    expect(bannerAddresses(config)).toEqual({
      web: 'http://127.0.0.1:3000',
      api: 'http://127.0.0.1:8000',
      proxy: 'http://127.0.0.1:8001',
    });
  });
});
