import { apiPaths, type KeywordList } from '@geulgam/contracts';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../../lib/storage.ts';
import { apiUrl } from '../../../testing/api-url.ts';
import { renderRoute } from '../../../testing/render-route.tsx';
import { server } from '../../../testing/server.ts';
import { timeAgo } from '../lib/time-ago.ts';

const NOW = new Date('2026-11-24T12:00:00+09:00');

const list: KeywordList = {
  data: [
    {
      id: 1,
      title: '한국은행 기준금리 동결',
      category: '경제',
      is_generated: false,
      collected_at: '2026-11-24T09:00:00+09:00',
      outlet_count: 4,
      summary: '물가와 가계부채를 함께 보며 기준금리를 연 3.0%로 묶었어요.',
    },
    {
      id: 2,
      title: '가을 야구 티켓 예매 시작',
      category: '야구',
      is_generated: true,
      collected_at: null,
      outlet_count: 1,
      summary: '',
    },
  ],
  pagination: { current_page: 1, total_pages: 1, total_items: 2, page_size: 12 },
};

describe('home keywords', () => {
  it('shows the heading, a loading state, then the keyword cards with drawn category icons', async () => {
    let query: URLSearchParams | undefined;
    server.use(
      http.get(apiUrl(apiPaths.keywords), ({ request }) => {
        query = new URL(request.url).searchParams;
        return HttpResponse.json(list);
      }),
    );
    renderRoute('/');

    expect(screen.getByRole('heading', { level: 1, name: '오늘의 추천 키워드' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('추천 키워드를 불러오는 중이에요');

    const grid = await screen.findByRole('list', { name: '추천 키워드' });
    const cards = within(grid).getAllByRole('article');
    expect(cards).toHaveLength(2);
    // Icons, not emoji (tofu without a colour-emoji font).
    expect(cards[0]).toHaveTextContent(/^경제/);
    expect(cards[0]!.querySelector('svg[data-category-icon="경제"]')).toHaveAttribute('aria-hidden', 'true');
    expect(within(cards[0]!).getByRole('heading', { name: '한국은행 기준금리 동결' })).toBeInTheDocument();
    expect(cards[0]).not.toHaveTextContent('생성 완료');
    expect(cards[1]).toHaveTextContent(/^야구/);
    expect(cards[1]!.querySelector('svg[data-category-icon="야구"]')).not.toBeNull();
    expect(cards[1]).toHaveTextContent('생성 완료');
    expect(Object.fromEntries(query ?? [])).toEqual({ sort: 'latest', page: '1', page_size: '12' });
  });

  it('offers a skip link, second after 본문으로 건너뛰기, that lands on the keyword cards', async () => {
    server.use(http.get(apiUrl(apiPaths.keywords), () => HttpResponse.json(list)));
    renderRoute('/');
    const grid = await screen.findByRole('list', { name: '추천 키워드' });
    const links = screen.getAllByRole('link').slice(0, 2);
    expect(links.map((link) => link.textContent)).toEqual(['본문으로 건너뛰기', '추천 키워드로 건너뛰기']);
    const target = document.getElementById(links[1]!.getAttribute('href')!.slice(1));
    expect(target).toContainElement(grid);
    expect(target).toHaveAttribute('tabindex', '-1');
  });

  it('says so when there are no keywords yet', async () => {
    renderRoute('/');
    expect(await screen.findByText('아직 추천 키워드가 없어요. 관심사를 먼저 설정해 주세요.')).toBeInTheDocument();
  });

  it('shows an error line with a retry when the list cannot be loaded', async () => {
    server.use(
      http.get(apiUrl(apiPaths.keywords), () =>
        HttpResponse.json({ detail: '오류', code: 'internal_error' }, { status: 500 }),
      ),
    );
    renderRoute('/');
    expect(await screen.findByRole('alert')).toHaveTextContent('추천 키워드를 불러오지 못했어요');

    server.use(http.get(apiUrl(apiPaths.keywords), () => HttpResponse.json(list)));
    await userEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByRole('list', { name: '추천 키워드' })).toBeInTheDocument();
  });
});

describe('home sort and pages', () => {
  it('sends the chosen sort (trending as trending) from page 1, and pages only when there is more than one', async () => {
    const seen: Array<Record<string, string>> = [];
    server.use(
      http.get(apiUrl(apiPaths.keywords), ({ request }) => {
        const query = Object.fromEntries(new URL(request.url).searchParams);
        seen.push(query);
        const page = Number(query.page);
        return HttpResponse.json({
          data: [
            {
              id: page,
              title: `${query.sort} ${page}쪽 키워드`,
              category: '경제',
              is_generated: false,
              collected_at: null,
              outlet_count: 1,
              summary: '',
            },
          ],
          pagination: { current_page: page, total_pages: 2, total_items: 13, page_size: 12 },
        } satisfies KeywordList);
      }),
    );
    renderRoute('/');
    const user = userEvent.setup();
    const pager = await screen.findByRole('navigation', { name: '키워드 페이지' });
    expect(pager).toHaveTextContent('1 / 2');
    expect(within(pager).getByRole('button', { name: '이전' })).toBeDisabled();
    await user.click(within(pager).getByRole('button', { name: '다음' }));
    expect(await screen.findByText('latest 2쪽 키워드')).toBeInTheDocument();
    expect(within(pager).getByRole('button', { name: '다음' })).toBeDisabled();

    await user.selectOptions(screen.getByRole('combobox', { name: '정렬' }), '트렌드순');
    expect(await screen.findByText('trending 1쪽 키워드')).toBeInTheDocument();
    expect(seen.at(-1)).toEqual({ sort: 'trending', page: '1', page_size: '12' });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['최신순', '인기순', '트렌드순']);
  });

  it('hides the pager for a single page', async () => {
    server.use(http.get(apiUrl(apiPaths.keywords), () => HttpResponse.json(list)));
    renderRoute('/');
    await screen.findByRole('list', { name: '추천 키워드' });
    expect(screen.queryByRole('navigation', { name: '키워드 페이지' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: '아래쪽 키워드 페이지' })).not.toBeInTheDocument();
  });

  it('repeats the pager under the cards (shown on phones), moving the same page', async () => {
    server.use(
      http.get(apiUrl(apiPaths.keywords), ({ request }) => {
        const page = Number(new URL(request.url).searchParams.get('page'));
        return HttpResponse.json({
          ...list,
          data: [{ ...list.data[0]!, id: page, title: `${page}쪽 키워드` }],
          pagination: { current_page: page, total_pages: 3, total_items: 30, page_size: 12 },
        } satisfies KeywordList);
      }),
    );
    renderRoute('/');
    const user = userEvent.setup();
    const bottom = await screen.findByRole('navigation', { name: '아래쪽 키워드 페이지' });
    await user.click(within(bottom).getByRole('button', { name: '다음' }));
    expect(await screen.findByText('2쪽 키워드')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: '키워드 페이지' })).toHaveTextContent('2 / 3');
    expect(bottom).toHaveTextContent('2 / 3');
  });
});

describe('keyword cards', () => {
  it('show how fresh the story is, how many outlets cover it and its summary', async () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    server.use(http.get(apiUrl(apiPaths.keywords), () => HttpResponse.json(list)));
    renderRoute('/');
    const cards = within(await screen.findByRole('list', { name: '추천 키워드' })).getAllByRole('article');
    expect(within(cards[0]!).getByText('3시간 전')).toHaveAttribute('datetime', '2026-11-24T09:00:00+09:00');
    expect(cards[0]).toHaveTextContent('언론사 4곳');
    expect(cards[0]).toHaveTextContent('물가와 가계부채를 함께 보며 기준금리를 연 3.0%로 묶었어요.');
    // Nothing collected yet and no summary: only what exists.
    expect(cards[1]).toHaveTextContent('언론사 1곳');
    expect(cards[1]!.querySelector('time')).toBeNull();
    vi.useRealTimers();
  });

  it('tell a visitor before clicking that generating needs a login', async () => {
    server.use(http.get(apiUrl(apiPaths.keywords), () => HttpResponse.json(list)));
    renderRoute('/');
    const grid = await screen.findByRole('list', { name: '추천 키워드' });
    expect(screen.getByText(/키워드로 글을 만들려면 로그인해 주세요/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '로그인하고 시작하기' })).toHaveAttribute('href', '/login');
    const pick = within(grid).getByRole('button', { name: '한국은행 기준금리 동결' });
    expect(pick).toHaveAccessibleDescription('로그인하면 글을 만들 수 있어요');
  });

  it('say nothing about logging in to a member, and forget this browser’s badges after logout', async () => {
    localStorage.setItem(STORAGE_KEYS.accessToken, 'member-token');
    localStorage.setItem(STORAGE_KEYS.generatedKeywords, '[1]');
    server.use(http.get(apiUrl(apiPaths.keywords), () => HttpResponse.json(list)));
    const { router } = renderRoute('/');
    const user = userEvent.setup();
    const card = async () =>
      within(await screen.findByRole('list', { name: '추천 키워드' })).getAllByRole('article')[0]!;
    expect(await card()).toHaveTextContent('생성 완료');
    expect(screen.queryByText(/로그인해 주세요/)).not.toBeInTheDocument();

    await user.click(
      within(screen.getByRole('navigation', { name: '주 메뉴' })).getByRole('button', { name: '로그아웃' }),
    );
    await screen.findByRole('heading', { level: 1, name: '로그인' });
    await act(() => router.navigate('/'));
    expect(await card()).not.toHaveTextContent('생성 완료');
    expect(await card()).toHaveTextContent('로그인하면 글을 만들 수 있어요');
  });
});

describe('time ago', () => {
  it('reads like Korean news sites', () => {
    const now = NOW.getTime();
    const ago = (ms: number) => timeAgo(new Date(now - ms).toISOString(), now);
    expect(ago(20_000)).toBe('방금 전');
    expect(ago(12 * 60_000)).toBe('12분 전');
    expect(ago(3 * 3_600_000)).toBe('3시간 전');
    expect(ago(30 * 3_600_000)).toBe('어제');
    expect(ago(4 * 86_400_000)).toBe('4일 전');
    expect(ago(30 * 86_400_000)).toBe('10월 25일');
    expect(timeAgo(null)).toBeNull();
    expect(timeAgo('not a date')).toBeNull();
  });
});
