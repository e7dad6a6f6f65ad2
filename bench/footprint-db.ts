// The embedded database's share of the footprint (bench/footprint.mjs): opens PGlite on the data dir given as the
// argument through the product's own openDatabase, then runs reads over the tables the first requests touch, and
// prints one JSON line with the RSS before the open, after it and after the reads, the wasm memory and the settings.
import { sql } from 'drizzle-orm';
import { snapshot } from './footprint-probe.mjs';

const gc = (globalThis as { gc?: () => void }).gc ?? (() => {});
const rss = () => (gc(), Math.round((process.memoryUsage().rss / 1024 / 1024) * 10) / 10);
const dir = process.argv[2];
if (!dir) throw new Error('usage: footprint-db.ts <pglite dir>');

const { openDatabase } = await import('../apps/api/src/db/client.ts');
const beforeMiB = rss();
const database = await openDatabase({ pgliteDir: dir });
const openedMiB = rss();
const tables = ['articles', 'keywords', 'keyword_articles', 'generated_posts', 'users', 'rate_limits'];
let reads = 0;
for (const table of tables) {
  // Every row read once: what the pages of a small product touch at most.
  await database.db.execute(sql.raw(`select count(*), sum(length(t::text)) from ${table} t`));
  reads++;
}
const afterReadsMiB = rss();
const settings: Record<string, string> = {};
for (const name of ['shared_buffers', 'work_mem', 'temp_buffers', 'wal_buffers', 'maintenance_work_mem']) {
  const result = (await database.db.execute(sql.raw(`show ${name}`))) as unknown as { rows: Record<string, string>[] };
  settings[name] = result.rows[0]![name]!;
}
const wasmMiB = snapshot().wasm.reduce((sum: number, w: { sizeMiB: number }) => sum + w.sizeMiB, 0);
await database.close();
console.log(JSON.stringify({ beforeMiB, openedMiB, afterReadsMiB, reads, wasmMiB, settings }));
