import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiPaths } from '@geulgam/contracts';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { getAdminToken, setAdminToken, STORAGE_KEYS } from '../../lib/storage.ts';
import { adminUrl } from '../../testing/api-url.ts';
import { renderRoute } from '../../testing/render-route.tsx';
import { server } from '../../testing/server.ts';

const adminNav = () => screen.getByRole('navigation', { name: '관리자 메뉴' });

describe('admin console', () => {
  it('sends a visitor without an admin token to /admin/login', async () => {
    const { router } = renderRoute('/admin/keywords');
    expect(await screen.findByRole('heading', { level: 1, name: '관리자 로그인' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/login');
    expect(screen.queryByRole('navigation', { name: '관리자 메뉴' })).not.toBeInTheDocument();
  });

  it('shows nothing while the server checks the admin token', async () => {
    let release: () => void = () => {};
    server.use(
      http.get(adminUrl(apiPaths.admin.me), async () => {
        await new Promise<void>((resolve) => (release = resolve));
        return HttpResponse.json({ data: { id: 1, email: 'admin@example.com' } });
      }),
    );
    localStorage.setItem(STORAGE_KEYS.adminToken, 'admin-token');
    renderRoute('/admin/dashboard');
    await screen.findByRole('navigation', { name: '주 메뉴' });
    expect(screen.queryByRole('navigation', { name: '관리자 메뉴' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    release();
    expect(await screen.findByRole('heading', { level: 1, name: '대시보드' })).toBeInTheDocument();
  });

  it('drops a token the server rejects (401) and goes to /admin/login', async () => {
    server.use(
      http.get(adminUrl(apiPaths.admin.me), () =>
        HttpResponse.json({ detail: '관리자 로그인이 필요해요.', code: 'unauthorized' }, { status: 401 }),
      ),
    );
    localStorage.setItem(STORAGE_KEYS.adminToken, 'garbage');
    const { router } = renderRoute('/admin/users');
    expect(await screen.findByRole('heading', { level: 1, name: '관리자 로그인' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/login');
    expect(getAdminToken()).toBeNull();
  });

  it('lets the console show when the check fails for another reason', async () => {
    server.use(http.get(adminUrl(apiPaths.admin.me), () => HttpResponse.error()));
    localStorage.setItem(STORAGE_KEYS.adminToken, 'admin-token');
    renderRoute('/admin/keywords');
    expect(await screen.findByRole('heading', { level: 1, name: '키워드 관리' })).toBeInTheDocument();
  });

  it('redirects /admin to the dashboard and marks only 대시보드 active', async () => {
    localStorage.setItem(STORAGE_KEYS.adminToken, 'admin-token');
    const { router } = renderRoute('/admin');
    expect(await screen.findByRole('heading', { level: 1, name: '대시보드' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/dashboard');

    const nav = within(adminNav());
    expect(nav.getByRole('link', { name: '대시보드' })).toHaveAttribute('aria-current', 'page');
    expect(nav.getByRole('link', { name: '키워드' })).toHaveAttribute('href', '/admin/keywords');
    expect(nav.getByRole('link', { name: '생성 콘텐츠' })).toHaveAttribute('href', '/admin/generated');
    expect(nav.getByRole('link', { name: '사용자' })).toHaveAttribute('href', '/admin/users');
    expect(nav.getByRole('link', { name: '키워드' })).not.toHaveAttribute('aria-current');
  });

  it('shows each section page', async () => {
    localStorage.setItem(STORAGE_KEYS.adminToken, 'admin-token');
    const { router } = renderRoute('/admin/dashboard');
    await screen.findByRole('heading', { level: 1, name: '대시보드' });
    const user = userEvent.setup();
    for (const [link, heading, path] of [
      ['키워드', '키워드 관리', '/admin/keywords'],
      ['생성 콘텐츠', '생성 콘텐츠 관리', '/admin/generated'],
      ['사용자', '사용자 관리', '/admin/users'],
    ] as const) {
      await user.click(within(adminNav()).getByRole('link', { name: link }));
      expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe(path);
      expect(within(adminNav()).getByRole('link', { name: link })).toHaveAttribute('aria-current', 'page');
    }
  });

  it('logs out: clears the admin token and goes to /admin/login', async () => {
    setAdminToken('admin-token');
    const { router } = renderRoute('/admin/users');
    await screen.findByRole('heading', { level: 1, name: '사용자 관리' });

    await userEvent.click(within(adminNav()).getByRole('button', { name: '로그아웃' }));

    expect(getAdminToken()).toBeNull();
    expect(await screen.findByRole('heading', { level: 1, name: '관리자 로그인' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/login');
  });

  it('leaves the console when the admin token is removed in another tab', async () => {
    localStorage.setItem(STORAGE_KEYS.adminToken, 'admin-token');
    renderRoute('/admin/generated');
    await screen.findByRole('heading', { level: 1, name: '생성 콘텐츠 관리' });

    act(() => {
      localStorage.removeItem(STORAGE_KEYS.adminToken);
      window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.adminToken }));
    });
    expect(await screen.findByRole('heading', { level: 1, name: '관리자 로그인' })).toBeInTheDocument();
  });

  it('locks page scrolling while the narrow-screen menu is open', async () => {
    localStorage.setItem(STORAGE_KEYS.adminToken, 'admin-token');
    renderRoute('/admin/dashboard');
    await screen.findByRole('heading', { level: 1, name: '대시보드' });
    const user = userEvent.setup();
    const toggle = screen.getByRole('button', { name: '관리자 메뉴' });
    expect(toggle).toHaveAttribute('aria-controls', adminNav().id);

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(document.body.style.overflow).toBe('hidden');

    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(document.body.style.overflow).toBe('');

    await user.click(toggle);
    await user.click(within(adminNav()).getByRole('link', { name: '사용자' }));
    await screen.findByRole('heading', { level: 1, name: '사용자 관리' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(document.body.style.overflow).toBe('');
  });
});
