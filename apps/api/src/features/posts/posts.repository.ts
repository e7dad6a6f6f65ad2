import type { Category, MyPostStatus } from '@geulgam/contracts';
import { and, desc, eq, gte, ilike, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { copyLog, generatedPosts, keywords, postPublications } from '../../db/schema.ts';
import { representativeFirst } from '../../repositories/post-representative.ts';
import type { CachedViews } from '../../shared/cached-views.ts';
import { likeContaining } from '../../shared/sql-like.ts';

/** A member's post with the title of its keyword (the desk names the keyword, not the post). */
type PostRow = typeof generatedPosts.$inferSelect & { keywordTitle: string | null };

const MiB = 1024 * 1024;
/** The bound of the member's posts kept in memory (an estimate of what they keep alive). */
export const POST_CACHE_BYTES = 16 * MiB;

interface NewestVersion {
  id: number;
  title: string;
  createdAt: Date;
  copyCount: number;
  keywordId: number | null;
  keywordTitle: string | null;
  version: number;
  versionCount: number;
  edited: boolean;
  published: boolean;
  publishedUrl: string | null;
  category: string | null;
  ownTopic: boolean;
  imageUrl: string | null;
  rank: number;
}

/** Whether the version was ever published to the member's site. */
const published = sql<boolean>`exists (select 1 from ${postPublications} where ${postPublications.postId} = ${generatedPosts.id})`;
/** Where it was last published. */
const publishedLink = sql<
  string | null
>`(select ${postPublications.link} from ${postPublications} where ${postPublications.postId} = ${generatedPosts.id} order by ${postPublications.updatedAt} desc limit 1)`;

/** What the post was written about: its keyword, or the member's own topic (ADR 038). */
const keywordOrTopic = sql<string | null>`coalesce(${keywords.title}, ${generatedPosts.topic})`;

/** The library's filters (contracts' `myPostsQuery`). */
export interface PostFilters {
  q?: string | undefined;
  status?: MyPostStatus | undefined;
  category?: Category | undefined;
  days?: number | undefined;
}

/**
 * The member's reads are member views (shared/cached-views.ts): served from memory until the service that changes
 * the member's posts drops them. One set per repository, so per app.
 */
export function createPostCaches(views: CachedViews) {
  return {
    // A post keeps its row alive, and with it the answer made from it and that answer's JSON (posts.service.ts,
    // shared/shared-json.ts): about three copies of its HTML, at two bytes a character. 16 MiB of that estimate
    // (~8 MiB live: the estimate counts about twice what a heap snapshot finds) is ~750 of the bench's posts (~5.8 kB of HTML each), every post
    // 200 members read last. At 48 MiB the cache kept filling for minutes under the soak, and V8 commits its heap
    // in proportion to what is live, so each live MiB cost ~1.5 MiB of RSS (ADR 056).
    posts: views.memberViews<{ post: PostRow | null }>({
      maxBytes: POST_CACHE_BYTES,
      sizeOf: ({ post }) => (post ? 6 * (post.content.length + post.title.length) + 4_096 : 256),
    }),
    pages: views.memberViews<{ items: NewestVersion[]; total: number }>({
      maxBytes: 8 * MiB,
      sizeOf: ({ items }) => items.reduce((bytes, item) => bytes + 6 * item.title.length + 512, 256),
    }),
  };
}

/** Only the owner's live posts exist for these queries: another member's post is "not found". */
const owned = (userId: number, id: number) =>
  and(eq(generatedPosts.id, id), eq(generatedPosts.userId, userId), eq(generatedPosts.isActive, true));

export function createPostsRepository(db: Executor, views: CachedViews) {
  const caches = createPostCaches(views);
  return {
    async findOwned(userId: number, id: number): Promise<PostRow | null> {
      const { post } = await caches.posts.read(userId, `post|${id}`, async () => {
        const [row] = await db
          .select({ post: generatedPosts, keywordTitle: keywordOrTopic })
          .from(generatedPosts)
          .leftJoin(keywords, eq(keywords.id, generatedPosts.keywordId))
          .where(owned(userId, id))
          .limit(1);
        return { post: row ? { ...row.post, keywordTitle: row.keywordTitle } : null };
      });
      return post;
    },
    async markGenerated(userId: number, id: number) {
      const rows = await db
        .update(generatedPosts)
        .set({ isGenerated: true, updatedAt: new Date() })
        .where(owned(userId, id))
        .returning({ id: generatedPosts.id });
      return rows.length > 0;
    },
    /** Counts a copy and logs it in one transaction; returns the new count, or null when not found. */
    async recordCopy(userId: number, id: number): Promise<number | null> {
      const [row] = await db
        .update(generatedPosts)
        .set({ copyCount: sql`${generatedPosts.copyCount} + 1` })
        .where(owned(userId, id))
        .returning({ copyCount: generatedPosts.copyCount });
      if (!row) return null;
      await db.insert(copyLog).values({ postId: id, userId });
      return row.copyCount;
    },
    /**
     * The member's 대표 live version of each keyword (a post without a keyword stands alone), newest first, and
     * how many there are: one query (the total rides along as a window count); only a page past the end asks again.
     * The filters (the library's search, status, category and period) apply to the 대표 versions.
     */
    async newestVersions(userId: number, limit: number, offset: number, filters: PostFilters = {}) {
      const filterKey = [filters.q ?? '', filters.status ?? '', filters.category ?? '', filters.days ?? ''].join('|');
      return caches.pages.read(userId, `newest|${limit}|${offset}|${filterKey}`, async () => {
        const mine = and(eq(generatedPosts.userId, userId), eq(generatedPosts.isActive, true));
        const group = sql`coalesce(${generatedPosts.keywordId}, -${generatedPosts.id})`;
        const ranked = db
          .select({
            id: generatedPosts.id,
            title: generatedPosts.title,
            createdAt: generatedPosts.createdAt,
            copyCount: generatedPosts.copyCount,
            keywordId: generatedPosts.keywordId,
            topic: generatedPosts.topic,
            topicCategory: generatedPosts.topicCategory,
            image1Url: generatedPosts.image1Url,
            version: generatedPosts.version,
            versionCount: sql<number>`count(*) over (partition by ${group})`.as('version_count'),
            edited: generatedPosts.edited,
            published: published.as('published'),
            publishedUrl: publishedLink.as('published_url'),
            rank: sql<number>`row_number() over (partition by ${group} order by ${representativeFirst})`.as(
              'version_rank',
            ),
          })
          .from(generatedPosts)
          .where(mine)
          .as('ranked');
        const title = sql<string | null>`coalesce(${keywords.title}, ${ranked.topic})`;
        const category = sql<string | null>`coalesce(${keywords.category}, ${ranked.topicCategory})`;
        const where = and(
          eq(ranked.rank, 1),
          filters.q
            ? or(ilike(ranked.title, likeContaining(filters.q)), ilike(title, likeContaining(filters.q)))
            : undefined,
          filters.status === 'published' ? sql`${ranked.published}` : undefined,
          filters.status === 'edited' ? and(eq(ranked.edited, true), sql`not ${ranked.published}`) : undefined,
          filters.status === 'draft' ? and(eq(ranked.edited, false), sql`not ${ranked.published}`) : undefined,
          filters.category ? sql`${category} = ${filters.category}` : undefined,
          filters.days ? gte(ranked.createdAt, sql`now() - make_interval(days => ${filters.days})`) : undefined,
        );
        const read = (take: number, skip: number) =>
          db
            .select({
              id: ranked.id,
              title: ranked.title,
              createdAt: ranked.createdAt,
              copyCount: ranked.copyCount,
              keywordId: ranked.keywordId,
              keywordTitle: title,
              category,
              ownTopic: sql<boolean>`${ranked.topic} is not null`,
              imageUrl: ranked.image1Url,
              version: ranked.version,
              versionCount: ranked.versionCount,
              edited: ranked.edited,
              published: ranked.published,
              publishedUrl: ranked.publishedUrl,
              rank: ranked.rank,
              total: sql<number>`count(*) over ()`.mapWith(Number),
            })
            .from(ranked)
            .leftJoin(keywords, eq(keywords.id, ranked.keywordId))
            .where(where)
            .orderBy(desc(ranked.createdAt), desc(ranked.id))
            .limit(take)
            .offset(skip);
        const rows = await read(limit, offset);
        // A page past the end carries no count: the first row of the list does.
        const total = rows.length > 0 || offset === 0 ? (rows[0]?.total ?? 0) : ((await read(1, 0))[0]?.total ?? 0);
        return { items: rows.map(({ total: _total, ...item }) => item), total };
      });
    },
    /** Every live version the member has of one keyword, newest first, with the 대표 one's id. */
    async versionsOf(userId: number, keywordId: number) {
      return db
        .select({
          id: generatedPosts.id,
          version: generatedPosts.version,
          tone: generatedPosts.tone,
          length: generatedPosts.length,
          edited: generatedPosts.edited,
          createdAt: generatedPosts.createdAt,
          published,
          rank: sql<number>`row_number() over (order by ${representativeFirst})`.mapWith(Number),
        })
        .from(generatedPosts)
        .where(
          and(
            eq(generatedPosts.userId, userId),
            eq(generatedPosts.keywordId, keywordId),
            eq(generatedPosts.isActive, true),
          ),
        )
        .orderBy(desc(generatedPosts.version), desc(generatedPosts.id));
    },
    /** Stores the member's own title or text of a version; null when it is not theirs. */
    async updateOwned(userId: number, id: number, change: { title?: string; content?: string }) {
      const [row] = await db
        .update(generatedPosts)
        .set({ ...change, edited: true, updatedAt: new Date(), workedAt: new Date() })
        .where(owned(userId, id))
        .returning();
      if (!row) return null;
      const [keyword] =
        row.keywordId === null
          ? []
          : await db.select({ title: keywords.title }).from(keywords).where(eq(keywords.id, row.keywordId)).limit(1);
      return { ...row, keywordTitle: keyword?.title ?? row.topic };
    },
    /** The member opened this version; false when it is not theirs. */
    async markOpened(userId: number, id: number) {
      const rows = await db
        .update(generatedPosts)
        .set({ openedAt: new Date() })
        .where(owned(userId, id))
        .returning({ id: generatedPosts.id });
      return rows.length > 0;
    },
    /** Deletes one version, or with `all` every live version of its keyword; the ids that went (none: not theirs). */
    async deleteOwned(userId: number, id: number, all = false): Promise<number[]> {
      if (!all) {
        const rows = await db.delete(generatedPosts).where(owned(userId, id)).returning({ id: generatedPosts.id });
        return rows.map((row) => row.id);
      }
      const [post] = await db
        .select({ keywordId: generatedPosts.keywordId })
        .from(generatedPosts)
        .where(owned(userId, id))
        .limit(1);
      if (!post) return [];
      const sameKeyword =
        post.keywordId === null
          ? owned(userId, id)
          : and(
              eq(generatedPosts.userId, userId),
              eq(generatedPosts.keywordId, post.keywordId),
              eq(generatedPosts.isActive, true),
            );
      const rows = await db.delete(generatedPosts).where(sameKeyword).returning({ id: generatedPosts.id });
      return rows.map((row) => row.id);
    },
  };
}
