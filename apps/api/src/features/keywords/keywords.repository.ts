import type { KeywordSort } from '@geulgam/contracts';
import { and, desc, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Executor } from '../../db/client.ts';
import { generatedPosts, keywordClicks, keywords } from '../../db/schema.ts';
import type { CachedViews } from '../../shared/cached-views.ts';

export interface KeywordListFilter {
  sort: KeywordSort;
  /** The signed-in member, for `is_generated`. */
  userId?: number | undefined;
  /** The member's interests come first when given. */
  preferredCategories?: string[] | undefined;
}

const SORT_COLUMNS: Record<KeywordSort, SQL[]> = {
  latest: [desc(keywords.collectedAt), desc(keywords.id)],
  popular: [desc(keywords.clickCount), desc(keywords.collectedAt), desc(keywords.id)],
  trending: [desc(keywords.trendScore), desc(keywords.collectedAt), desc(keywords.id)],
};

/** How long the active list in one order is kept (clicks reorder `popular` meanwhile; ingestion bumps the version). */
const ORDERING_TTL_MS = 5_000;

export type ActiveKeyword = Awaited<ReturnType<typeof readOrdering>>[number];

/** Every active keyword in one sort order: the list every visitor and member page is cut from. */
function readOrdering(db: Executor, sort: KeywordSort) {
  return db
    .select({
      id: keywords.id,
      title: keywords.title,
      category: keywords.category,
      collectedAt: keywords.collectedAt,
      outletCount: keywords.outletCount,
      summary: keywords.summary,
    })
    .from(keywords)
    .where(eq(keywords.isActive, true))
    .orderBy(...SORT_COLUMNS[sort]);
}

const ORDERINGS_MAX_BYTES = 8 * 1024 * 1024;

/** An estimate of the memory an ordering keeps alive: its strings at two bytes a character, and each row's object. */
export function orderingBytes(ordering: ActiveKeyword[]): number {
  let bytes = 64;
  for (const k of ordering) bytes += 160 + 2 * (k.title.length + k.category.length + (k.summary?.length ?? 0));
  return bytes;
}

/** Whether two reads of one keyword would answer the same item. */
function sameRow(a: ActiveKeyword, b: ActiveKeyword): boolean {
  return (
    a.title === b.title &&
    a.category === b.category &&
    a.collectedAt.getTime() === b.collectedAt.getTime() &&
    a.outletCount === b.outletCount &&
    a.summary === b.summary
  );
}

/**
 * Reads of the orderings that keep what did not change: a row equal to the one read before is that same object, and
 * an ordering with the same rows in the same order is the array read before. The answer items and the page bodies
 * are kept by the identity of these objects (keywords.service.ts), so a re-read after the orderings' short lifetime,
 * or after a version change that left the list as it was, costs one query and nothing else.
 */
function createOrderingReader(db: Executor) {
  /** The last rows read, by id (every ordering holds the same active rows, so this is bounded by the list). */
  let rows = new Map<number, ActiveKeyword>();
  const last = new Map<KeywordSort, ActiveKeyword[]>();
  return async (sort: KeywordSort): Promise<ActiveKeyword[]> => {
    const read = await readOrdering(db, sort);
    const seen = new Map<number, ActiveKeyword>();
    const ordering = read.map((row) => {
      const before = rows.get(row.id);
      const kept = before && sameRow(before, row) ? before : row;
      seen.set(kept.id, kept);
      return kept;
    });
    rows = seen;
    const previous = last.get(sort);
    if (previous && previous.length === ordering.length && previous.every((row, i) => row === ordering[i])) {
      return previous;
    }
    last.set(sort, ordering);
    return ordering;
  };
}

/**
 * The orderings (keyed on the keyword list's version), and each member's generated keywords (a member view, dropped
 * when the member's posts change: shared/cached-views.ts). One set per service, so per app.
 */
function createKeywordCaches(db: Executor, views: CachedViews) {
  const readKept = createOrderingReader(db);
  return {
    views,
    orderings: new LRUCache<string, ActiveKeyword[], KeywordSort>({
      max: 16,
      // Each entry is the whole active list: bounded in bytes too, so a large list cannot hold 16 copies (ADR 037).
      maxSize: ORDERINGS_MAX_BYTES,
      sizeCalculation: orderingBytes,
      ttl: ORDERING_TTL_MS,
      fetchMethod: (_key, _stale, { context }) => readKept(context),
    }),
    generated: views.memberViews<{ ids: Set<number> }>({
      maxBytes: 4 * 1024 * 1024,
      sizeOf: ({ ids }) => 64 * ids.size + 256,
    }),
  };
}

/** An ordering with the given categories first, each part in its own order; kept per ordering and category set. */
const partitions = new WeakMap<ActiveKeyword[], Map<string, ActiveKeyword[]>>();

function interestsFirst(ordering: ActiveKeyword[], categories: string[]): ActiveKeyword[] {
  let byCategories = partitions.get(ordering);
  if (!byCategories) partitions.set(ordering, (byCategories = new Map()));
  const key = [...new Set(categories)].sort().join(',');
  let ordered = byCategories.get(key);
  if (!ordered) {
    const preferred = new Set(categories);
    ordered = [
      ...ordering.filter((k) => preferred.has(k.category)),
      ...ordering.filter((k) => !preferred.has(k.category)),
    ];
    byCategories.set(key, ordered);
  }
  return ordered;
}

/** `views` is needed for the list (its caches); a repository on a transaction (clicks) goes without. */
export function createKeywordsRepository(db: Executor, views?: CachedViews) {
  const caches = views && createKeywordCaches(db, views);
  /** The keywords the member has a live, successful post of. */
  async function generatedKeywordIds(userId: number) {
    const rows = await db
      .selectDistinct({ keywordId: generatedPosts.keywordId })
      .from(generatedPosts)
      .where(
        and(
          eq(generatedPosts.userId, userId),
          eq(generatedPosts.isActive, true),
          eq(generatedPosts.status, 'success'),
          isNotNull(generatedPosts.keywordId),
        ),
      );
    return { ids: new Set(rows.map((r) => r.keywordId!)) };
  }

  return {
    /**
     * The active keywords as one member sees them: the member's interests first (a stable partition of the sorted
     * list, as `order by (category in …) desc, <sort>` would) and the ids of the keywords the member has a live post
     * of (`is_generated`). Served from the in-memory orderings and the member's generated set: no query when both are
     * warm. `ordered` is shared by everyone with the same interests and kept as one object while the list is
     * unchanged, so a page cut from it can be kept by its identity (keywords.service.ts).
     */
    async listView(filter: KeywordListFilter) {
      if (!caches) throw new Error('the keyword list is read through a repository with the cached views');
      const { orderings, generated } = caches;
      const [ordering, mine] = await Promise.all([
        orderings.forceFetch(`${caches.views.version('keywords')}|${filter.sort}`, { context: filter.sort }),
        filter.userId
          ? generated.read(filter.userId, 'generated-keywords', () => generatedKeywordIds(filter.userId!))
          : null,
      ]);
      const ordered = filter.preferredCategories?.length
        ? interestsFirst(ordering, filter.preferredCategories)
        : ordering;
      return { ordered, generatedIds: mine?.ids ?? null };
    },
    async isActive(id: number): Promise<boolean> {
      const [row] = await db
        .select({ id: keywords.id })
        .from(keywords)
        .where(and(eq(keywords.id, id), eq(keywords.isActive, true)))
        .limit(1);
      return Boolean(row);
    },
    /** Records a member's click; the counter moves at most once per member, keyword and hour. */
    async recordClick(keywordId: number, userId: number, at: Date): Promise<boolean> {
      const hourBucket = new Date(Math.floor(at.getTime() / 3_600_000) * 3_600_000);
      const inserted = await db
        .insert(keywordClicks)
        .values({ keywordId, userId, hourBucket })
        .onConflictDoNothing()
        .returning({ id: keywordClicks.id });
      if (inserted.length === 0) return false;
      await db
        .update(keywords)
        .set({ clickCount: sql`${keywords.clickCount} + 1` })
        .where(eq(keywords.id, keywordId));
      return true;
    },
  };
}
