import { demoFeedUrl, demoNewsroom } from '@geulgam/demo-newsroom';
import type { FastifyInstance } from 'fastify';
import type { Config } from './config/env.ts';
import type { IngestFeeds } from './features/ingestion/ingest.runner.ts';

/*
 * The one place the product meets the demo newsroom package (ADR 014), besides the demo shopping
 * source in generation/products. Without these lines the product still runs, on real feeds.
 */

/** Serves the newsroom's feed, article pages and images on the API when `config.demoNewsroom`. */
export async function mountDemoNewsroom(app: FastifyInstance, config: Config): Promise<void> {
  if (config.demoNewsroom) await app.register(demoNewsroom, { publicUrl: config.publicApiUrl });
}

/** What `demo` in NEWS_FEEDS stands for: the feed this API serves, or nothing where it serves none. */
export function ingestFeeds(config: Config): IngestFeeds {
  return { demoFeedUrl: config.demoNewsroom ? demoFeedUrl(config.publicApiUrl) : undefined };
}
