import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config/env.ts';
import type { Db } from '../../db/client.ts';
import { DEMO_FEED_PATH } from '../../demo/urls.ts';
import { createPoliteFetcher } from './fetcher.ts';
import { createIngestService, parseFeedList, type IngestReport } from './ingest.service.ts';
import { createIngestionRepository } from './ingestion.repository.ts';

const EXTERNAL_HOST_DELAY_MS = 500;

/** One ingestion run over the configured feeds (the demo feed is served by this API). */
export async function runIngestion(db: Db, config: Config, logger: FastifyBaseLogger): Promise<IngestReport> {
  const demoFeedUrl = `${config.publicApiUrl.replace(/\/$/, '')}${DEMO_FEED_PATH}`;
  const service = createIngestService({
    db,
    fetcher: createPoliteFetcher({ hostDelayMs: EXTERNAL_HOST_DELAY_MS }),
    logger,
  });
  const report = await service.run(parseFeedList(config.NEWS_FEEDS, demoFeedUrl));
  logger.info({ report }, 'ingestion finished');
  return report;
}

export async function hasArticles(db: Db): Promise<boolean> {
  return (await createIngestionRepository(db).articleCount()) > 0;
}
