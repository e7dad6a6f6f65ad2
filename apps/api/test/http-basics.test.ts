import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('health', () => {
  it('answers /healthz and /readyz', async () => {
    expect((await t.app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok', database: 'ok', storage: 'ok' });
  });
});

describe('OpenAPI', () => {
  it('documents the contract routes and serves the UI at /docs', async () => {
    const spec = (await t.app.inject({ url: '/docs/json' })).json();
    expect(spec.openapi).toMatch(/^3\./);
    expect(Object.keys(spec.paths)).toContain('/api/keywords/');
    expect(spec.paths['/api/keywords/'].get.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['sort', 'page', 'page_size']),
    );
    for (const path of ['/api/auth/token/refresh/', '/admin/auth/token/refresh/', '/admin/auth/logout/']) {
      expect(spec.paths[path]?.post, path).toBeDefined();
    }
    const ui = await t.app.inject({ url: '/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toMatch(/text\/html/);
  });
});

describe('errors are 4xx JSON with a Korean detail, never 500', () => {
  const cases: Array<[string, InjectOptions, number, string]> = [
    [
      'malformed JSON',
      { method: 'POST', url: '/api/keywords/', headers: { 'content-type': 'application/json' }, payload: '{"a":' },
      400,
      'invalid_json',
    ],
    ['wrong query type', { url: '/api/keywords/?page=abc' }, 400, 'validation_error'],
    ['page out of range', { url: '/api/keywords/?page=0' }, 400, 'validation_error'],
    ['page size too large', { url: '/api/keywords/?page_size=100000' }, 400, 'validation_error'],
    ['unknown sort', { url: '/api/keywords/?sort=random' }, 400, 'validation_error'],
    ['unknown route', { url: '/api/nothing-here/' }, 404, 'not_found'],
    [
      'oversized body',
      {
        method: 'POST',
        url: '/api/keywords/',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ big: 'x'.repeat(2 * 1024 * 1024) }),
      },
      413,
      'payload_too_large',
    ],
  ];
  it.each(cases)('%s', async (_name, request, status, code) => {
    const response = await t.app.inject(request);
    expect(response.statusCode).toBe(status);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    const body = response.json();
    expect(body.code).toBe(code);
    expect(typeof body.detail).toBe('string');
    expect(body.detail.length).toBeGreaterThan(0);
  });

  it('names the failing field with its messages', async () => {
    const body = (await t.app.inject({ url: '/api/keywords/?sort=random' })).json();
    expect(body.sort).toEqual([expect.any(String)]);
    expect(body.detail).toMatch(/^sort: /);
  });
});

describe('keywords', () => {
  it('lists an empty page with pagination for visitors', async () => {
    for (const url of ['/api/keywords/', '/api/keywords']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        data: [],
        pagination: { current_page: 1, total_pages: 1, total_items: 0, page_size: 12 },
      });
    }
  });
});

describe('cross-cutting headers', () => {
  it('allows the web origins with credentials and exposes Content-Disposition', async () => {
    const response = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/keywords/',
      headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'GET' },
    });
    expect(response.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    expect(response.headers['access-control-allow-credentials']).toBe('true');
    const get = await t.app.inject({ url: '/api/keywords/', headers: { origin: 'http://localhost:3000' } });
    expect(get.headers['access-control-expose-headers']).toMatch(/Content-Disposition/);
  });

  it('does not allow other origins', async () => {
    const response = await t.app.inject({ url: '/api/keywords/', headers: { origin: 'https://evil.example' } });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('sends security headers and a request id', async () => {
    const response = await t.app.inject({ url: '/healthz', headers: { 'x-request-id': 'trace-me' } });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toMatch(/default-src 'self'/);
    expect(response.headers['content-security-policy']).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(response.headers['x-request-id']).toBe('trace-me');
    expect((await t.app.inject({ url: '/healthz' })).headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends the same full set of security headers on every answer, errors included', async () => {
    const expected = {
      'content-security-policy':
        "default-src 'self';base-uri 'self';font-src 'self' https: data:;form-action 'self';frame-ancestors 'none';" +
        "img-src 'self' data: https:;object-src 'none';script-src 'self';script-src-attr 'none';" +
        "style-src 'self' 'unsafe-inline';upgrade-insecure-requests",
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'cross-origin',
      'origin-agent-cluster': '?1',
      'referrer-policy': 'no-referrer',
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      'x-content-type-options': 'nosniff',
      'x-dns-prefetch-control': 'off',
      'x-download-options': 'noopen',
      'x-frame-options': 'SAMEORIGIN',
      'x-permitted-cross-domain-policies': 'none',
      'x-xss-protection': '0',
    };
    for (const url of ['/healthz', '/api/keywords/', '/api/mypage/posts/', '/no/such/path']) {
      const response = await t.app.inject({ url });
      expect(response.headers, url).toMatchObject(expected);
      expect(response.headers['x-powered-by'], url).toBeUndefined();
    }
  });

  it('echoes a caller request id only when it is well formed', async () => {
    const uuid = '3f2b8c1e-5d4a-4b6f-9e21-7c0d1a2b3c4d';
    for (const good of [uuid, 'trace-me', 'svc.edge:01HZX3']) {
      const response = await t.app.inject({ url: '/healthz', headers: { 'x-request-id': good } });
      expect(response.headers['x-request-id']).toBe(good);
    }
    for (const bad of ['<script>alert(1)</script>', 'a b', 'x'.repeat(129), '-leading-dash', '한글아이디', 'id;drop']) {
      const response = await t.app.inject({ url: '/healthz', headers: { 'x-request-id': bad } });
      expect(response.headers['x-request-id'], bad).toMatch(/^[0-9a-f]{8}-[0-9a-f-]{27}$/);
    }
  });
});
