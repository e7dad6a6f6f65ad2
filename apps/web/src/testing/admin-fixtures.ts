/**
 * Test data and default MSW answers for the admin console (DESIGN §4 shapes).
 * The defaults describe an empty system; tests override them with `server.use(...)`.
 */
import { apiPaths } from '@geulgam/contracts';
import { http, HttpResponse } from 'msw';
import { adminUrl } from './api-url.ts';

const DAY_MS = 86_400_000;

/** 14 days of counts, newest first, starting at `today` (YYYY-MM-DD). */
export function dailyStatsBody(counts: number[], today = '2026-11-22') {
  const start = Date.parse(`${today}T00:00:00Z`);
  return {
    data: counts.map((generated_posts, index) => ({
      date: new Date(start - index * DAY_MS).toISOString().slice(0, 10),
      generated_posts,
      collected_keywords: 0,
    })),
  };
}

export function pageOf<T>(data: T[], { page = 1, pageSize = 20, total = data.length } = {}) {
  return {
    data,
    pagination: {
      current_page: page,
      total_pages: Math.ceil(total / pageSize),
      total_items: total,
      page_size: pageSize,
    },
  };
}

export function adminKeywordItem(id: number, overrides: Record<string, unknown> = {}) {
  return {
    id,
    title: `키워드 ${id}`,
    category: '경제',
    is_active: true,
    created_at: '2026-11-20T09:00:00+09:00',
    content: '기사 본문',
    original_url: 'https://news.example.com/a',
    image_1_url: null,
    image_2_url: null,
    image_3_url: null,
    generated_post: null,
    ...overrides,
  };
}

export function titleDetailBody(id: number, overrides: Record<string, unknown> = {}) {
  return {
    data: {
      id,
      title: `키워드 ${id}`,
      content: '기사 본문',
      original_url: 'https://news.example.com/a',
      article: { content: '기사 본문 첫 문단입니다.', origin_link: 'https://news.example.com/a' },
      image_1_url: null,
      image_2_url: null,
      image_3_url: null,
      generated_post: {
        content: '<h2>AI 글</h2><p>생성된 본문</p>',
        image_1_url: null,
        image_2_url: null,
        image_3_url: null,
      },
      is_active: true,
      created_at: '2026-11-20T09:00:00+09:00',
      ...overrides,
    },
  };
}

export function generatedItem(id: number, overrides: Record<string, unknown> = {}) {
  return {
    id,
    title: `생성 글 ${id}`,
    content: `<p>본문 ${id}</p>`,
    image_1_url: null,
    image_2_url: null,
    image_3_url: null,
    is_active: true,
    copy_count: 0,
    created_at: '2026-11-21T10:00:00+09:00',
    user_email: 'member@example.com',
    ...overrides,
  };
}

export function adminUser(id: number, overrides: Record<string, unknown> = {}) {
  return {
    user_id: id,
    id,
    email: `user${id}@example.com`,
    provider: 'kakao',
    created_at: '2026-11-01T10:00:00+09:00',
    content_count: 0,
    ...overrides,
  };
}

/** `GET /admin/dashboard/live/`: a healthy process with some traffic; `overrides` replace top-level fields. */
export function liveBody(overrides: Record<string, unknown> = {}) {
  return {
    data: {
      measured_at: '2026-11-22T12:00:00+09:00',
      active_members: 0,
      active_window_minutes: 5,
      latency: { window_seconds: 60, requests: 0, p50_ms: null, p95_ms: null },
      memory: { rss_bytes: 200 * 1024 ** 2, heap_used_bytes: 80 * 1024 ** 2, total_bytes: 4 * 1024 ** 3 },
      event_loop_delay_p99_ms: 12,
      queue: { waiting: 0, active: 0, failed: 0 },
      status: {
        level: 'ok',
        message: '모든 서비스 정상',
        database: 'ok',
        queue: 'ok',
        ingestion: { last_success_at: '2026-11-22T11:30:00+09:00', interval_minutes: 60, stale: false },
      },
      ...overrides,
    },
  };
}

export const adminConsoleHandlers = [
  http.get(adminUrl(apiPaths.admin.live), () => HttpResponse.json(liveBody())),
  http.get(adminUrl(apiPaths.admin.ingestionRuns), () => HttpResponse.json({ data: [] })),
  http.get(adminUrl(apiPaths.admin.dailyStats), () => HttpResponse.json(dailyStatsBody(Array(14).fill(0)))),
  http.get(adminUrl(apiPaths.admin.topKeywords), () => HttpResponse.json({ data: [] })),
  http.get(adminUrl(apiPaths.admin.writerCallStats), () =>
    HttpResponse.json({ data: { total: 0, success: 0, fail: 0, success_rate: 100 } }),
  ),
  http.get(adminUrl(apiPaths.admin.keywords), () => HttpResponse.json(pageOf([]))),
  http.get(adminUrl(apiPaths.admin.generated), () => HttpResponse.json(pageOf([]))),
  http.get(adminUrl(apiPaths.admin.users), () => HttpResponse.json(pageOf([], { pageSize: 100 }))),
];
