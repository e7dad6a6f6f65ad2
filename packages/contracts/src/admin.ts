import { z } from 'zod';
import { categorySchema } from './categories.ts';
import { isoDateTime, listOf, nullableUrl, pageQuery } from './common.ts';

export const ADMIN_PAGE_SIZES = [10, 20, 30, 50] as const;

const imageSlots = {
  image_1_url: nullableUrl,
  image_2_url: nullableUrl,
  image_3_url: nullableUrl,
};

// Dashboard
export const dailyStats = z.object({
  data: z.array(
    z.object({ date: z.string(), generated_posts: z.number().int(), collected_keywords: z.number().int() }),
  ),
});
export const daysQuery = z.object({ days: z.coerce.number().int().min(1).max(365).default(7) });
export const topKeywordsQuery = daysQuery.extend({ limit: z.coerce.number().int().min(1).max(100).default(10) });
export const topKeywords = z.object({
  data: z.array(z.object({ keyword_id: z.number().int(), title: z.string(), click_count: z.number().int() })),
});
/** Writer calls (the offline writer and the LLM) over the last days; served at `…/clova-stats/`, the spec's path. */
export const writerCallStats = z.object({
  data: z.object({
    total: z.number().int(),
    success: z.number().int(),
    fail: z.number().int(),
    success_rate: z.number(),
  }),
});

/** 실시간 현황 and 시스템 상태: this API process's live figures and the readiness it sees. */
export const dashboardLive = z.object({
  data: z.object({
    measured_at: isoDateTime,
    /** Members with a request in the last `active_window_minutes` (this API process). */
    active_members: z.number().int(),
    active_window_minutes: z.number().int(),
    /** API latency over the last minute (health checks and scrapes left out); null without requests. */
    latency: z.object({
      window_seconds: z.number().int(),
      requests: z.number().int(),
      p50_ms: z.number().nullable(),
      p95_ms: z.number().nullable(),
    }),
    memory: z.object({ rss_bytes: z.number().int(), heap_used_bytes: z.number().int(), total_bytes: z.number().int() }),
    event_loop_delay_p99_ms: z.number().nullable(),
    /** Jobs waiting (created or retry) and running; null when the queue could not be read. */
    queue: z.object({ waiting: z.number().int(), active: z.number().int(), failed: z.number().int() }).nullable(),
    status: z.object({
      /** ok: everything answers; warning: it works but something needs a look; error: a part is down. */
      level: z.enum(['ok', 'warning', 'error']),
      /** One plain Korean sentence per problem, or the all-clear. */
      message: z.string(),
      database: z.enum(['ok', 'down']),
      queue: z.enum(['ok', 'off', 'down']),
      ingestion: z.object({
        last_success_at: isoDateTime.nullable(),
        interval_minutes: z.number().int(),
        stale: z.boolean(),
      }),
    }),
  }),
});
export const ingestionRunsQuery = z.object({ per_source: z.coerce.number().int().min(1).max(50).default(5) });
/** 수집 현황: the last runs of each news source, newest source activity first. */
export const ingestionRunsList = z.object({
  data: z.array(
    z.object({
      source_id: z.number().int(),
      name: z.string(),
      kind: z.string(),
      url: z.string(),
      runs: z.array(
        z.object({
          id: z.number().int(),
          started_at: isoDateTime,
          finished_at: isoDateTime,
          ok: z.boolean(),
          items: z.number().int(),
          stored: z.number().int(),
          duplicates: z.number().int(),
          failed: z.number().int(),
          /** Article pages decoded from EUC-KR/CP949. */
          euc_kr_pages: z.number().int().default(0),
          /** Items not fetched because the site's robots.txt disallows them for our crawler. */
          robots_skipped: z.number().int().default(0),
          /** Pages stored once because their canonical URL named an article already stored (in `duplicates` too). */
          canonical_duplicates: z.number().int().default(0),
          error: z.string().nullable(),
        }),
      ),
    }),
  ),
});

// Titles (keywords)
export const adminKeywordsQuery = pageQuery(20).extend({
  search: z.string().trim().max(100).optional(),
  sort: z.enum(['created_desc', 'created_asc', 'title_asc']).default('created_desc'),
});
export const adminKeywordItem = z.object({
  id: z.number().int(),
  title: z.string(),
  category: categorySchema,
  is_active: z.boolean(),
  created_at: isoDateTime,
  content: z.string(),
  original_url: z.string().nullable(),
  ...imageSlots,
  generated_post: z.object({ content: z.string() }).nullable(),
});
export const adminKeywordList = listOf(adminKeywordItem);
export const adminKeywordDetail = z.object({
  data: z.object({
    id: z.number().int(),
    title: z.string(),
    content: z.string(),
    original_url: z.string().nullable(),
    article: z.object({ content: z.string(), origin_link: z.string().nullable() }),
    ...imageSlots,
    generated_post: z.object({ content: z.string(), ...imageSlots }).nullable(),
    is_active: z.boolean(),
    created_at: isoDateTime,
  }),
});
export const adminKeywordTitleBody = z.strictObject({
  title: z.string().trim().min(1, '제목을 입력해 주세요.').max(200),
});
export const adminKeywordTitleResponse = z.object({ data: z.object({ id: z.number().int(), title: z.string() }) });
export const adminKeywordToggleResponse = z.object({
  data: z.object({ id: z.number().int(), title: z.string(), is_active: z.boolean() }),
});
export const adminKeywordPreview = z.object({
  data: z.object({
    title: z.string(),
    content: z.string(),
    ...imageSlots,
    created_at: isoDateTime,
    copy_count: z.number().int(),
  }),
});
export const regenerateBody = z.object({}).strict();
/** 200: the job finished while the call waited (the preview shows the new post). */
export const regenerateDone = z.object({
  data: z.object({ status: z.literal('done'), job_id: z.string(), post_id: z.number().int() }),
});
/** 202: still running after the wait; the preview shows the new post when the job ends. */
export const regenerateQueued = z.object({ data: z.object({ status: z.literal('queued'), job_id: z.string() }) });
export const regenerateResponse = z.union([regenerateDone, regenerateQueued]);
export type RegenerateResponse = z.infer<typeof regenerateResponse>;

// Generated posts
const booleanQuery = z.enum(['true', 'false']).transform((v) => v === 'true');
export const generatedQuery = pageQuery(20).extend({
  email: z.string().trim().max(254).optional(),
  title: z.string().trim().max(200).optional(),
  is_active: booleanQuery.optional(),
});
export const generatedItem = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  ...imageSlots,
  is_active: z.boolean(),
  copy_count: z.number().int(),
  created_at: isoDateTime,
  user_email: z.string().nullable(),
});
export const generatedList = listOf(generatedItem);
export const generatedDetail = z.object({ data: generatedItem });
export const manageBody = z.strictObject({ is_active: z.literal(false) });
export const manageResponse = z.object({ message: z.string(), data: generatedItem });

// Users
export const adminUserItem = z.object({
  user_id: z.number().int(),
  id: z.number().int(),
  email: z.string().nullable(),
  provider: z.string(),
  created_at: isoDateTime,
  content_count: z.number().int(),
});
export const adminUsersQuery = pageQuery(100, 100);
export const adminUserList = listOf(adminUserItem);
export const userPostsQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export const userPosts = z.object({
  data: z.object({
    user: z.object({
      id: z.number().int(),
      email: z.string().nullable(),
      provider: z.string(),
      created_at: isoDateTime,
    }),
    posts: z.array(
      z.object({ id: z.number().int(), title: z.string(), created_at: isoDateTime, copy_count: z.number().int() }),
    ),
    total_count: z.number().int(),
    latest_created_at: isoDateTime.nullable(),
  }),
});
