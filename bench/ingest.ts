// Ingestion throughput over the bundled demo corpus:
//
//   node --import tsx bench/ingest.ts <port>
//
// The news site (the demo newsroom's RSS feed and article pages, `bench/demo-site.ts`) runs in its
// own process on <port>, as real news sites are other machines.
// This process times `runIngestion` over that feed, twice, each into a fresh in-memory PGlite:
// `cold` is the first run (JIT and parsers not warmed up, like a server's first start); the
// reported figure is the second run. Each run starts its page reader's process and ends it, as every run of the
// product does (ADR 045); the reader is the bundle the build ships (`buildReader`, built into a temp dir first),
// so the figure is what a run of the built product costs, not tsx compiling the parsers in the child (ADR 053).
// `cpuSeconds` is this process's CPU time during the run (the reader's own is not in it).
// Prints exactly one JSON line: stored articles, seconds and articles/s.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { pino } from 'pino';
import { demoFeedUrl } from '@geulgam/demo-newsroom';
import { loadConfig } from '../apps/api/src/config/env.ts';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { runIngestion } from '../apps/api/src/features/ingestion/ingest.runner.ts';
import { useReaderBundle } from '../apps/api/src/features/ingestion/page-reader.ts';
import { buildReader } from '../scripts/build-api.mjs';
import { stopServer, waitForUrl } from '../scripts/lib.mjs';

const port = Number(process.argv[2] ?? 28_010);
if (!Number.isInteger(port) || port < 1) {
  console.error(`usage: node --import tsx bench/ingest.ts <port> (got ${process.argv[2]})`);
  process.exit(2);
}

const tmp = mkdtempSync(path.join(os.tmpdir(), 'geulgam-bench-ingest-'));
const siteUrl = `http://127.0.0.1:${port}`;
const site = spawn(
  process.execPath,
  ['--import', 'tsx', path.join(import.meta.dirname, 'demo-site.ts'), String(port)],
  {
    stdio: ['ignore', 'inherit', 'inherit'],
  },
);
const config = loadConfig({
  ...process.env,
  NODE_ENV: 'test',
  DATABASE_URL: '',
  NEWS_FEEDS: demoFeedUrl(siteUrl),
  DATA_DIR: path.join(tmp, 'ingest'),
  LOG_LEVEL: 'silent',
});
const logger = pino({ level: 'silent' });
await buildReader({ outdir: path.join(tmp, 'reader') });
useReaderBundle(path.join(tmp, 'reader', 'reader-process.js'));

/** One timed ingestion of the whole demo feed into a fresh in-memory database. */
async function timedRun() {
  const target = await openDatabase({});
  try {
    const cpu = process.cpuUsage();
    const started = performance.now();
    const report = await runIngestion(target.db, config, logger, { demoFeedUrl: undefined });
    const seconds = (performance.now() - started) / 1000;
    const used = process.cpuUsage(cpu);
    return { report, seconds, cpuSeconds: (used.user + used.system) / 1e6 };
  } finally {
    await target.close();
  }
}

try {
  await waitForUrl(demoFeedUrl(siteUrl));
  const cold = await timedRun();
  const { report, seconds, cpuSeconds } = await timedRun();
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
      cpuSeconds,
      articlesPerSec: report.stored / seconds,
    }),
  );
} finally {
  await stopServer(site);
  rmSync(tmp, { recursive: true, force: true });
}
