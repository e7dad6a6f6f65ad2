import { sql, type ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { MIGRATIONS_DIR } from '../config/locations.ts';
import * as schema from './schema.ts';

export type Schema = typeof schema;
/** The query surface shared by PGlite and node-postgres databases and their transactions. */
export type Db = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Repositories accept either the database or a transaction. */
export type Executor = Db | Tx;

/** Raw SQL entry point for the job queue (pg-boss's `db.executeSql` contract). */
export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  /** Set only for PostgreSQL: the job queue opens its own pool there. */
  connectionString?: string;
  /** Set only for PGlite: the queue shares the one embedded connection. */
  sqlExecutor?: SqlExecutor;
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** Arbitrary constant key for the advisory lock that serializes migrations across processes. */
const MIGRATION_LOCK_KEY = 727_274_001;

export interface OpenOptions {
  /** `postgres://…`; absent → PGlite. */
  databaseUrl?: string | undefined;
  /** Directory of the PGlite cluster; absent → in memory. */
  pgliteDir?: string | undefined;
  /** A `dumpDataDir()` tarball to start PGlite from (tests use a migrated template). */
  pgliteTemplate?: Blob | File | undefined;
  poolSize?: number;
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolSize ?? 10);
  // PGlite (its wasm glue, file system bundle and drizzle driver) is loaded only by a process that embeds it: on
  // PostgreSQL it stayed resident for nothing, a few MiB of code and source maps (ADR 045).
  const { openPglite } = await import('./pglite-database.ts');
  return openPglite(options);
}

async function openPostgres(connectionString: string, poolSize: number): Promise<Database> {
  const pool = new pg.Pool({
    connectionString,
    max: poolSize,
    // The wait for a free connection counts too: under a burst (200 members pressing 글 생성 at once, as the
    // streaming benchmark does) requests queue for the pool's ten connections for seconds, longer than a 2 s limit. A
    // database that is down still fails fast: refused connections error at once (test/db-outage.test.ts).
    connectionTimeoutMillis: 10_000,
    idleTimeoutMillis: 30_000,
    statement_timeout: 15_000,
  });
  // A connection can fail at any moment: idle in the pool, checked out for a transaction, in the middle of a query.
  // pg emits `error` on the client then, and an `error` with no listener ends the process; the pool listens only
  // while a client is idle. So every client gets a listener for its whole life: the query or transaction using it
  // fails on its own (a 503 through the error handler), and the pool drops the broken client when it comes back.
  pool.on('connect', (client) => {
    client.on('error', () => {});
  });
  pool.on('error', () => {});
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  const lockClient = await pool.connect();
  try {
    await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePg(drizzlePg(lockClient), { migrationsFolder: MIGRATIONS_DIR });
  } finally {
    await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
    lockClient.release();
  }
  return {
    kind: 'postgres',
    db,
    connectionString,
    async ping() {
      await db.execute(sql`select 1`);
    },
    async close() {
      await pool.end();
    },
  };
}
