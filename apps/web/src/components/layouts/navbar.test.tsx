import { apiPaths, type BriefingResponse } from '@geulgam/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOGIN_STATE_EVENT, setAdminToken, STORAGE_KEYS } from '../../lib/storage.ts';
import { apiUrl } from '../../testing/api-url.ts';
import { renderRoute } from '../../testing/render-route.tsx';
import { server } from '../../testing/server.ts';

const mainNav = () => screen.getByRole('navigation', { name: '주 메뉴' });

/** The member's own pages in the bar: the link's name, where it goes, and the heading found there. */
const MEMBER_LINKS = [
  ['내 주제로 글쓰기', '/blogWrite', '내 주제로 글쓰기'],
  ['내 글', '/blogList', '내 글 보관함'],
  ['글감 챗봇', '/chatBot', '글감 챗봇'],
] as const;

const emptyBriefing: BriefingResponse = { date: '2026-11-26', updated_at: null, sections: [] };

async function renderHome(path = '/') {
  const view = renderRoute(path);
  await screen.findByRole('heading', { level: 1 });
  return view;
}

afterEach(() => {
  delete window.Kakao;
});

describe('Navbar', () => {
  it('shows the public links and 로그인 when no access token is stored', async () => {
    await renderHome();
    const nav = within(mainNav());
    expect(nav.getByRole('link', { name: '홈' })).toHaveAttribute('href', '/');
    expect(nav.getByRole('link', { name: '뉴스 브리핑' })).toHaveAttribute('href', '/news-summary');
    expect(nav.getByRole('link', { name: '소개' })).toHaveAttribute('href', '/about');
    expect(nav.getByRole('link', { name: '마이페이지' })).toHaveAttribute('href', '/mypage');
    expect(nav.getByRole('link', { name: '로그인' })).toHaveAttribute('href', '/login');
    // The member's own pages are not offered to a visitor.
    for (const name of MEMBER_LINKS.map(([label]) => label)) {
      expect(nav.queryByRole('link', { name })).not.toBeInTheDocument();
    }
    expect(nav.getByRole('link', { name: '관리자 로그인' })).toHaveAttribute('href', '/admin/login');
    expect(nav.queryByRole('button', { name: '로그아웃' })).not.toBeInTheDocument();
    expect(nav.queryByRole('link', { name: '관리자' })).not.toBeInTheDocument();
  });

  it('shows 로그아웃 instead of 로그인 when an access token is stored', async () => {
    localStorage.setItem(STORAGE_KEYS.accessToken, 'member-token');
    await renderHome();
    const nav = within(mainNav());
    expect(nav.getByRole('button', { name: '로그아웃' })).toBeInTheDocument();
    expect(nav.queryByRole('link', { name: '로그인' })).not.toBeInTheDocument();
  });

  it('offers a member the briefing and their own pages, in the order of the work (read, write, find, refine)', async () => {
    localStorage.setItem(STORAGE_KEYS.accessToken, 'member-token');
    await renderHome();
    const names = within(mainNav())
      .getAllByRole('link')
      .map((link) => link.textContent);
    // The brand's link (글감 홈) first.
    expect(names).toEqual(['글감', '홈', '뉴스 브리핑', ...MEMBER_LINKS.map(([label]) => label), '마이페이지', '소개']);
    for (const [name, href] of MEMBER_LINKS) {
      expect(within(mainNav()).getByRole('link', { name })).toHaveAttribute('href', href);
    }
  });

  it.each(MEMBER_LINKS)('%s leads to its page (%s), marked as the current one', async (name, href, heading) => {
    localStorage.setItem(STORAGE_KEYS.accessToken, 'member-token');
    const { router } = await renderHome();
    const user = userEvent.setup();
    await user.click(within(mainNav()).getByRole('link', { name }));
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(href);
    expect(within(mainNav()).getByRole('link', { name })).toHaveAttribute('aria-current', 'page');
    expect(within(mainNav()).getByRole('link', { name: '홈' })).not.toHaveAttribute('aria-current');
  });

  it('leads a visitor to today’s briefing, marked as the current page', async () => {
    server.use(http.get(apiUrl(apiPaths.briefing), () => HttpResponse.json(emptyBriefing)));
    const { router } = await renderHome();
    await userEvent.click(within(mainNav()).getByRole('link', { name: '뉴스 브리핑' }));
    expect(await screen.findByRole('heading', { level: 1, name: '오늘의 뉴스 브리핑' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/news-summary');
    expect(within(mainNav()).getByRole('link', { name: '뉴스 브리핑' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows a member’s pages as soon as they sign in, and takes them away on logout in another tab', async () => {
    await renderHome();
    const nav = within(mainNav());
    expect(nav.queryByRole('link', { name: '내 글' })).not.toBeInTheDocument();
    act(() => {
      localStorage.setItem(STORAGE_KEYS.accessToken, 'member-token');
      window.dispatchEvent(new Event(LOGIN_STATE_EVENT));
    });
    expect(nav.getByRole('link', { name: '내 글' })).toBeInTheDocument();
    act(() => {
      localStorage.removeItem(STORAGE_KEYS.accessToken);
      window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.accessToken }));
    });
    expect(nav.queryByRole('link', { name: '내 글' })).not.toBeInTheDocument();
  });

  it('never offers a signed-in member the admin login, in the navigation bar or the footer', async () => {
    localStorage.setItem(STORAGE_KEYS.accessToken, 'member-token');
    await renderHome();
    expect(screen.queryByRole('link', { name: '관리자 로그인' })).not.toBeInTheDocument();
  });

  it('the footer’s year is this year, and visitors find the admin login there', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-03-04T10:00:00+09:00'));
    try {
      await renderHome();
      const footer = within(screen.getByRole('contentinfo'));
      expect(footer.getByText('© 2031 글감. All Rights Reserved.')).toBeInTheDocument();
      expect(footer.getByRole('link', { name: '관리자 로그인' })).toHaveAttribute('href', '/admin/login');
    } finally {
      vi.useRealTimers();
    }
  });

  it('highlights the link of the current page', async () => {
    await renderHome('/about');
    const nav = within(mainNav());
    expect(nav.getByRole('link', { name: '소개' })).toHaveAttribute('aria-current', 'page');
    expect(nav.getByRole('link', { name: '홈' })).not.toHaveAttribute('aria-current');
  });

  it('reacts to loginStateChange and to storage events from other tabs', async () => {
    await renderHome();
    const nav = within(mainNav());
    expect(nav.getByRole('link', { name: '로그인' })).toBeInTheDocument();

    act(() => {
      localStorage.setItem(STORAGE_KEYS.accessToken, 'member-token');
      window.dispatchEvent(new Event(LOGIN_STATE_EVENT));
    });
    expect(nav.getByRole('button', { name: '로그아웃' })).toBeInTheDocument();

    act(() => {
      localStorage.removeItem(STORAGE_KEYS.accessToken);
      window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.accessToken }));
    });
    expect(nav.getByRole('link', { name: '로그인' })).toBeInTheDocument();
  });

  it('swaps 관리자 로그인 for 관리자 on admin-auth-change, active on every /admin page', async () => {
    await renderHome('/admin/login');
    const nav = within(mainNav());
    expect(nav.getByRole('link', { name: '관리자 로그인' })).toHaveAttribute('aria-current', 'page');

    act(() => setAdminToken('admin-token'));
    const adminLink = nav.getByRole('link', { name: '관리자' });
    expect(adminLink).toHaveAttribute('href', '/admin');
    expect(adminLink).toHaveAttribute('aria-current', 'page');
    expect(nav.queryByRole('link', { name: '관리자 로그인' })).not.toBeInTheDocument();
  });

  it('logs out: clears both tokens and the generated keywords, signs out of Kakao, revokes the refresh token and goes to /login', async () => {
    localStorage.setItem(STORAGE_KEYS.accessToken, 'member-token');
    localStorage.setItem(STORAGE_KEYS.refreshToken, 'refresh-token');
    localStorage.setItem(STORAGE_KEYS.generatedKeywords, '[1,2]');
    const kakaoLogout = vi.fn();
    window.Kakao = { Auth: { logout: kakaoLogout } };
    const loginStateChange = vi.fn();
    window.addEventListener(LOGIN_STATE_EVENT, loginStateChange);
    let revoked: unknown;
    server.use(
      http.post(apiUrl(apiPaths.auth.logout), async ({ request }) => {
        revoked = await request.json();
        return new HttpResponse(null, { status: 204 });
      }),
    );

    const { router } = await renderHome();
    await userEvent.click(within(mainNav()).getByRole('button', { name: '로그아웃' }));

    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.generatedKeywords)).toBeNull();
    expect(kakaoLogout).toHaveBeenCalledOnce();
    expect(loginStateChange).toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/login');
    expect(await screen.findByRole('heading', { level: 1, name: '로그인' })).toBeInTheDocument();
    expect(within(mainNav()).getByRole('link', { name: '로그인' })).toBeInTheDocument();
    await waitFor(() => expect(revoked).toEqual({ refresh: 'refresh-token' }));
    window.removeEventListener(LOGIN_STATE_EVENT, loginStateChange);
  });

  describe('collapsed menu', () => {
    const toggle = () => within(mainNav()).getByRole('button', { name: /메뉴/ });

    it('is controlled by a toggle button with aria-expanded and aria-controls', async () => {
      await renderHome();
      const button = toggle();
      expect(button).toHaveAttribute('aria-expanded', 'false');
      expect(button).toHaveAccessibleName('메뉴 열기');
      const menuId = button.getAttribute('aria-controls');
      expect(menuId).toBeTruthy();
      expect(document.getElementById(menuId ?? '')).toContainElement(screen.getByRole('link', { name: '소개' }));

      await userEvent.click(button);
      expect(button).toHaveAttribute('aria-expanded', 'true');
      expect(button).toHaveAccessibleName('메뉴 닫기');
    });

    it('closes on Escape and gives focus back to the toggle', async () => {
      await renderHome();
      const user = userEvent.setup();
      await user.click(toggle());
      expect(toggle()).toHaveAttribute('aria-expanded', 'true');

      await user.keyboard('{Escape}');
      expect(toggle()).toHaveAttribute('aria-expanded', 'false');
      expect(toggle()).toHaveFocus();
    });

    it('closes on a route change', async () => {
      const { router } = await renderHome();
      const user = userEvent.setup();
      await user.click(toggle());
      await user.click(within(mainNav()).getByRole('link', { name: '소개' }));

      expect(router.state.location.pathname).toBe('/about');
      expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    });

    it('closes when the window grows to 992 px or wider', async () => {
      await renderHome();
      await userEvent.click(toggle());

      act(() => {
        vi.stubGlobal('innerWidth', 991);
        window.dispatchEvent(new Event('resize'));
      });
      expect(toggle()).toHaveAttribute('aria-expanded', 'true');

      act(() => {
        vi.stubGlobal('innerWidth', 992);
        window.dispatchEvent(new Event('resize'));
      });
      expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    });
  });
});
