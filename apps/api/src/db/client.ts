import { spawn } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql, type ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { MIGRATIONS_DIR } from '../config/locations.ts';
import { OwnerOnlyNodeFS } from './owner-only-fs.ts';
import { createQueryTurns } from './query-turns.ts';
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
  return options.databaseUrl ? openPostgres(options.databaseUrl, options.poolSize ?? 10) : openPglite(options);
}

/**
 * PostgreSQL's defaults are sized for a server shared by a hundred connections; PGlite is one process with one
 * connection, and what it allocates at start lives in its WebAssembly heap, which is touched (resident) from the
 * first moment. shared_buffers of 128 MB alone made a fresh API process 120 MiB larger. The page cache of the
 * machine still holds the cluster's files, so a smaller buffer pool costs a read from the OS, not the disk (ADR 037).
 */
export const PGLITE_SETTINGS: Record<string, string> = {
  shared_buffers: '16MB',
};

async function openPglite(options: OpenOptions): Promise<Database> {
  if (options.pgliteDir) mkdirSync(options.pgliteDir, { recursive: true, mode: 0o700 });
  if (options.pgliteDir && !options.pgliteTemplate && !existsSync(path.join(options.pgliteDir, 'PG_VERSION'))) {
    await createClusterApart(options.pgliteDir);
  }
  const client = await PGlite.create({
    startParams: [
      ...PGlite.defaultStartParams,
      ...Object.entries(PGLITE_SETTINGS).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
    ],
    ...(options.pgliteDir ? { fs: new OwnerOnlyNodeFS(options.pgliteDir) } : {}),
    ...(options.pgliteTemplate ? { loadDataDir: options.pgliteTemplate } : {}),
  });
  // Queries take turns with the rest of the event loop (query-turns.ts); a transaction is one turn-taker.
  const turns = createQueryTurns();
  for (const method of ['query', 'exec', 'transaction'] as const) {
    const own = client[method].bind(client) as (...args: unknown[]) => Promise<unknown>;
    Object.assign(client, { [method]: (...args: unknown[]) => turns.run(() => own(...args)) });
  }
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  await migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS_DIR });
  return {
    kind: 'pglite',
    db,
    sqlExecutor: {
      async executeSql(text, values) {
        if (values && values.length > 0) {
          const result = await client.query(text, values);
          return { rows: result.rows };
        }
        const results = await client.exec(text);
        return { rows: results.at(-1)?.rows ?? [] };
      },
    },
    async ping() {
      await client.query('select 1');
    },
    async close() {
      if (!client.closed) await client.close();
    },
  };
}

/**
 * Runs create-cluster.ts (create-cluster.js in the build, beside this bundle) in a process of its own: initdb's
 * memory leaves with that process instead of staying resident in this one.
 */
async function createClusterApart(dir: string): Promise<void> {
  const fromSource = import.meta.url.endsWith('.ts');
  const entry = fileURLToPath(new URL(fromSource ? './create-cluster.ts' : './create-cluster.js', import.meta.url));
  const child = spawn(process.execPath, [...(fromSource ? ['--import', 'tsx'] : []), entry, dir], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr.setEncoding('utf8').on('data', (text: string) => (errors += text));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', resolve);
  });
  if (code !== 0) throw new Error(`creating the embedded database in ${dir} failed (exit ${code}): ${errors.trim()}`);
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
