// Rate limits behind a load balancer: a loopback reverse proxy that appends the client's address to
// X-Forwarded-For, clients on distinct loopback addresses (127.0.0.2, 127.0.0.3, …), and the API trusting
// exactly one proxy hop (TRUST_PROXY=1).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app.ts';
import { seedDemoAdmin } from '../src/features/admin-auth/seed-admin.ts';
import * as passwords from '../src/features/admin-auth/password.ts';
import { createListeningTestApp, type TestApp } from './helpers.ts';

// Counts the password checks the login makes (the expensive step the limits exist to ration).
vi.mock('../src/features/admin-auth/password.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof passwords>();
  return { ...actual, verifyPassword: vi.fn(actual.verifyPassword) };
});

const LOGIN = '/admin/auth/admin-login/';

/** A reverse proxy in front of `target`, as a load balancer would be: it appends the peer's address. */
async function startReverseProxy(target: string) {
  const upstream = new URL(target);
  const server = http.createServer((request, response) => {
    const forwarded = [request.headers['x-forwarded-for'], request.socket.remoteAddress].filter(Boolean).join(', ');
    const outgoing = http.request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: request.method,
        path: request.url,
        headers: { ...request.headers, 'x-forwarded-for': forwarded },
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    outgoing.on('error', () => response.writeHead(502).end());
    request.pipe(outgoing);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: { code?: string; detail?: string; access?: string };
}

let t: TestApp & { baseUrl: string };
let proxy: Awaited<ReturnType<typeof startReverseProxy>>;

/** A login through the proxy from the loopback address `client`, optionally with a forged X-Forwarded-For. */
function login(client: string, email: string, password: string, forged?: string): Promise<Answer> {
  const payload = JSON.stringify({ email, password });
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port: proxy.port,
        localAddress: client,
        method: 'POST',
        path: LOGIN,
        agent: false,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          ...(forged ? { 'x-forwarded-for': forged } : {}),
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: JSON.parse(text) as Answer['body'],
          }),
        );
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

const passwordChecks = () => vi.mocked(passwords.verifyPassword).mock.calls.length;

beforeAll(async () => {
  t = await createListeningTestApp({ TRUST_PROXY: '1' });
  await seedDemoAdmin(t.database.db, t.config);
  proxy = await startReverseProxy(t.baseUrl);
}, 90_000);
afterAll(async () => {
  await proxy?.close();
  await t?.close();
});

describe('admin sign-in behind a reverse proxy', () => {
  it('locks the guessing client out of the account while the admin signs in from elsewhere', async () => {
    const statuses: number[] = [];
    let limited: Answer | undefined;
    for (let attempt = 0; attempt < 12; attempt += 1) {
      // A forged X-Forwarded-For does not help: only the hop the proxy added is trusted.
      const answer = await login('127.0.0.2', t.config.ADMIN_EMAIL, `wrong-${attempt}`, `198.51.100.${attempt}`);
      statuses.push(answer.status);
      if (answer.status === 429) limited = answer;
    }
    expect(statuses).toEqual([...Array(10).fill(401), 429, 429]);
    expect(limited!.body).toMatchObject({ code: 'rate_limited', detail: expect.any(String) });
    expect(Number(limited!.headers['retry-after'])).toBeGreaterThan(0);

    const admin = await login('127.0.0.3', t.config.ADMIN_EMAIL, t.config.ADMIN_PASSWORD);
    expect(admin.status).toBe(200);
    expect(admin.body.access).toEqual(expect.any(String));
    // The guessing client stays locked, even with the right password.
    expect((await login('127.0.0.2', t.config.ADMIN_EMAIL, t.config.ADMIN_PASSWORD)).status).toBe(429);
  });

  it('checks at most 10 passwords for 60 concurrent wrong logins', async () => {
    const before = passwordChecks();
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, attempt) => login('127.0.0.4', t.config.ADMIN_EMAIL, `guess-${attempt}`)),
    );
    expect(passwordChecks() - before).toBeLessThanOrEqual(10);
    expect(answers.filter((answer) => answer.status === 401).length).toBeLessThanOrEqual(10);
    for (const answer of answers) {
      expect([401, 429]).toContain(answer.status);
      if (answer.status === 429) expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
    }
  });

  it('limits one address across accounts too', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 21; attempt += 1) {
      statuses.push((await login('127.0.0.5', `nobody${attempt}@example.com`, 'wrong-password')).status);
    }
    expect(statuses.slice(0, 20).every((status) => status === 401)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});

describe('route limits live in the database', () => {
  it('are shared by two API processes on one database, so a second replica does not double them', async () => {
    const replica = await buildApp({ config: t.config, database: t.database });
    try {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 31; attempt += 1) {
        const app = attempt % 2 === 0 ? t.app : replica;
        const response = await app.inject({
          method: 'POST',
          url: '/api/auth/naver/callback/',
          payload: { code: 'x', state: 'y' },
          remoteAddress: '10.80.0.1',
        });
        statuses.push(response.statusCode);
        if (response.statusCode === 429) expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
      }
      expect(statuses.slice(0, 30).every((status) => status === 400)).toBe(true);
      expect(statuses[30]).toBe(429);
    } finally {
      await replica.close();
    }
  });
});
