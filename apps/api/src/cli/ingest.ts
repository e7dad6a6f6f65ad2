import '../map-bundle-stacks.ts';
import { buildApp } from '../app.ts';
import { ConfigError, loadConfig } from '../config/env.ts';
import { ingestFeeds } from '../demo-newsroom.ts';
import { runIngestion } from '../features/ingestion/ingest.runner.ts';
import { ingestionChanged } from '../jobs/registry.ts';
import { createLogger } from '../logger.ts';
import { startRuntime } from '../runtime.ts';

/** `npm run ingest`: one ingestion run now, with counts. */
async function main() {
  const config = loadConfig();
  const running = await fetch(`${config.publicApiUrl}/readyz`, { signal: AbortSignal.timeout(1_000) })
    .then((r) => r.ok)
    .catch(() => false);
  if (running && !config.DATABASE_URL) {
    throw new ConfigError([
      `서버가 ${config.publicApiUrl} 에서 실행 중이에요. 내장 데이터베이스는 한 프로세스만 열 수 있어서, 서버를 멈춘 뒤 다시 실행하거나 서버의 정기 수집(INGEST_INTERVAL_MINUTES)을 기다려 주세요.`,
    ]);
  }
  const logger = createLogger({ ...config, LOG_LEVEL: 'warn' });
  const runtime = await startRuntime(config, { runWorkers: false, logger });
  // The demo newsroom is served by the API itself: listen while ingesting it when no server is up.
  const app =
    running || !config.demoNewsroom
      ? null
      : await buildApp({ config, database: runtime.database, views: runtime.views });
  if (app) await app.listen({ host: config.HOST, port: config.PORT });
  try {
    const report = ingestionChanged(
      await runIngestion(runtime.database.db, config, logger, ingestFeeds(config)),
      runtime.views,
    );
    console.log(
      `뉴스 수집 완료: 피드 ${report.sources}개, 항목 ${report.items}개, 저장 ${report.stored}개, 중복 ${report.duplicates}개, 실패 ${report.failed}개, ` +
        `EUC-KR 페이지 ${report.eucKrPages}개, robots.txt 제외 ${report.robotsSkipped}개, 정규 URL 중복 ${report.canonicalDuplicates}개, ` +
        `새 키워드 ${report.keywordsCreated}개, 갱신 ${report.keywordsUpdated}개 (${report.ms} ms)`,
    );
  } finally {
    await app?.close();
    await runtime.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
