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

export async function createTestApp(overrides: Record<string, string> = {}): Promise<TestApp> {
  const config = testConfig(overrides);
  const testDb = await createTestDatabase();
  const app = await buildApp({ config, database: testDb.database });
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
