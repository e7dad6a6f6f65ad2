import { apiPaths, type KeywordList } from '@geulgam/contracts';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { adminConsoleHandlers } from './admin-fixtures.ts';
import { adminUrl, apiUrl } from './api-url.ts';

export const emptyKeywordList: KeywordList = {
  data: [],
  pagination: { current_page: 1, total_pages: 0, total_items: 0, page_size: 12 },
};

/** Answers every test gets unless it overrides them with `server.use(...)`. */
export const defaultHandlers = [
  http.get(apiUrl(apiPaths.keywords), () => HttpResponse.json(emptyKeywordList)),
  http.post(apiUrl(apiPaths.auth.logout), () => new HttpResponse(null, { status: 204 })),
  http.post(adminUrl(apiPaths.admin.logout), () => new HttpResponse(null, { status: 204 })),
  // The admin guard asks whose the stored admin token is.
  http.get(adminUrl(apiPaths.admin.me), () => HttpResponse.json({ data: { id: 1, email: 'admin@example.com' } })),
  // The admin console's lists and dashboard, empty.
  ...adminConsoleHandlers,
];

/** Mock API for tests; a request without a handler fails the test. */
export const server = setupServer(...defaultHandlers);
