import { categorySchema, type KeywordItem, type KeywordList, type KeywordSort } from '@geulgam/contracts';
import type { Db } from '../../db/client.ts';
import { NotFoundError } from '../../shared/errors.ts';
import type { CachedViews } from '../../shared/cached-views.ts';
import { createMemoryCache } from '../../shared/memory-cache.ts';
import { paginate, toOffset } from '../../shared/pagination.ts';
import { createKeywordsRepository, type ActiveKeyword } from './keywords.repository.ts';

export interface ListKeywordsInput {
  sort: KeywordSort;
  page: number;
  pageSize: number;
  member?: { id: number; categories: string[] } | null;
}

/** How long a visitor page may be served from memory (clicks reorder `popular` meanwhile). */
const VISITOR_CACHE_TTL_MS = 5_000;
/** A 12-keyword page is about 2 kB of JSON; this holds a few hundred of them. */
const VISITOR_CACHE_MAX_BYTES = 1024 * 1024;

// The rows of the cached orderings are shared by every page cut from them (keywords.repository.ts), so each row's two
// answer items (generated or not) are made once and shared too: the route's serializer then checks and stringifies
// each item once, not on every request (a 100-item member page did that 100 times: issue 19).
const answerItems = new WeakMap<ActiveKeyword, readonly [KeywordItem, KeywordItem]>();

function answerItem(row: ActiveKeyword, isGenerated: boolean): KeywordItem {
  let pair = answerItems.get(row);
  if (!pair) {
    const item = (generated: boolean): KeywordItem =>
      Object.freeze({
        id: row.id,
        title: row.title,
        category: categorySchema.parse(row.category),
        is_generated: generated,
        collected_at: row.collectedAt.toISOString(),
        outlet_count: row.outletCount,
        summary: row.summary,
      });
    pair = [item(false), item(true)];
    answerItems.set(row, pair);
  }
  return pair[isGenerated ? 1 : 0];
}

export function createKeywordsService(db: Db, views: CachedViews) {
  const repository = createKeywordsRepository(db, views);
  // Visitors all see the same pages, and the home page is the busiest call: serve them from
  // memory. Members get their own order and badges, so their pages are always read fresh.
  const visitorPages = createMemoryCache({
    ttlMs: VISITOR_CACHE_TTL_MS,
    maxBytes: VISITOR_CACHE_MAX_BYTES,
    load: (input: ListKeywordsInput) => readList(input),
  });

  function visitorList(input: ListKeywordsInput): Promise<KeywordList> {
    // The list's version is part of the key, so a change is seen at once (another process's when its notice comes).
    const key = `${views.version('keywords')}|${input.sort}|${input.page}|${input.pageSize}`;
    return visitorPages.forceFetch(key, { context: input });
  }

  async function readList(input: ListKeywordsInput): Promise<KeywordList> {
    const { items, total } = await repository.listActive({
      sort: input.sort,
      limit: input.pageSize,
      offset: toOffset(input.page, input.pageSize),
      userId: input.member?.id,
      preferredCategories: input.member?.categories,
    });
    return {
      data: items.map(({ keyword, isGenerated }) => answerItem(keyword, isGenerated)),
      pagination: paginate(input.page, input.pageSize, total),
    };
  }

  return {
    list(input: ListKeywordsInput): Promise<KeywordList> {
      return input.member ? readList(input) : visitorList(input);
    },
    async click(keywordId: number, userId: number) {
      if (!(await repository.isActive(keywordId))) throw new NotFoundError('키워드를 찾을 수 없어요.');
      await db.transaction(async (tx) => createKeywordsRepository(tx).recordClick(keywordId, userId, new Date()));
      return { message: '클릭을 기록했어요.' };
    },
  };
}
