import { apiPaths } from '@geulgam/contracts';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminApi } from '../lib/api-bases.ts';
import { getAdminToken, setAdminToken, takeReturnPath } from '../lib/storage.ts';
import { adminUrl } from '../testing/api-url.ts';
import { server } from '../testing/server.ts';
import { setupApiClients } from './setup-api.ts';

const unauthorized = () =>
  HttpResponse.json({ detail: '관리자 로그인이 필요해요.', code: 'unauthorized' }, { status: 401 });

describe('admin 401 handling', () => {
  let teardown: () => void;
  const assign = vi.fn();

  beforeEach(() => {
    teardown = setupApiClients();
    vi.stubGlobal('location', { ...window.location, pathname: '/admin/keywords', assign });
    setAdminToken('admin-token');
  });

  afterEach(() => {
    teardown();
    assign.mockReset();
  });

  it('removes the admin token and goes to /admin/login, remembering the page to come back to', async () => {
    server.use(http.get(adminUrl(apiPaths.admin.keywords), unauthorized));
    await expect(adminApi.get(apiPaths.admin.keywords)).rejects.toMatchObject({ status: 401 });
    expect(getAdminToken()).toBeNull();
    expect(assign).toHaveBeenCalledWith('/admin/login');
    expect(takeReturnPath('admin')).toBe('/admin/keywords');
  });

  it('renews an expired admin token instead of leaving, when a refresh token is stored', async () => {
    setAdminToken('expired-admin', 'admin-refresh');
    server.use(
      http.get(adminUrl(apiPaths.admin.keywords), ({ request }) =>
        request.headers.get('authorization') === 'Bearer renewed'
          ? HttpResponse.json({ data: [], pagination: {} })
          : unauthorized(),
      ),
      http.post(adminUrl(apiPaths.admin.refresh), () => HttpResponse.json({ access: 'renewed', refresh: 'next' })),
    );
    await expect(adminApi.get(apiPaths.admin.keywords)).resolves.toEqual({ data: [], pagination: {} });
    expect(getAdminToken()).toBe('renewed');
    expect(assign).not.toHaveBeenCalled();
  });

  it('does not redirect when already on /admin/login', async () => {
    vi.stubGlobal('location', { ...window.location, pathname: '/admin/login', assign });
    server.use(http.get(adminUrl(apiPaths.admin.users), unauthorized));
    await expect(adminApi.get(apiPaths.admin.users)).rejects.toMatchObject({ status: 401 });
    expect(getAdminToken()).toBeNull();
    expect(assign).not.toHaveBeenCalled();
  });

  it('leaves a wrong-password 401 from the login call to the login page', async () => {
    server.use(http.post(adminUrl(apiPaths.admin.login), unauthorized));
    await expect(adminApi.post(apiPaths.admin.login, { email: 'a@b.c', password: 'x' })).rejects.toMatchObject({
      status: 401,
    });
    expect(getAdminToken()).toBe('admin-token');
    expect(assign).not.toHaveBeenCalled();
  });
});
