// The news the mixed and soak benchmarks generate from (issue 19): one ingestion of the demo newsroom into the
// bench database, after bench/seed-keywords.ts and bench/seed-members.ts (their `bench-*` keywords have no
// articles, so nothing can be written from them).
//
//   DATA_DIR=/tmp/x node --import tsx bench/mixed-seed.ts <port>              # PGlite in ${DATA_DIR}/db
//   DATABASE_URL=postgres://… node --import tsx bench/mixed-seed.ts <port>     # PostgreSQL
//
// The news site runs in its own process on <port> (bench/demo-site.ts), as in bench/ingest.ts. Prints one JSON
// line: the ingestion's counts and the ids of the active keywords that have articles.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { and, asc, eq, exists } from 'drizzle-orm';
import { pino } from 'pino';
import { demoFeedUrl } from '@geulgam/demo-newsroom';
import { loadConfig } from '../apps/api/src/config/env.ts';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { keywordArticles, keywords } from '../apps/api/src/db/schema.ts';
import { runIngestion } from '../apps/api/src/features/ingestion/ingest.runner.ts';
import { stopServer, waitForUrl } from '../scripts/lib.mjs';

const port = Number(process.argv[2] ?? 28_090);
if (!Number.isInteger(port) || port < 1) {
  console.error(`usage: node --import tsx bench/mixed-seed.ts <port> (got ${process.argv[2]})`);
  process.exit(2);
}
const siteUrl = `http://127.0.0.1:${port}`;
const databaseUrl = process.env.DATABASE_URL || undefined;
const pgliteDir = databaseUrl ? undefined : path.join(path.resolve(process.env.DATA_DIR ?? './data'), 'db');

const site = spawn(
  process.execPath,
  ['--import', 'tsx', path.join(import.meta.dirname, 'demo-site.ts'), String(port)],
  {
    stdio: ['ignore', 'inherit', 'inherit'],
  },
);
const config = loadConfig({ ...process.env, NODE_ENV: 'test', NEWS_FEEDS: demoFeedUrl(siteUrl), LOG_LEVEL: 'silent' });
const database = await openDatabase({ databaseUrl, pgliteDir });
try {
  await waitForUrl(demoFeedUrl(siteUrl));
  const report = await runIngestion(database.db, config, pino({ level: 'silent' }), { demoFeedUrl: undefined });
  const withArticles = await database.db
    .select({ id: keywords.id })
    .from(keywords)
    .where(
      and(
        eq(keywords.isActive, true),
        exists(
          database.db
            .select({ one: keywordArticles.keywordId })
            .from(keywordArticles)
            .where(eq(keywordArticles.keywordId, keywords.id)),
        ),
      ),
    )
    .orderBy(asc(keywords.id));
  console.log(
    JSON.stringify({
      stored: report.stored,
      duplicates: report.duplicates,
      failed: report.failed,
      keywords: withArticles.map((k) => k.id),
    }),
  );
} finally {
  await database.close();
  await stopServer(site);
}
