// One ingestion run, timed in-process on a fresh in-memory PGlite:
//
//   node --import tsx bench/ingest.ts <port>
//
// Builds the API (it serves the demo RSS feed and the article pages), listens on <port>,
// then times `runIngestion` over the default feed list (the bundled demo corpus), twice:
// `cold` is the first run in a fresh process (JIT and parsers not warmed up, like a server's
// first start); the steady-state figure is a second run into another fresh database.
// Prints exactly one JSON line: stored articles, seconds and articles/s.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { pino } from 'pino';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config/env.ts';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { runIngestion } from '../apps/api/src/features/ingestion/ingest.runner.ts';

const port = Number(process.argv[2] ?? 28_010);
if (!Number.isInteger(port) || port < 1) {
  console.error(`usage: node --import tsx bench/ingest.ts <port> (got ${process.argv[2]})`);
  process.exit(2);
}

const tmp = mkdtempSync(path.join(os.tmpdir(), 'geulgam-bench-ingest-'));
const config = loadConfig({
  ...process.env,
  NODE_ENV: 'test',
  DATABASE_URL: '',
  NEWS_FEEDS: 'demo',
  DATA_DIR: tmp,
  PORT: String(port),
  PUBLIC_API_URL: `http://127.0.0.1:${port}`,
  LOG_LEVEL: 'silent',
});
const logger = pino({ level: 'silent' });
const database = await openDatabase({});
const app = await buildApp({ config, database });

/** One timed ingestion of the whole demo feed into a fresh in-memory database. */
async function timedRun() {
  const target = await openDatabase({});
  try {
    const started = performance.now();
    const report = await runIngestion(target.db, config, logger);
    return { report, seconds: (performance.now() - started) / 1000 };
  } finally {
    await target.close();
  }
}

try {
  await app.listen({ host: '127.0.0.1', port });
  const cold = await timedRun();
  const { report, seconds } = await timedRun();
  console.log(
    JSON.stringify({
      coldSeconds: cold.seconds,
      coldArticlesPerSec: cold.report.stored / cold.seconds,
      stored: report.stored,
      items: report.items,
      duplicates: report.duplicates,
      failed: report.failed,
      keywordsCreated: report.keywordsCreated,
      seconds,
      articlesPerSec: report.stored / seconds,
    }),
  );
} finally {
  await app.close();
  await database.close();
  rmSync(tmp, { recursive: true, force: true });
}
