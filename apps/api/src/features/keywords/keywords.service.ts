import { categorySchema, type Category, type KeywordList, type KeywordSort } from '@geulgam/contracts';
import type { Db } from '../../db/client.ts';
import { NotFoundError } from '../../shared/errors.ts';
import { keywordListVersion } from '../../shared/keyword-list-version.ts';
import { createMemoryCache } from '../../shared/memory-cache.ts';
import { paginate, toOffset } from '../../shared/pagination.ts';
import { createKeywordsRepository } from './keywords.repository.ts';

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

// The rows of the cached orderings are shared by every page cut from them (keywords.repository.ts): their category
// is checked and their time formatted once, not on every request (a 100-item member page did both 100 times).
const checkedCategories = new Map<string, Category>();
const isoTimes = new WeakMap<Date, string>();

function category(value: string): Category {
  let checked = checkedCategories.get(value);
  if (!checked) checkedCategories.set(value, (checked = categorySchema.parse(value)));
  return checked;
}

function isoTime(date: Date): string {
  let iso = isoTimes.get(date);
  if (iso === undefined) isoTimes.set(date, (iso = date.toISOString()));
  return iso;
}

export function createKeywordsService(db: Db) {
  const repository = createKeywordsRepository(db);
  // Visitors all see the same pages, and the home page is the busiest call: serve them from
  // memory. Members get their own order and badges, so their pages are always read fresh.
  const visitorPages = createMemoryCache({
    ttlMs: VISITOR_CACHE_TTL_MS,
    maxBytes: VISITOR_CACHE_MAX_BYTES,
    load: (input: ListKeywordsInput) => readList(input),
  });

  function visitorList(input: ListKeywordsInput): Promise<KeywordList> {
    // The change counter is part of the key, so a change made in this process is seen at once.
    const key = `${keywordListVersion()}|${input.sort}|${input.page}|${input.pageSize}`;
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
      data: items.map((k) => ({
        id: k.id,
        title: k.title,
        category: category(k.category),
        is_generated: Boolean(k.isGenerated),
        collected_at: isoTime(k.collectedAt),
        outlet_count: k.outletCount,
        summary: k.summary,
      })),
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
