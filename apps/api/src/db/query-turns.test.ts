import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './client.ts';
import { createQueryTurns } from './query-turns.ts';

const rowsOf = (result: unknown) => (result as { rows: { n: number }[] }).rows;

/** The longest wait of a chained zero-delay timer while `work` runs: how long the event loop was held at once. */
async function longestTimerWait(work: () => Promise<unknown>) {
  let longest = 0;
  let last = performance.now();
  let running = true;
  const tick = () => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
    if (running) setTimeout(tick, 0);
  };
  setTimeout(tick, 0);
  const started = performance.now();
  await work();
  const took = performance.now() - started;
  running = false;
  await new Promise((resolve) => setTimeout(resolve, 5));
  return { longest, took };
}

describe('PGlite queries take turns with the event loop', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({});
  }, 60_000);
  afterAll(async () => {
    await database?.close();
  });

  it('lets timers run during a burst of concurrent queries, and answers every one', async () => {
    const results: number[] = [];
    const { longest, took } = await longestTimerWait(() =>
      Promise.all(
        Array.from({ length: 200 }, async (_, member) => {
          for (let step = 0; step < 4; step += 1) {
            const result = await database.db.execute(
              sql`select count(*)::int as n from generate_series(1, ${200 + member})`,
            );
            results.push(rowsOf(result)[0]!.n);
          }
        }),
      ),
    );
    expect(results).toHaveLength(800);
    expect(took).toBeGreaterThan(100);
    // Before: the whole burst was one block (longest ≈ took).
    expect(longest).toBeLessThan(Math.max(60, took / 5));
  }, 60_000);

  it('keeps transactions whole and their queries in order', async () => {
    await database.db.execute(sql`create temporary table turns_log (n int)`);
    await Promise.all(
      [1, 2, 3].map((n) =>
        database.db.transaction(async (tx) => {
          await tx.execute(sql`insert into turns_log values (${n})`);
          await new Promise((resolve) => setTimeout(resolve, 5));
          await tx.execute(sql`insert into turns_log values (${n * 10})`);
        }),
      ),
    );
    const result = await database.db.execute(sql`select n from turns_log`);
    expect(rowsOf(result).map((row) => row.n)).toEqual([1, 10, 2, 20, 3, 30]);
  });
});

describe('createQueryTurns', () => {
  it('runs work one at a time, in order, and passes results and errors through', async () => {
    const turns = createQueryTurns(1);
    const order: string[] = [];
    let running = 0;
    const job = (name: string, fail = false) =>
      turns.run(async () => {
        running += 1;
        expect(running).toBe(1);
        order.push(`start ${name}`);
        await Promise.resolve();
        order.push(`end ${name}`);
        running -= 1;
        if (fail) throw new Error(name);
        return name;
      });
    const outcomes = await Promise.allSettled([job('a'), job('b', true), job('c')]);
    expect(outcomes.map((o) => (o.status === 'fulfilled' ? o.value : (o.reason as Error).message))).toEqual([
      'a',
      'b',
      'c',
    ]);
    expect(order).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
  });
});
