import './map-bundle-stacks.ts';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDeps } from './app.ts';
import { ingestFeeds } from './demo-newsroom.ts';
import { bannerAddresses } from './config/browser-addresses.ts';
import { ConfigError, loadConfig } from './config/env.ts';
import { imageFetcherFor } from './proxy/image-fetcher.ts';
import { buildProxyApp } from './proxy/proxy-app.ts';
import { ingestionChanged } from './jobs/registry.ts';
import { startRuntime } from './runtime.ts';
import { buildWebApp } from './web/web-app.ts';
import { isStorageFull, startFullMessage } from './shared/storage-full.ts';
import { hasArticles, runIngestion } from './features/ingestion/ingest.runner.ts';

const SHUTDOWN_LIMIT_MS = 10_000;
/**
 * After SIGTERM, new requests get 503 (and `Connection: close`) for this long before the
 * listeners close, so clients and load balancers hear "go elsewhere" instead of a reset.
 */
const DRAIN_MS = 1_000;

async function main() {
  const config = loadConfig();
  const runtime = await startRuntime(config, { runWorkers: config.JOBS === 'inline' });
  const { logger } = runtime;
  let draining = false;
  const deps: AppDeps = {
    config,
    database: runtime.database,
    queue: runtime.queue,
    images: imageFetcherFor(config),
    isDraining: () => draining,
    views: runtime.views,
  };

  const api = await buildApp(deps, { logger });
  const proxy = await buildProxyApp(deps, logger);
  const web = config.SERVE_WEB ? await buildWebApp(config, deps.isDraining) : undefined;

  const listeners: FastifyInstance[] = [api, proxy, ...(web ? [web] : [])];

  // Signals are handled before listening: a SIGTERM during the first ingestion still shuts down cleanly.
  let shuttingDown = false;
  const shutdown = async (signal: string) => {
    if (shuttingDown) return;
    shuttingDown = true;
    logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      logger.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_LIMIT_MS);
    force.unref();
    draining = true;
    await new Promise((resolve) => setTimeout(resolve, DRAIN_MS));
    await Promise.allSettled(listeners.map((listener) => listener.close()));
    await runtime.close();
    clearTimeout(force);
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await api.listen({ host: config.HOST, port: config.PORT });
  await proxy.listen({ host: config.HOST, port: config.PROXY_PORT });
  if (web) await web.listen({ host: config.HOST, port: config.WEB_PORT });

  // A fresh database gets its first news before the addresses are printed, so the home page is alive.
  if (!(await hasArticles(runtime.database.db))) {
    process.stdout.write('  처음 실행이라 뉴스를 모으고 있어요…\n');
    try {
      const report = ingestionChanged(
        await runIngestion(runtime.database.db, config, logger, ingestFeeds(config)),
        runtime.views,
      );
      process.stdout.write(`  기사 ${report.stored}개, 추천 키워드 ${report.keywordsCreated}개를 준비했어요.\n`);
    } catch (error) {
      logger.error({ err: error }, 'first ingestion failed; the scheduled job will retry');
    }
  }

  // The addresses a browser uses: the page's host name with each configured port (ADR 033).
  const addresses = bannerAddresses(config);
  const lines = [
    '',
    '  글감이 준비됐어요.',
    web ? `  웹        ${addresses.web}` : '  웹        (SERVE_WEB=false)',
    `  API       ${addresses.api}   (문서: ${addresses.api}/docs)`,
    `  이미지    ${addresses.proxy}`,
    `  데이터베이스 ${runtime.database.kind === 'pglite' ? `PGlite (${config.dataDir})` : 'PostgreSQL (DATABASE_URL)'}`,
    config.isProduction
      ? ''
      : `  데모 관리자 ${config.ADMIN_EMAIL} / ${config.ADMIN_PASSWORD}  → ${addresses.web}/admin/login`,
    '',
  ];
  process.stdout.write(`${lines.filter((l) => l !== undefined).join('\n')}\n`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else if (isStorageFull(error)) {
    console.error(startFullMessage(error));
  } else {
    console.error(error);
  }
  process.exit(1);
});
