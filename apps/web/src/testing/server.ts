import { apiPaths, type KeywordList, type MyPostList, type WordpressIntegration } from '@geulgam/contracts';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { adminConsoleHandlers } from './admin-fixtures.ts';
import { adminUrl, apiUrl } from './api-url.ts';

export const emptyKeywordList: KeywordList = {
  data: [],
  pagination: { current_page: 1, total_pages: 0, total_items: 0, page_size: 12 },
};

export const emptyMyPostList: MyPostList = {
  data: [],
  pagination: { current_page: 1, total_pages: 0, total_items: 0, page_size: 20 },
};

export const noWordpress: WordpressIntegration = { connected: false, site_url: null, username: null };

/** Answers every test gets unless it overrides them with `server.use(...)`. */
export const defaultHandlers = [
  http.get(apiUrl(apiPaths.keywords), () => HttpResponse.json(emptyKeywordList)),
  // My page shows the member's posts and the WordPress connection on the page itself.
  http.get(apiUrl(apiPaths.myPosts), () => HttpResponse.json(emptyMyPostList)),
  http.get(apiUrl(apiPaths.wordpressIntegration), () => HttpResponse.json(noWordpress)),
  // The result modal's version switcher; no other versions unless a test says so.
  http.get(apiUrl('/api/mypage/posts/:id/versions/'), () => HttpResponse.json({ data: [] })),
  // The signed-in member's profile: no nickname yet, not onboarded.
  http.get(apiUrl(apiPaths.me), () =>
    HttpResponse.json({
      message: '사용자 정보를 불러왔어요.',
      data: {
        id: 1,
        email: 'member@example.com',
        nickname: null,
        provider: 'kakao',
        created_at: '2026-01-05T09:00:00+09:00',
        categories: [],
      },
    }),
  ),
  http.post(apiUrl(apiPaths.auth.logout), () => new HttpResponse(null, { status: 204 })),
  http.post(adminUrl(apiPaths.admin.logout), () => new HttpResponse(null, { status: 204 })),
  // The admin guard asks whose the stored admin token is.
  http.get(adminUrl(apiPaths.admin.me), () => HttpResponse.json({ data: { id: 1, email: 'admin@example.com' } })),
  // The admin console's lists and dashboard, empty.
  ...adminConsoleHandlers,
];

/** Mock API for tests; a request without a handler fails the test. */
export const server = setupServer(...defaultHandlers);
