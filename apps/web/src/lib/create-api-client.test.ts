import { apiPaths } from '@geulgam/contracts';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { adminUrl, apiUrl } from '../testing/api-url.ts';
import { server } from '../testing/server.ts';
import { ApiError, createApiClient, errorMessage, NetworkError, retryAfterSeconds } from './create-api-client.ts';
import { adminApi, internalApi, memberApi } from './api-bases.ts';
import { STORAGE_KEYS } from './storage.ts';

describe('API clients', () => {
  it('member client: base /api, bearer access token, cookies, query string without empty values', async () => {
    localStorage.setItem(STORAGE_KEYS.accessToken, 'member-token');
    let seen: Request | undefined;
    server.use(
      http.get(apiUrl(apiPaths.myPosts), ({ request }) => {
        seen = request;
        return HttpResponse.json({ data: [], pagination: {} });
      }),
    );

    const body = await memberApi.get(apiPaths.myPosts, { query: { page: 2, page_size: 20, search: '', x: undefined } });

    expect(body).toEqual({ data: [], pagination: {} });
    expect(seen?.headers.get('authorization')).toBe('Bearer member-token');
    expect(seen?.credentials).toBe('include');
    expect(new URL(seen?.url ?? '').search).toBe('?page=2&page_size=20');
  });

  it('sends JSON bodies and resolves 204 to undefined', async () => {
    let sent: unknown;
    server.use(
      http.post(apiUrl(apiPaths.auth.logout), async ({ request }) => {
        sent = await request.json();
        expect(request.headers.get('content-type')).toBe('application/json');
        return new HttpResponse(null, { status: 204 });
      }),
    );
    await expect(memberApi.post(apiPaths.auth.logout, { refresh: 'r' })).resolves.toBeUndefined();
    expect(sent).toEqual({ refresh: 'r' });
  });

  it('throws ApiError with status, body and detail on a non-2xx answer', async () => {
    const body = { detail: '이미 사용 중인 닉네임이에요.', code: 'conflict', nickname: ['이미 사용 중이에요.'] };
    server.use(http.patch(apiUrl(apiPaths.nickname), () => HttpResponse.json(body, { status: 409 })));

    const error = await memberApi
      .patch(apiPaths.nickname, { nickname: 'a', categories: ['연예'] })
      .catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, body, detail: body.detail, code: 'conflict' });
    expect(errorMessage(error, '수정 중 오류가 발생했어요.')).toBe(body.detail);
  });

  it('reads Retry-After into the error: seconds, or an HTTP date from now; none when absent or unreadable', async () => {
    server.use(
      http.get(apiUrl(apiPaths.postPdf(3)), () =>
        HttpResponse.json({ detail: '잠시 후 다시 시도해 주세요.' }, { status: 503, headers: { 'Retry-After': '7' } }),
      ),
    );
    expect(await memberApi.requestRaw(apiPaths.postPdf(3)).catch((e: unknown) => e)).toMatchObject({
      status: 503,
      retryAfterSeconds: 7,
    });
    const now = Date.parse('2026-11-26T06:00:00Z');
    expect(retryAfterSeconds('Thu, 26 Nov 2026 06:00:04 GMT', now)).toBe(4);
    expect(retryAfterSeconds('Thu, 26 Nov 2026 05:59:00 GMT', now)).toBe(0);
    expect(retryAfterSeconds('soon', now)).toBeNull();
    expect(retryAfterSeconds(null, now)).toBeNull();
  });

  it('keeps a non-JSON error body as text and falls back when there is no detail', async () => {
    server.use(http.delete(apiUrl(apiPaths.user), () => new HttpResponse('Bad gateway', { status: 502 })));
    const error = await memberApi.delete(apiPaths.user).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 502, body: 'Bad gateway', detail: 'Bad gateway' });

    server.use(http.delete(apiUrl(apiPaths.user), () => new HttpResponse(null, { status: 500 })));
    const empty = await memberApi.delete(apiPaths.user).catch((e: unknown) => e);
    expect(empty).toMatchObject({ status: 500, body: null, detail: null });
    expect(errorMessage(empty, '탈퇴 처리 중 오류가 발생했어요.')).toBe('탈퇴 처리 중 오류가 발생했어요.');
  });

  it('admin client: server root, bearer admin token, no cookies', async () => {
    localStorage.setItem(STORAGE_KEYS.accessToken, 'member-token');
    localStorage.setItem(STORAGE_KEYS.adminToken, 'admin-token');
    let seen: Request | undefined;
    server.use(
      http.get(adminUrl(apiPaths.admin.users), ({ request }) => {
        seen = request;
        return HttpResponse.json({ data: [] });
      }),
    );
    await adminApi.get(apiPaths.admin.users);
    expect(seen?.headers.get('authorization')).toBe('Bearer admin-token');
    expect(seen?.credentials).toBe('omit');
  });

  it('internal client: /api/v1/internal on port 8001 with the member token', () => {
    expect(internalApi.url(apiPaths.proxyImage, { url: 'https://img.example/a.jpg' })).toBe(
      'http://localhost:8001/api/v1/internal/proxy-image?url=https%3A%2F%2Fimg.example%2Fa.jpg',
    );
  });

  it('calls onUnauthorized for a 401 before throwing', async () => {
    const onUnauthorized = vi.fn();
    const client = createApiClient({
      origin: () => 'http://localhost:8000',
      prefix: '/admin',
      credentials: 'omit',
      getToken: () => 'expired',
      onUnauthorized,
    });
    server.use(
      http.get(adminUrl(apiPaths.admin.keywords), () =>
        HttpResponse.json({ detail: '로그인이 필요해요.', code: 'unauthorized' }, { status: 401 }),
      ),
    );
    await expect(client.get(apiPaths.admin.keywords)).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledWith(
      expect.objectContaining({ status: 401, path: apiPaths.admin.keywords }),
    );
  });

  it('turns a failed connection into a NetworkError with a Korean message', async () => {
    server.use(http.get(apiUrl(apiPaths.keywords), () => HttpResponse.error()));
    const error = await memberApi.get(apiPaths.keywords).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect(errorMessage(error, 'fallback')).toContain('서버에 연결하지 못했어요');
  });

  it('refuses a path outside its prefix', async () => {
    // @ts-expect-error the type forbids it too
    await expect(adminApi.get('/api/keywords/')).rejects.toThrow('must start with "/admin/"');
  });
});
