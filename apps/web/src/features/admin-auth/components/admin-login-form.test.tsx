import { apiPaths } from '@geulgam/contracts';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import {
  ADMIN_AUTH_EVENT,
  getAdminRefreshToken,
  getAdminToken,
  rememberReturnPath,
  STORAGE_KEYS,
} from '../../../lib/storage.ts';
import { adminUrl } from '../../../testing/api-url.ts';
import { renderRoute } from '../../../testing/render-route.tsx';
import { fakeTimeouts } from '../../../testing/fake-timeouts.ts';
import { server } from '../../../testing/server.ts';
import { extractAdminToken } from '../api/admin-login.ts';
import { AdminLoginForm, FALLBACK_MS } from './admin-login-form.tsx';

const loginUrl = adminUrl(apiPaths.admin.login);

async function renderLogin() {
  const view = renderRoute('/admin/login');
  await screen.findByRole('heading', { level: 1, name: '관리자 로그인' });
  const user = userEvent.setup();
  const fill = async (email = 'admin@example.com', password = 'admin1234!') => {
    await user.type(screen.getByLabelText('이메일'), email);
    await user.type(screen.getByLabelText('비밀번호'), password);
  };
  return { ...view, user, fill, submit: () => user.click(screen.getByRole('button', { name: '로그인' })) };
}

describe('admin login', () => {
  it('has a required email field of type email and a required password', async () => {
    await renderLogin();
    expect(screen.getByLabelText('이메일')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('이메일')).toBeRequired();
    expect(screen.getByLabelText('비밀번호')).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText('비밀번호')).toBeRequired();
  });

  it.each([
    ['{access, refresh}', { access: 'jwt-a', refresh: 'r' }, 'jwt-a'],
    ['{token}', { token: 'jwt-b' }, 'jwt-b'],
    ['{access_token}', { access_token: 'jwt-c' }, 'jwt-c'],
    ['a bare string', 'jwt-d', 'jwt-d'],
  ] as Array<[string, JsonBodyType, string]>)(
    'accepts %s, stores the token, glows and goes to the console',
    async (_name, body, token) => {
      let sent: unknown;
      server.use(
        http.post(loginUrl, async ({ request }) => {
          sent = await request.json();
          return HttpResponse.json(body);
        }),
      );
      const adminAuthChange = vi.fn();
      window.addEventListener(ADMIN_AUTH_EVENT, adminAuthChange);
      const { fill, submit, router } = await renderLogin();
      await fill('  admin@example.com ', 'admin1234!');
      await submit();

      expect(await screen.findByText('로그인했어요. 관리자 콘솔로 이동해요.')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: '로그인 완료' })).toBeDisabled();
      expect(getAdminToken()).toBe(token);
      expect(adminAuthChange).toHaveBeenCalled();
      expect(sent).toEqual({ email: 'admin@example.com', password: 'admin1234!' });

      // 0.5 s delay, then the console's code loads lazily.
      expect(await screen.findByRole('heading', { level: 1, name: '대시보드' }, { timeout: 4000 })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/admin/dashboard');
      window.removeEventListener(ADMIN_AUTH_EVENT, adminAuthChange);
    },
  );

  it('keeps the refresh token and returns to the console page a session that ended left', async () => {
    server.use(http.post(loginUrl, () => HttpResponse.json({ access: 'jwt-a', refresh: 'jwt-r' })));
    rememberReturnPath('admin', '/admin/users');
    const { fill, submit, router } = await renderLogin();
    await fill();
    await submit();
    expect(
      await screen.findByRole('heading', { level: 1, name: '사용자 관리' }, { timeout: 4000 }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/users');
    expect([getAdminToken(), getAdminRefreshToken()]).toEqual(['jwt-a', 'jwt-r']);
  });

  it('says 응답에 토큰이 없어요 when the answer has no token', async () => {
    server.use(http.post(loginUrl, () => HttpResponse.json({ refresh: 'only-refresh' })));
    const { fill, submit } = await renderLogin();
    await fill();
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('응답에 토큰이 없어요.');
    expect(localStorage.getItem(STORAGE_KEYS.adminToken)).toBeNull();
    expect(screen.getByRole('button', { name: '로그인' })).toBeEnabled();
  });

  it.each([
    [
      'the detail first',
      401,
      { detail: '이메일 또는 비밀번호가 올바르지 않아요.', message: 'm' },
      '이메일 또는 비밀번호가 올바르지 않아요.',
    ],
    ['then the message', 400, { message: '잠긴 계정이에요.' }, '잠긴 계정이에요.'],
    ['then the fallback', 500, {}, '로그인에 실패했어요.'],
  ] as Array<[string, number, JsonBodyType, string]>)('on failure shows %s', async (_name, status, body, text) => {
    server.use(http.post(loginUrl, () => HttpResponse.json(body, { status })));
    const { fill, submit, router } = await renderLogin();
    await fill('admin@example.com', 'wrong');
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(router.state.location.pathname).toBe('/admin/login');
    expect(getAdminToken()).toBeNull();
  });

  it('shows the error message of a failed connection', async () => {
    server.use(http.post(loginUrl, () => HttpResponse.error()));
    const { fill, submit } = await renderLogin();
    await fill();
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('서버에 연결하지 못했어요.');
  });

  it('disables the button while submitting and sends one request for a double submit', async () => {
    let calls = 0;
    let release: () => void = () => {};
    server.use(
      http.post(loginUrl, async () => {
        calls += 1;
        await new Promise<void>((resolve) => (release = resolve));
        return HttpResponse.json({ detail: '이메일 또는 비밀번호가 올바르지 않아요.' }, { status: 401 });
      }),
    );
    const { fill, user } = await renderLogin();
    await fill();
    const form = screen.getByRole<HTMLFormElement>('form', { name: '관리자 로그인' });
    form.requestSubmit();
    form.requestSubmit();
    await waitFor(() => expect(screen.getByRole('button', { name: '로그인하는 중…' })).toBeDisabled());
    await user.keyboard('{Enter}');
    release();
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(calls).toBe(1);
    expect(screen.getByRole('button', { name: '로그인' })).toBeEnabled();
  });
});

describe('admin login fallback', () => {
  it('hard-redirects to /admin after 1 s when the page is still on /admin/login', async () => {
    server.use(http.post(loginUrl, () => HttpResponse.json({ access: 'jwt' })));
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, pathname: '/admin/login', assign });
    // Every path shows the form, so the in-app navigation leaves it mounted, as if it had not happened.
    render(
      <MemoryRouter initialEntries={['/admin/login']}>
        <Routes>
          <Route path="*" element={<AdminLoginForm />} />
        </Routes>
      </MemoryRouter>,
    );
    const { user, advance } = fakeTimeouts();
    await user.type(screen.getByLabelText('이메일'), 'admin@example.com');
    await user.type(screen.getByLabelText('비밀번호'), 'admin1234!');
    await user.click(screen.getByRole('button', { name: '로그인' }));
    await screen.findByText('로그인했어요. 관리자 콘솔로 이동해요.');
    expect(assign).not.toHaveBeenCalled();
    await advance(FALLBACK_MS);
    await waitFor(() => expect(assign).toHaveBeenCalledExactlyOnceWith('/admin'));
  });
});

describe('extractAdminToken', () => {
  it('reads access, token, access_token or a bare string, in that order', () => {
    expect(extractAdminToken({ access: 'a', token: 'b' })).toBe('a');
    expect(extractAdminToken({ token: 'b', access_token: 'c' })).toBe('b');
    expect(extractAdminToken({ access: '', access_token: 'c' })).toBe('c');
    expect(extractAdminToken('plain')).toBe('plain');
    expect(extractAdminToken({})).toBeNull();
    expect(extractAdminToken(null)).toBeNull();
    expect(extractAdminToken('')).toBeNull();
  });
});
