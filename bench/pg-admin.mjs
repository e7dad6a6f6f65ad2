// Administrative SQL for the benchmarks that make a PostgreSQL database of their own (mixed, streams).
import pg from 'pg';

/** Where the benchmarks create and drop their databases. */
export const adminUrl = process.env.BENCH_POSTGRES_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * The name of a database a benchmark makes for itself: `<BENCH_DATABASE_PREFIX (geulgam)>_<kind>_<pid>`, so two
 * people benchmarking on one server can tell theirs apart.
 */
export function ownDatabaseName(kind) {
  const prefix = process.env.BENCH_DATABASE_PREFIX || 'geulgam';
  if (!/^[a-z_][a-z0-9_]*$/.test(prefix))
    throw new Error(`BENCH_DATABASE_PREFIX must be a lower-case name, got ${prefix}`);
  return `${prefix}_${kind}_${process.pid}`;
}

/** Runs the statements in order on one connection to the admin database. */
export async function adminQuery(statements) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}
