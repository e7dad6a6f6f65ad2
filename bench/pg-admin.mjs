// Administrative SQL for the benchmarks that make a PostgreSQL database of their own (mixed, streams).
import pg from 'pg';

/** Where the benchmarks create and drop their databases. */
export const adminUrl = process.env.BENCH_POSTGRES_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

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
