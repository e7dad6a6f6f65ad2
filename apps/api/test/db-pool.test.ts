// The PostgreSQL pool under a burst (PostgreSQL runs only): more queries than connections wait their turn instead of
// failing. 200 members pressing 글 생성 at once (the streaming benchmark) queue for the pool's connections
// for over 2 s, so a 2 s wait limit would fail their generations.
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../src/db/client.ts';
import { postgresTestUrl } from './db-template.ts';

const postgresUrl = postgresTestUrl();

describe.skipIf(!postgresUrl)('the PostgreSQL pool under a burst', () => {
  let database: Database | undefined;
  afterAll(() => database?.close());

  it('queues a burst that takes longer than 2 s for a connection', async () => {
    database = await openDatabase({ databaseUrl: postgresUrl, poolSize: 2 });
    const db = database.db;
    // Two connections, twenty 250 ms queries: the last ones wait about 2.25 s for a connection.
    const started = Date.now();
    const outcomes = await Promise.allSettled(Array.from({ length: 20 }, () => db.execute(sql`select pg_sleep(0.25)`)));
    expect(Date.now() - started).toBeGreaterThan(2_000);
    expect(outcomes.filter((outcome) => outcome.status === 'rejected')).toEqual([]);
  }, 30_000);
});
