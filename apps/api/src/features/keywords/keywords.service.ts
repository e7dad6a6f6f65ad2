import { createHash } from 'node:crypto';
import { categorySchema, keywordItem, type KeywordItem, type KeywordSort } from '@geulgam/contracts';
import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/client.ts';
import { NotFoundError } from '../../shared/errors.ts';
import type { CachedViews } from '../../shared/cached-views.ts';
import { paginate, toOffset } from '../../shared/pagination.ts';
import { sharedItemsJson } from '../../shared/shared-json.ts';
import { createKeywordsRepository, type ActiveKeyword } from './keywords.repository.ts';

export interface ListKeywordsInput {
  sort: KeywordSort;
  page: number;
  pageSize: number;
  member?: { id: number; categories: string[] } | null;
}

/** A page of the list as it goes out: its JSON, and an ETag naming those bytes (a hash, so every process agrees). */
export interface KeywordPageBody {
  readonly body: Buffer;
  readonly etag: string;
}

/**
 * The bound on the kept page bodies. A 100-keyword page is about 30 kB; members share a body when they have the same
 * interests and no post among its keywords, so a few dozen bodies serve everyone. Bodies of an older ordering are
 * never read again and are the first to go.
 */
const PAGE_BODIES_MAX_BYTES = 4 * 1024 * 1024;

// The rows of the cached orderings are shared by every page cut from them (keywords.repository.ts), so each row's two
// answer items (generated or not) are made once and shared too: a page body is then built by checking and stringifying
// each item once (shared/shared-json.ts), not once per page.
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

const pageJson = sharedItemsJson(keywordItem);

export function createKeywordsService(db: Db, views: CachedViews) {
  const repository = createKeywordsRepository(db, views);
  // Every page is cut from an ordering that stays one object while the list does not change (keywords.repository.ts),
  // so its answer is kept as bytes: what differs between two members' pages (the order of their interests, which of
  // the page's keywords they wrote about) is part of the key, so nobody is sent another member's view.
  const orderingIds = new WeakMap<ActiveKeyword[], number>();
  let nextOrderingId = 0;
  const bodies = new LRUCache<string, KeywordPageBody>({
    maxSize: PAGE_BODIES_MAX_BYTES,
    sizeCalculation: ({ body }) => body.length + 256,
  });

  function orderingId(ordered: ActiveKeyword[]): number {
    let id = orderingIds.get(ordered);
    if (id === undefined) orderingIds.set(ordered, (id = ++nextOrderingId));
    return id;
  }

  async function readPage(input: ListKeywordsInput) {
    const { ordered, generatedIds } = await repository.listView({
      sort: input.sort,
      userId: input.member?.id,
      preferredCategories: input.member?.categories,
    });
    const offset = toOffset(input.page, input.pageSize);
    const rows = ordered.slice(offset, offset + input.pageSize);
    const generated = generatedIds ? rows.filter((row) => generatedIds.has(row.id)).map((row) => row.id) : [];
    return { ordered, rows, generated };
  }

  function toList(input: ListKeywordsInput, ordered: ActiveKeyword[], rows: ActiveKeyword[], generated: number[]) {
    const mine = new Set(generated);
    return {
      data: rows.map((row) => answerItem(row, mine.has(row.id))),
      pagination: paginate(input.page, input.pageSize, ordered.length),
    };
  }

  return {
    /** The page as JSON bytes, kept while the list, the member's interests and their posts on the page are as they were. */
    async listBody(input: ListKeywordsInput): Promise<KeywordPageBody> {
      const { ordered, rows, generated } = await readPage(input);
      const key = `${orderingId(ordered)}|${input.page}|${input.pageSize}|${generated.join(',')}`;
      let page = bodies.get(key);
      if (!page) {
        const body = Buffer.from(pageJson(toList(input, ordered, rows, generated)));
        page = { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` };
        bodies.set(key, page);
      }
      return page;
    },
    async click(keywordId: number, userId: number) {
      if (!(await repository.isActive(keywordId))) throw new NotFoundError('키워드를 찾을 수 없어요.');
      await db.transaction(async (tx) => createKeywordsRepository(tx).recordClick(keywordId, userId, new Date()));
      return { message: '클릭을 기록했어요.' };
    },
  };
}
