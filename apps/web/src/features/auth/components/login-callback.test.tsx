import { apiPaths, type LoginResponse } from '@geulgam/contracts';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LOGIN_STATE_EVENT, rememberReturnPath, STORAGE_KEYS } from '../../../lib/storage.ts';
import { apiUrl } from '../../../testing/api-url.ts';
import { renderRoute } from '../../../testing/render-route.tsx';
import { server } from '../../../testing/server.ts';

const kakaoCallback = apiUrl(apiPaths.auth.callback('kakao'));
const naverCallback = apiUrl(apiPaths.auth.callback('naver'));

function loginResponse(isOnboarded: boolean, provider: 'kakao' | 'naver' = 'kakao'): LoginResponse {
  return {
    access: 'access-token',
    refresh: 'refresh-token',
    user: { id: 7, email: 'member@example.com', nickname: '글감러', provider, is_onboarded: isOnboarded },
  };
}

let alert: ReturnType<typeof vi.fn<(message?: string) => void>>;

beforeEach(() => {
  alert = vi.fn<(message?: string) => void>();
  vi.spyOn(window, 'alert').mockImplementation(alert);
});

async function expectBackAtLogin(router: ReturnType<typeof renderRoute>['router'], message: string) {
  expect(await screen.findByRole('heading', { level: 1, name: '로그인' })).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/login');
  expect(alert).toHaveBeenCalledExactlyOnceWith(message);
  expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
}

describe('login callbacks', () => {
  it('shows a calm waiting state while the code is exchanged', async () => {
    server.use(
      http.post(kakaoCallback, async () => {
        await new Promise(() => {});
        return HttpResponse.json(loginResponse(true));
      }),
    );
    renderRoute('/auth/kakao/callback?code=abc&state=s1');
    expect(await screen.findByRole('heading', { level: 1, name: '카카오 로그인' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('로그인 중이에요…');
  });

  it('Kakao without a code: alert and back to /login, no call', async () => {
    const { router } = renderRoute('/auth/kakao/callback?error=access_denied');
    await expectBackAtLogin(router, '카카오 인증 코드가 없어요.');
  });

  it('Naver without a code: alert and back to /login', async () => {
    const { router } = renderRoute('/auth/naver/callback?state=s1');
    await expectBackAtLogin(router, '네이버 인증 코드가 없어요.');
  });

  it('Naver without a state: alert and back to /login, no call', async () => {
    const { router } = renderRoute('/auth/naver/callback?code=abc');
    await expectBackAtLogin(router, '네이버 인증 정보가 올바르지 않아요. 다시 로그인해 주세요.');
  });

  it('a response without an access token: alert and back to /login', async () => {
    server.use(http.post(kakaoCallback, () => HttpResponse.json({ refresh: 'r', user: loginResponse(true).user })));
    const { router } = renderRoute('/auth/kakao/callback?code=abc&state=s1');
    await expectBackAtLogin(router, '로그인 토큰을 받지 못했어요. 다시 로그인해 주세요.');
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBeNull();
  });

  it('a failed exchange: alert 로그인 중 오류가 발생했어요 and back to /login', async () => {
    server.use(
      http.post(naverCallback, () =>
        HttpResponse.json({ detail: '로그인 정보가 만료되었어요.', code: 'bad_request' }, { status: 400 }),
      ),
    );
    const { router } = renderRoute('/auth/naver/callback?code=abc&state=s1');
    await expectBackAtLogin(router, '로그인 중 오류가 발생했어요.');
  });

  it('a refused exchange says why on the login page: the server’s reason, not a silent return', async () => {
    const detail = '로그인은 localhost에서 시작했는데 완료 요청은 127.0.0.1:8000 주소로 왔어요.';
    server.use(http.post(kakaoCallback, () => HttpResponse.json({ detail, code: 'bad_request' }, { status: 400 })));
    const { router } = renderRoute('/auth/kakao/callback?code=abc');
    await expectBackAtLogin(router, '로그인 중 오류가 발생했어요.');
    expect(screen.getByRole('alert')).toHaveTextContent(`로그인 중 오류가 발생했어요. ${detail}`);
  });

  it('an unreachable server is named on the login page', async () => {
    server.use(http.post(kakaoCallback, () => HttpResponse.error()));
    renderRoute('/auth/kakao/callback?code=abc');
    expect(await screen.findByRole('alert')).toHaveTextContent('서버에 연결하지 못했어요');
  });

  it('a network failure is a login error too', async () => {
    server.use(http.post(kakaoCallback, () => HttpResponse.error()));
    const { router } = renderRoute('/auth/kakao/callback?code=abc');
    await expectBackAtLogin(router, '로그인 중 오류가 발생했어요.');
  });

  it('Kakao: posts {code, state}, stores both tokens, announces the change and goes home when onboarded', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(kakaoCallback, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(loginResponse(true));
      }),
    );
    const loginStateChange = vi.fn();
    window.addEventListener(LOGIN_STATE_EVENT, loginStateChange);

    const { router } = renderRoute('/auth/kakao/callback?code=abc&state=s1');

    expect(await screen.findByRole('heading', { level: 1, name: '오늘의 추천 키워드' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(bodies).toEqual([{ code: 'abc', state: 's1' }]);
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBe('access-token');
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBe('refresh-token');
    expect(loginStateChange).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: '로그아웃' })).toBeInTheDocument();
    expect(alert).not.toHaveBeenCalled();
    window.removeEventListener(LOGIN_STATE_EVENT, loginStateChange);
  });

  it('Kakao without a state sends only the code', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(kakaoCallback, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(loginResponse(true));
      }),
    );
    const { router } = renderRoute('/auth/kakao/callback?code=abc');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(bodies).toEqual([{ code: 'abc' }]);
  });

  it('Naver: posts {code, state} and goes to /onboarding when not onboarded yet', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(naverCallback, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(loginResponse(false, 'naver'));
      }),
    );
    const { router } = renderRoute('/auth/naver/callback?code=xyz&state=n1');
    expect(await screen.findByRole('heading', { level: 1, name: '환영해요!' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/onboarding');
    expect(bodies).toEqual([{ code: 'xyz', state: 'n1' }]);
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBe('access-token');
  });

  it('returns a member whose login had ended to the page they were on', async () => {
    server.use(http.post(kakaoCallback, () => HttpResponse.json(loginResponse(true))));
    rememberReturnPath('member', '/mypage');
    const { router } = renderRoute('/auth/kakao/callback?code=abc');
    await waitFor(() => expect(router.state.location.pathname).toBe('/mypage'));
    expect(sessionStorage.getItem('loginReturnTo')).toBeNull();
  });

  it('posts the single-use code only once under StrictMode', async () => {
    let calls = 0;
    server.use(
      http.post(kakaoCallback, () => {
        calls += 1;
        return HttpResponse.json(loginResponse(false));
      }),
    );
    const { router } = renderRoute('/auth/kakao/callback?code=abc&state=s1', { strict: true });
    expect(await screen.findByRole('heading', { level: 1, name: '환영해요!' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/onboarding');
    expect(calls).toBe(1);
  });
});
