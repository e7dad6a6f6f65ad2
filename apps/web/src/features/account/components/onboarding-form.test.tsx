import { apiPaths } from '@geulgam/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../../lib/storage.ts';
import { apiUrl } from '../../../testing/api-url.ts';
import { renderRoute } from '../../../testing/render-route.tsx';
import { fakeTimeouts } from '../../../testing/fake-timeouts.ts';
import { server } from '../../../testing/server.ts';
import { LOGIN_DELAY_MS } from './onboarding-form.tsx';

const interestsUrl = apiUrl(apiPaths.interests);
const okBody = {
  message: '관심사를 저장했어요.',
  user_info: { id: 1, nickname: null, categories: ['경제'], is_onboarded: true },
};

async function renderOnboarding({ token = 'member-token' }: { token?: string | null } = {}) {
  if (token) localStorage.setItem(STORAGE_KEYS.accessToken, token);
  const view = renderRoute('/onboarding');
  await screen.findByRole('heading', { level: 1, name: '환영해요!' });
  return { ...view, user: userEvent.setup() };
}

const startButton = () => screen.getByRole('button', { name: /시작하기|설정 중…/ });
const category = (name: string) => within(screen.getByRole('group', { name: '관심사' })).getByRole('button', { name });

describe('onboarding', () => {
  it('prefills the nickname the Kakao or Naver login brought, and sends it as the member leaves it', async () => {
    server.use(
      http.get(apiUrl(apiPaths.me), () =>
        HttpResponse.json({
          message: 'ok',
          data: {
            id: 1,
            email: 'minji@example.com',
            nickname: '민지',
            provider: 'kakao',
            created_at: '2026-01-05T09:00:00+09:00',
            categories: [],
          },
        }),
      ),
    );
    const sent: unknown[] = [];
    server.use(
      http.post(interestsUrl, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(okBody);
      }),
    );
    const { user } = await renderOnboarding();
    const nickname = screen.getByRole('textbox', { name: '닉네임 (선택)' });
    await waitFor(() => expect(nickname).toHaveValue('민지'));
    await user.click(category('경제'));
    await user.click(startButton());
    await waitFor(() => expect(sent).toEqual([{ categories: ['경제'], nickname: '민지' }]));
  });

  it('shows an optional nickname with a counter and nine category toggles', async () => {
    const { user } = await renderOnboarding();
    const nickname = screen.getByRole('textbox', { name: '닉네임 (선택)' });
    expect(nickname).toHaveAttribute('maxLength', '20');
    expect(screen.getByText('0/20')).toBeInTheDocument();
    await user.type(nickname, '글감러');
    expect(screen.getByText('3/20')).toBeInTheDocument();

    const toggles = within(screen.getByRole('group', { name: '관심사' })).getAllByRole('button');
    expect(toggles.map((button) => button.textContent)).toEqual([
      '연예',
      '경제',
      '스포츠',
      '야구',
      '드라마',
      '패션',
      '자동차',
      '여행',
      '맛집',
    ]);
    expect(category('경제')).toHaveAttribute('aria-pressed', 'false');
    await user.click(category('경제'));
    expect(category('경제')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('1개 선택됨')).toBeInTheDocument();
    await user.click(category('경제'));
    expect(category('경제')).toHaveAttribute('aria-pressed', 'false');
  });

  it('asks for at least one interest, with a warning mark, and sends nothing', async () => {
    const { user } = await renderOnboarding();
    await user.click(startButton());
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('⚠관심사를 1개 이상 선택해 주세요.');
  });

  it('sends the categories and the trimmed nickname with the bearer token, then goes home after 500 ms', async () => {
    let request: { body: unknown; authorization: string | null } | undefined;
    server.use(
      http.post(interestsUrl, async ({ request: incoming }) => {
        request = { body: await incoming.json(), authorization: incoming.headers.get('Authorization') };
        return HttpResponse.json(okBody);
      }),
    );
    const { user, router } = await renderOnboarding();
    await user.type(screen.getByRole('textbox', { name: '닉네임 (선택)' }), '  글감러  ');
    await user.click(category('여행'));
    await user.click(category('경제'));
    await user.click(startButton());

    expect(await screen.findByRole('status')).toHaveTextContent('설정을 마쳤어요! 곧 홈으로 이동해요.');
    expect(request).toEqual({
      body: { categories: ['경제', '여행'], nickname: '글감러' },
      authorization: 'Bearer member-token',
    });
    expect(router.state.location.pathname).toBe('/onboarding');
    expect(startButton()).toBeDisabled();
    expect(await screen.findByRole('heading', { level: 1, name: '오늘의 추천 키워드' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('leaves out an empty nickname and shows 설정 중… while busy', async () => {
    let release: () => void = () => {};
    let body: unknown;
    server.use(
      http.post(interestsUrl, async ({ request }) => {
        body = await request.json();
        await new Promise<void>((resolve) => (release = resolve));
        return HttpResponse.json(okBody);
      }),
    );
    const { user, router } = await renderOnboarding();
    await user.type(screen.getByRole('textbox', { name: '닉네임 (선택)' }), '   ');
    await user.click(category('맛집'));
    await user.click(startButton());

    await waitFor(() => expect(startButton()).toHaveTextContent('설정 중…'));
    expect(startButton()).toBeDisabled();
    expect(category('맛집')).toBeDisabled();
    release();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(body).toEqual({ categories: ['맛집'] });
  });

  it('409: the nickname is taken', async () => {
    server.use(
      http.post(interestsUrl, () => HttpResponse.json({ detail: '다른 문구', code: 'conflict' }, { status: 409 })),
    );
    const { user } = await renderOnboarding();
    await user.type(screen.getByRole('textbox', { name: '닉네임 (선택)' }), '인기닉네임');
    await user.click(category('야구'));
    await user.click(startButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('이미 사용 중인 닉네임이에요.');
    expect(startButton()).toBeEnabled();
  });

  it('400: the server detail, or 잘못된 요청이에요 without one', async () => {
    server.use(
      http.post(interestsUrl, () =>
        HttpResponse.json({ detail: '닉네임에 쓸 수 없는 글자가 있어요.', code: 'validation_error' }, { status: 400 }),
      ),
    );
    const { user } = await renderOnboarding();
    await user.click(category('패션'));
    await user.click(startButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('닉네임에 쓸 수 없는 글자가 있어요.');

    server.use(http.post(interestsUrl, () => new HttpResponse(null, { status: 400 })));
    await user.click(startButton());
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('잘못된 요청이에요.'));
  });

  it('401: not logged in, the stale token is dropped, and /login follows after 2 s', async () => {
    server.use(
      http.post(interestsUrl, () =>
        HttpResponse.json({ detail: '로그인이 필요해요.', code: 'unauthorized' }, { status: 401 }),
      ),
    );
    const { router } = await renderOnboarding();
    const { user, advance } = fakeTimeouts();
    await user.click(category('자동차'));
    await user.click(startButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('로그인되어 있지 않아요. 다시 로그인해 주세요.');
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
    expect(router.state.location.pathname).toBe('/onboarding');
    await advance(LOGIN_DELAY_MS);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('no token: not logged in and /login after 2 s, without a call', async () => {
    const { router } = await renderOnboarding({ token: null });
    const { user, advance } = fakeTimeouts();
    await user.click(category('연예'));
    await user.click(startButton());
    expect(screen.getByRole('alert')).toHaveTextContent('로그인되어 있지 않아요. 다시 로그인해 주세요.');
    expect(startButton()).toBeDisabled();
    expect(router.state.location.pathname).toBe('/onboarding');
    await advance(LOGIN_DELAY_MS);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it.each([
    ['a server error', () => HttpResponse.json({ detail: '서버 오류', code: 'internal_error' }, { status: 500 })],
    ['a 2xx that is not 200', () => HttpResponse.json(okBody, { status: 201 })],
    ['a network failure', () => HttpResponse.error()],
  ])('%s: 알 수 없는 오류가 발생했어요', async (_name, respond) => {
    server.use(http.post(interestsUrl, respond));
    const { user, router } = await renderOnboarding();
    await user.click(category('드라마'));
    await user.click(startButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('알 수 없는 오류가 발생했어요.');
    expect(router.state.location.pathname).toBe('/onboarding');
  });
});
