// The embedded database (PGlite), loaded by openDatabase only when no DATABASE_URL is set (ADR 045).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { MIGRATIONS_DIR } from '../config/locations.ts';
import type { Database, Db, OpenOptions } from './client.ts';
import { OwnerOnlyNodeFS } from './owner-only-fs.ts';
import { createQueryTurns } from './query-turns.ts';
import * as schema from './schema.ts';

/**
 * PostgreSQL's defaults are sized for a server shared by a hundred connections; PGlite is one process with one
 * connection, and what it allocates at start lives in its WebAssembly heap, which is touched (resident) from the
 * first moment. shared_buffers of 128 MB alone made a fresh API process 120 MiB larger. The page cache of the
 * machine still holds the cluster's files, so a smaller buffer pool costs a read from the OS, not the disk (ADR 037).
 */
export const PGLITE_SETTINGS: Record<string, string> = {
  shared_buffers: '16MB',
};

export async function openPglite(options: OpenOptions): Promise<Database> {
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
