import { hammingDistance, simhash } from '@geulgam/korean';
import { createHash } from 'node:crypto';
import type { Category } from '@geulgam/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { OutboundError } from '../../shared/safe-fetch.ts';
import { CharsetError } from './charset.ts';
import { MIN_BODY_CHARS } from './limits.ts';
import { classifyArticle } from './classify.ts';
import type { FeedItem } from './feed-parser.ts';
import { HostBusyError, type PoliteFetcher } from './fetcher.ts';
import { createIngestionRepository, type NewArticle } from './ingestion.repository.ts';
import type { NewsSource } from './news-sources.ts';
import { cleanUrl } from './page-meta.ts';
import { sharedPageReader, type PageReader } from './page-reader.ts';
import type { ReadArticle } from './read-article.ts';
import { RobotsDisallowedError } from './robots.ts';
import { clusterStories, storyLead, trendScore, type ExistingStory, type StoryArticle } from './stories.ts';

export interface IngestReport {
  sources: number;
  items: number;
  stored: number;
  duplicates: number;
  failed: number;
  /** Article pages decoded from EUC-KR/CP949. */
  eucKrPages: number;
  /** Items whose page robots.txt disallows for our crawler (never requested). */
  robotsSkipped: number;
  /** Pages whose canonical URL was already stored or met earlier in the run (also counted in `duplicates`). */
  canonicalDuplicates: number;
  keywordsCreated: number;
  keywordsUpdated: number;
  ms: number;
}

// A small edit (a changed ending, an added credit line) moves 1–9 bits; distinct demo articles are ≥ 19 apart.
const NEAR_DUPLICATE_BITS = 6;
const DUPLICATE_WINDOW_MS = 14 * 24 * 3600 * 1000;
const STORY_WINDOW_MS = 72 * 3600 * 1000;
const PAGE_CONCURRENCY = 6;

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

/** Sources (feeds, search APIs) → article pages → readable text → dedupe → category → stored articles → stories (keywords). */
export function createIngestService(deps: {
  db: Db;
  fetcher: PoliteFetcher;
  logger: FastifyBaseLogger;
  now?: () => Date;
  /** Reads the article pages in a thread; the process's shared one unless given. */
  reader?: PageReader;
}) {
  const { db, fetcher, logger } = deps;
  const reader = deps.reader ?? sharedPageReader;
  const now = deps.now ?? (() => new Date());
  const repository = createIngestionRepository(db);

  type PageOutcome =
    | { item: FeedItem; article: ReadArticle; eucKr: boolean }
    | { item: FeedItem; article: null; skipped: 'robots' | 'failed' };

  async function fetchArticle(item: FeedItem): Promise<PageOutcome> {
    try {
      const page = await fetcher.page(item.url);
      return { item, article: await reader.readArticle(item, page), eucKr: page.charset === 'euc-kr' };
    } catch (error) {
      if (error instanceof HostBusyError) {
        logger.info({ url: item.url }, 'article deferred to the next run: its host’s Crawl-delay queue is full');
        return { item, article: null, skipped: 'failed' };
      }
      if (error instanceof RobotsDisallowedError) {
        logger.debug({ url: item.url }, 'article skipped: robots.txt disallows it');
        return { item, article: null, skipped: 'robots' };
      }
      // A feed pointing at an address we refuse, or a page we cannot decode, is worth the operator's
      // attention; a flaky site is not.
      const refused = error instanceof OutboundError && error.reason === 'refused';
      const undecodable = error instanceof CharsetError;
      logger[refused || undecodable ? 'warn' : 'debug'](
        { url: item.url, err: (error as Error).message },
        undecodable ? 'article skipped: undecodable charset' : 'article fetch failed',
      );
      return { item, article: null, skipped: 'failed' };
    }
  }

  /**
   * Clusters the new articles into stories in memory (against the recent stories of their categories,
   * `clusterStories`), then writes new keywords, links and updated titles in a few statements.
   */
  async function assignStories(stored: (StoryArticle & { category: Category })[]) {
    const since = new Date(now().getTime() - STORY_WINDOW_MS);
    const categories = [...new Set(stored.map((article) => article.category))];
    const existing = new Map<number, ExistingStory>();
    for (const row of await repository.recentStories(categories, since)) {
      let story = existing.get(row.keywordId);
      if (!story) {
        story = { id: row.keywordId, category: row.category, members: [] };
        existing.set(row.keywordId, story);
      }
      story.members.push(row);
    }
    const touched = clusterStories([...existing.values()], stored).filter((story) => story.fresh.length > 0);
    const summary = (story: (typeof touched)[number]) => ({
      title: story.title ?? '',
      trendScore: trendScore(story.members, now()),
      collectedAt: now(),
      outletCount: new Set(story.members.map((member) => member.outlet)).size,
      summary: storyLead(story.members),
    });
    const created = touched.filter((story) => story.id === null);
    const ids = await repository.createKeywords(
      created.map((story) => ({
        storyKey: `article-${story.fresh[0]!.articleId}`,
        category: story.category,
        ...summary(story),
      })),
    );
    created.forEach((story, index) => (story.id = ids[index]!));
    await repository.updateKeywords(
      touched.filter((story) => existing.has(story.id!)).map((story) => ({ id: story.id!, ...summary(story) })),
    );
    await repository.linkArticles(
      touched.flatMap((story) =>
        story.fresh.map((article) => ({ keywordId: story.id!, articleId: article.articleId })),
      ),
    );
    return { created: created.length, updated: touched.length - created.length };
  }

  return {
    async run(sources: NewsSource[]): Promise<IngestReport> {
      const started = Date.now();
      const report: IngestReport = {
        sources: sources.length,
        items: 0,
        stored: 0,
        duplicates: 0,
        failed: 0,
        eucKrPages: 0,
        robotsSkipped: 0,
        canonicalDuplicates: 0,
        keywordsCreated: 0,
        keywordsUpdated: 0,
        ms: 0,
      };
      const fingerprints = await repository.recentFingerprints(new Date(now().getTime() - DUPLICATE_WINDOW_MS));
      const hashes = new Set(fingerprints.map((f) => f.contentHash));
      const simhashes = fingerprints.map((f) => f.simhash).filter((s): s is bigint => s !== null);
      const stored: (StoryArticle & { category: Category })[] = [];
      const seenUrls = new Set<string>();

      for (const source of sources) {
        const sourceStarted = Date.now();
        const sourceId = await repository.upsertSource({
          name: source.kind === 'naver' ? `네이버 뉴스 검색` : new URL(source.url).host,
          kind: source.kind,
          url: source.url,
          categoryHint: source.categoryHint,
        });
        let items: FeedItem[];
        try {
          items = await source.items();
        } catch (error) {
          report.failed += 1;
          await repository.markSource(sourceId, `error: ${(error as Error).message}`, {
            startedAt: sourceStarted,
            error: (error as Error).message,
          });
          logger.warn({ source: source.url, kind: source.kind, err: (error as Error).message }, 'news source failed');
          continue;
        }
        const known = await repository.knownUrls([...new Set(items.flatMap((i) => [i.url, cleanUrl(i.url)]))]);
        const fresh = items.filter((i) => !known.has(i.url) && !known.has(cleanUrl(i.url)));
        report.items += items.length;
        const counts = {
          stored: 0,
          duplicates: items.length - fresh.length,
          failed: 0,
          eucKrPages: 0,
          robotsSkipped: 0,
          canonicalDuplicates: 0,
        };

        const pages = await mapLimited(fresh, PAGE_CONCURRENCY, fetchArticle);
        const read = pages.flatMap((outcome) => {
          if (outcome.article) return [outcome];
          if (outcome.skipped === 'robots') counts.robotsSkipped += 1;
          else counts.failed += 1;
          return [];
        });
        const storedCanonical = await repository.knownUrls([...new Set(read.map((r) => r.article.url))]);
        const candidates: NewArticle[] = [];
        for (const { item, article, eucKr } of read) {
          if (eucKr) counts.eucKrPages += 1;
          if (article.body.length < MIN_BODY_CHARS) {
            counts.failed += 1;
            continue;
          }
          // The same article reached by another link (mobile, AMP, tracking parameters) names one canonical URL.
          if (storedCanonical.has(article.url) || seenUrls.has(article.url)) {
            counts.duplicates += 1;
            counts.canonicalDuplicates += 1;
            continue;
          }
          const { body } = article;
          const contentHash = createHash('sha256').update(body).digest('hex');
          const fingerprint = simhash(body);
          if (
            hashes.has(contentHash) ||
            simhashes.some((s) => hammingDistance(s, fingerprint) <= NEAR_DUPLICATE_BITS)
          ) {
            counts.duplicates += 1;
            continue;
          }
          hashes.add(contentHash);
          simhashes.push(fingerprint);
          seenUrls.add(article.url);
          const publishedAt = article.publishedAt && article.publishedAt <= now() ? article.publishedAt : now();
          candidates.push({
            sourceId,
            url: article.url,
            sourceUrl: article.sourceUrl === article.url ? null : article.sourceUrl,
            outlet: article.outlet,
            title: article.title,
            body,
            publishedAt,
            category: classifyArticle({
              title: article.title,
              body,
              hint: item.category ?? source.categoryHint,
            }),
            images: article.images,
            contentHash,
            simhash: fingerprint,
          });
        }
        const rows = await repository.insertArticles(candidates);
        // Another run may have stored some of these URLs in the meantime.
        counts.duplicates += candidates.length - rows.length;
        counts.stored += rows.length;
        for (const row of rows)
          stored.push({
            articleId: row.id,
            title: row.title,
            body: row.body,
            outlet: row.outlet,
            publishedAt: row.publishedAt,
            category: row.category as Category,
          });
        report.stored += counts.stored;
        report.duplicates += counts.duplicates;
        report.failed += counts.failed;
        report.eucKrPages += counts.eucKrPages;
        report.robotsSkipped += counts.robotsSkipped;
        report.canonicalDuplicates += counts.canonicalDuplicates;
        await repository.markSource(
          sourceId,
          `ok: ${counts.stored} stored, ${counts.duplicates} duplicates, ${counts.failed} failed` +
            (counts.robotsSkipped > 0 ? `, ${counts.robotsSkipped} disallowed by robots.txt` : ''),
          { startedAt: sourceStarted, items: items.length, ...counts },
        );
        logger.info(
          { source: source.url, kind: source.kind, items: items.length, ...counts, ms: Date.now() - sourceStarted },
          'news source ingested',
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
