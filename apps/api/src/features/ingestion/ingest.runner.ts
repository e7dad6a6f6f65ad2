import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config/env.ts';
import type { Db } from '../../db/client.ts';
import { DEMO_FEED_PATH } from '../../demo/urls.ts';
import { createPoliteFetcher, type PoliteFetcher } from './fetcher.ts';
import { createIngestService, type IngestReport } from './ingest.service.ts';
import { createIngestionRepository } from './ingestion.repository.ts';
import { naverNewsSource, parseFeedList, parseNaverQueries, rssSource, type NewsSource } from './news-sources.ts';

const EXTERNAL_HOST_DELAY_MS = 500;

/** The configured feeds (the demo feed is served by this API), plus Naver news search when keyed. */
export function configuredSources(config: Config, fetcher: PoliteFetcher): NewsSource[] {
  const demoFeedUrl = `${config.publicApiUrl.replace(/\/$/, '')}${DEMO_FEED_PATH}`;
  const sources = parseFeedList(config.NEWS_FEEDS, demoFeedUrl).map((feed) =>
    rssSource(feed.url, feed.categoryHint, fetcher),
  );
  const { NAVER_SEARCH_CLIENT_ID: clientId, NAVER_SEARCH_CLIENT_SECRET: clientSecret } = config;
  if (clientId && clientSecret) {
    for (const { query, category } of parseNaverQueries(config.NAVER_NEWS_QUERIES))
      sources.push(naverNewsSource({ query, category, clientId, clientSecret, baseUrl: config.NAVER_SEARCH_API_BASE }));
  }
  return sources;
}

/** One ingestion run over every configured source. */
export async function runIngestion(db: Db, config: Config, logger: FastifyBaseLogger): Promise<IngestReport> {
  const fetcher = createPoliteFetcher({ hostDelayMs: EXTERNAL_HOST_DELAY_MS });
  const service = createIngestService({ db, fetcher, logger });
  const report = await service.run(configuredSources(config, fetcher));
  logger.info({ report }, 'ingestion finished');
  return report;
}

export async function hasArticles(db: Db): Promise<boolean> {
  return (await createIngestionRepository(db).articleCount()) > 0;
}
