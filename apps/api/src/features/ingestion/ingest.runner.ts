import { forgetReadings } from '@geulgam/korean';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config/env.ts';
import type { Db } from '../../db/client.ts';
import { oldSpaceResident, releaseHeap } from '../../shared/heap-release.ts';
import { outboundPolicyFor } from '../../shared/outbound-policy.ts';
import { crawlerUserAgent, createPoliteFetcher, type PoliteFetcher } from './fetcher.ts';
import { createIngestService, type IngestReport } from './ingest.service.ts';
import { createIngestionRepository } from './ingestion.repository.ts';
import { createPageReader, type PageReader } from './page-reader.ts';
import { naverNewsSource, parseFeedList, parseNaverQueries, rssSource, type NewsSource } from './news-sources.ts';

const EXTERNAL_HOST_DELAY_MS = 500;

/** Feeds that are not plain URLs in NEWS_FEEDS; the composition (server, jobs registry) supplies them. */
export interface IngestFeeds {
  /** The demo newsroom's feed where this API serves it (`demo-newsroom.ts`); without it `demo` is skipped. */
  demoFeedUrl: string | undefined;
}

/** The configured feeds, plus Naver news search when keyed. */
export function configuredSources(
  config: Config,
  fetcher: PoliteFetcher,
  feeds: IngestFeeds,
  reader?: PageReader,
): NewsSource[] {
  const sources = parseFeedList(config.NEWS_FEEDS, feeds.demoFeedUrl).map((feed) =>
    rssSource(feed.url, feed.categoryHint, fetcher, reader),
  );
  const { NAVER_SEARCH_CLIENT_ID: clientId, NAVER_SEARCH_CLIENT_SECRET: clientSecret } = config;
  if (clientId && clientSecret) {
    for (const { query, category } of parseNaverQueries(config.NAVER_NEWS_QUERIES))
      sources.push(naverNewsSource({ query, category, clientId, clientSecret, baseUrl: config.NAVER_SEARCH_API_BASE }));
  }
  return sources;
}

/** Where our User-Agent sends a site owner: the configured page, else this deployment's own web address. */
export function crawlerContactUrl(config: Config): string {
  return config.CRAWLER_CONTACT_URL ?? config.WEB_ORIGINS[0] ?? config.publicApiUrl;
}

/** One ingestion run over every configured source. */
export async function runIngestion(
  db: Db,
  config: Config,
  logger: FastifyBaseLogger,
  feeds: IngestFeeds,
): Promise<IngestReport> {
  const fetcher = createPoliteFetcher({
    policy: outboundPolicyFor(config),
    hostDelayMs: EXTERNAL_HOST_DELAY_MS,
    userAgent: crawlerUserAgent(crawlerContactUrl(config)),
  });
  const heapBefore = oldSpaceResident();
  // A reader process of the run's own, ended with the run: its parsers and the pages' garbage leave with it.
  const reader = createPageReader();
  reader.warm();
  try {
    const service = createIngestService({ db, fetcher, logger, reader });
    const report = await service.run(configuredSources(config, fetcher, feeds, reader));
    logger.info({ report }, 'ingestion finished');
    return report;
  } finally {
    await reader.close();
    // The run's word readings only sped up its own grouping and titling.
    forgetReadings();
    // And when the run grew the old space, the pages its garbage filled go back to the system now, not whenever V8
    // judges the API idle (ADR 053).
    const gcMs = releaseHeap(heapBefore);
    logger.debug({ gcMs, oldSpaceGrowth: oldSpaceResident() - heapBefore }, 'ingestion finished: heap');
  }
}

export async function hasArticles(db: Db): Promise<boolean> {
  return (await createIngestionRepository(db).articleCount()) > 0;
}
