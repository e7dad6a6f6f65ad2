import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config/env.ts';
import { openDatabase, type Database } from '../src/db/client.ts';
import { adminQuery, pgliteTemplatePath, POSTGRES_TEMPLATE_DB, postgresTestUrl, withDatabase } from './db-template.ts';

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';

export function testConfig(overrides: Record<string, string> = {}): Config {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'geulgam-test-'));
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    JWT_SECRET: TEST_JWT_SECRET,
    ...overrides,
  });
}

export interface TestDatabase {
  database: Database;
  kind: 'pglite' | 'postgres';
  drop(): Promise<void>;
}

/** A fresh, migrated database for one test file: PGlite from the template dump, or a PostgreSQL copy of the template. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const postgresUrl = postgresTestUrl();
  if (postgresUrl) {
    const name = `geulgam_t_${randomBytes(6).toString('hex')}`;
    await adminQuery(postgresUrl, [`create database ${name} template ${POSTGRES_TEMPLATE_DB}`]);
    const database = await openDatabase({ databaseUrl: withDatabase(postgresUrl, name), poolSize: 5 });
    return {
      database,
      kind: 'postgres',
      async drop() {
        await database.close();
        await adminQuery(postgresUrl, [`drop database if exists ${name} with (force)`]);
      },
    };
  }
  const template = new Blob([readFileSync(pgliteTemplatePath())]);
  const database = await openDatabase({ pgliteTemplate: template });
  return {
    database,
    kind: 'pglite',
    async drop() {
      await database.close();
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  database: Database;
  close(): Promise<void>;
}

/** An app on its own database; `now` fixes the clock its services read (a test that depends on the time of day). */
export async function createTestApp(
  overrides: Record<string, string> = {},
  options: { now?: () => Date } = {},
): Promise<TestApp> {
  const config = testConfig(overrides);
  const testDb = await createTestDatabase();
  const app = await buildApp({ config, database: testDb.database, now: options.now });
  return {
    app,
    config,
    database: testDb.database,
    async close() {
      await app.close();
      await testDb.drop();
      rmSync(config.dataDir, { recursive: true, force: true });
    },
  };
}

/** A free loopback port for a listening test server. */
export async function freePort(): Promise<number> {
  const { createServer } = await import('node:net');
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** An app that also listens on loopback: the OAuth client talks to the emulator over real HTTP. */
export async function createListeningTestApp(
  overrides: Record<string, string> = {},
): Promise<TestApp & { baseUrl: string }> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const t = await createTestApp({ PORT: String(port), PUBLIC_API_URL: baseUrl, ...overrides });
  await t.app.listen({ host: '127.0.0.1', port });
  return { ...t, baseUrl };
}

export interface SignedIn {
  access: string;
  refresh: string;
  user: { id: number; email: string | null; nickname: string | null; provider: string; is_onboarded: boolean };
}

/** The browser's login binding from a login start's answer, as a `cookie` header value. */
export function bindingCookie(setCookie: string | string[] | undefined): string {
  const header = [setCookie ?? []].flat().find((value) => value.startsWith('geulgam_login='));
  if (!header) throw new Error('the login start set no binding cookie');
  return header.split(';')[0]!;
}

/**
 * The provider's redirect back to the web callback, as the browser would receive it, and the
 * browser's binding cookie (`cookie`) that the login start set.
 */
export async function authorizeAtEmulator(
  t: TestApp,
  provider: 'kakao' | 'naver',
  email: string,
  remoteAddress = '127.0.0.1',
) {
  const start = await t.app.inject({ url: `/api/auth/${provider}/login/`, remoteAddress });
  const cookie = bindingCookie(start.headers['set-cookie']);
  const authorize = new URL(start.headers.location as string);
  authorize.searchParams.set('login_hint', email);
  const response = await fetch(authorize, { redirect: 'manual' });
  const callback = new URL(response.headers.get('location')!);
  return {
    code: callback.searchParams.get('code')!,
    state: callback.searchParams.get('state')!,
    cookie,
    callback,
    authorize,
  };
}

export async function socialLogin(t: TestApp, provider: 'kakao' | 'naver', email: string): Promise<SignedIn> {
  const { code, state, cookie } = await authorizeAtEmulator(t, provider, email);
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/auth/${provider}/callback/`,
    payload: { code, state },
    headers: { cookie },
  });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  return response.json();
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
