import { createHash } from 'node:crypto';
import type { Category } from '@geulgam/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { hammingDistance, normalizeWhitespace, simhash } from '../../shared/korean-text.ts';
import { classifyArticle, categoryFromHint } from './classify.ts';
import { extractArticle } from './extract.ts';
import { parseFeed, type FeedItem } from './feed-parser.ts';
import type { PoliteFetcher } from './fetcher.ts';
import { createIngestionRepository } from './ingestion.repository.ts';
import {
  SAME_STORY_THRESHOLD,
  storySignature,
  storySimilarity,
  storyTitle,
  trendScore,
  type StoryArticle,
} from './stories.ts';

export interface FeedSource {
  url: string;
  categoryHint: Category | null;
}

export interface IngestReport {
  sources: number;
  items: number;
  stored: number;
  duplicates: number;
  failed: number;
  keywordsCreated: number;
  keywordsUpdated: number;
  ms: number;
}

const MIN_BODY_CHARS = 200;
const NEAR_DUPLICATE_BITS = 3;
const DUPLICATE_WINDOW_MS = 14 * 24 * 3600 * 1000;
const STORY_WINDOW_MS = 72 * 3600 * 1000;
const PAGE_CONCURRENCY = 6;

/** `NEWS_FEEDS`: comma-separated URLs, each optionally `카테고리=url`. */
export function parseFeedList(value: string, demoFeedUrl: string): FeedSource[] {
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      if (entry === 'demo') return { url: demoFeedUrl, categoryHint: null };
      const match = /^([^=]+)=(https?:\/\/.+)$/.exec(entry);
      return match ? { url: match[2]!, categoryHint: categoryFromHint(match[1]) } : { url: entry, categoryHint: null };
    });
}

async function mapLimited<T, R>(items: T[], limit: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index]!);
    }
  });
  await Promise.all(workers);
  return results;
}

/** Feeds → article pages → readable text → dedupe → category → stored articles → stories (keywords). */
export function createIngestService(deps: {
  db: Db;
  fetcher: PoliteFetcher;
  logger: FastifyBaseLogger;
  now?: () => Date;
}) {
  const { db, fetcher, logger } = deps;
  const now = deps.now ?? (() => new Date());
  const repository = createIngestionRepository(db);

  async function fetchArticle(item: FeedItem) {
    const html = await fetcher.text(item.url);
    return extractArticle(html, item.url);
  }

  async function assignStories(stored: (StoryArticle & { category: Category })[]) {
    let created = 0;
    const touched = new Set<number>();
    const since = new Date(now().getTime() - STORY_WINDOW_MS);
    const byCategory = new Map<Category, typeof stored>();
    for (const article of stored)
      byCategory.set(article.category, [...(byCategory.get(article.category) ?? []), article]);
    for (const [category, fresh] of byCategory) {
      const rows = await repository.recentStories(category, since);
      const stories = new Map<number, { members: StoryArticle[]; signatures: Set<string>[] }>();
      for (const row of rows) {
        const story = stories.get(row.keywordId) ?? { members: [], signatures: [] };
        story.members.push(row);
        story.signatures.push(storySignature(row));
        stories.set(row.keywordId, story);
      }
      for (const article of [...fresh].sort((a, b) => a.publishedAt.getTime() - b.publishedAt.getTime())) {
        const signature = storySignature(article);
        let bestId: number | null = null;
        let bestScore = SAME_STORY_THRESHOLD;
        for (const [id, story] of stories) {
          const score = storySimilarity(signature, story.signatures);
          if (score >= bestScore) {
            bestId = id;
            bestScore = score;
          }
        }
        if (bestId === null) {
          bestId = await repository.createKeyword({
            storyKey: `article-${article.articleId}`,
            title: storyTitle([article]),
            category,
            trendScore: trendScore([article], now()),
            collectedAt: now(),
          });
          stories.set(bestId, { members: [], signatures: [] });
          created += 1;
        }
        const story = stories.get(bestId)!;
        story.members.push(article);
        story.signatures.push(signature);
        await repository.linkArticle(bestId, article.articleId);
        touched.add(bestId);
      }
      for (const id of touched) {
        const story = stories.get(id);
        if (!story) continue;
        const ordered = [...story.members].sort((a, b) => a.publishedAt.getTime() - b.publishedAt.getTime());
        await repository.updateKeyword(id, {
          title: storyTitle(ordered),
          trendScore: trendScore(ordered, now()),
          collectedAt: now(),
        });
      }
    }
    return { created, updated: touched.size - created };
  }

  return {
    async run(sources: FeedSource[]): Promise<IngestReport> {
      const started = Date.now();
      const report: IngestReport = {
        sources: sources.length,
        items: 0,
        stored: 0,
        duplicates: 0,
        failed: 0,
        keywordsCreated: 0,
        keywordsUpdated: 0,
        ms: 0,
      };
      const fingerprints = await repository.recentFingerprints(new Date(now().getTime() - DUPLICATE_WINDOW_MS));
      const hashes = new Set(fingerprints.map((f) => f.contentHash));
      const simhashes = fingerprints.map((f) => f.simhash).filter((s): s is bigint => s !== null);
      const stored: (StoryArticle & { category: Category })[] = [];

      for (const source of sources) {
        const sourceStarted = Date.now();
        const sourceId = await repository.upsertSource({
          name: new URL(source.url).host,
          kind: 'rss',
          url: source.url,
          categoryHint: source.categoryHint,
        });
        let items: FeedItem[];
        try {
          items = parseFeed(await fetcher.text(source.url)).items;
        } catch (error) {
          report.failed += 1;
          await repository.markSource(sourceId, `error: ${(error as Error).message}`);
          logger.warn({ source: source.url, err: (error as Error).message }, 'feed failed');
          continue;
        }
        const known = await repository.knownUrls(items.map((i) => i.url));
        const fresh = items.filter((i) => !known.has(i.url));
        report.items += items.length;
        report.duplicates += items.length - fresh.length;
        const counts = { stored: 0, duplicates: items.length - fresh.length, failed: 0 };

        const pages = await mapLimited(fresh, PAGE_CONCURRENCY, async (item) => {
          try {
            return { item, page: await fetchArticle(item) };
          } catch (error) {
            logger.debug({ url: item.url, err: (error as Error).message }, 'article fetch failed');
            return { item, page: null };
          }
        });
        for (const { item, page } of pages) {
          if (!page || page.body.length < MIN_BODY_CHARS) {
            counts.failed += 1;
            continue;
          }
          const body = normalizeWhitespace(page.body);
          const contentHash = createHash('sha256').update(body).digest('hex');
          const fingerprint = simhash(body);
          if (
            hashes.has(contentHash) ||
            simhashes.some((s) => hammingDistance(s, fingerprint) <= NEAR_DUPLICATE_BITS)
          ) {
            counts.duplicates += 1;
            continue;
          }
          const title = normalizeWhitespace(item.title || page.title || '');
          const category = classifyArticle({ title, body, hint: item.category ?? source.categoryHint });
          const publishedAt = item.publishedAt && item.publishedAt <= now() ? item.publishedAt : now();
          const row = await repository.insertArticle({
            sourceId,
            url: item.url,
            outlet: item.outlet ?? new URL(item.url).host,
            title,
            body,
            publishedAt,
            category,
            images: page.images,
            contentHash,
            simhash: fingerprint,
          });
          if (!row) {
            counts.duplicates += 1;
            continue;
          }
          hashes.add(contentHash);
          simhashes.push(fingerprint);
          counts.stored += 1;
          stored.push({
            articleId: row.id,
            title: row.title,
            body: row.body,
            outlet: row.outlet,
            publishedAt: row.publishedAt,
            category,
          });
        }
        report.stored += counts.stored;
        report.duplicates += counts.duplicates - (items.length - fresh.length);
        report.failed += counts.failed;
        await repository.markSource(
          sourceId,
          `ok: ${counts.stored} stored, ${counts.duplicates} duplicates, ${counts.failed} failed`,
        );
        logger.info(
          { source: source.url, items: items.length, ...counts, ms: Date.now() - sourceStarted },
          'feed ingested',
        );
      }

      const stories = await assignStories(stored);
      report.keywordsCreated = stories.created;
      report.keywordsUpdated = stories.updated;
      report.ms = Date.now() - started;
      return report;
    },
  };
}
