import { apiPaths, type KeywordList } from '@geulgam/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiUrl } from '../../../testing/api-url.ts';
import { renderRoute } from '../../../testing/render-route.tsx';
import { server } from '../../../testing/server.ts';

const list: KeywordList = {
  data: [
    { id: 1, title: '한국은행 기준금리 동결', category: '경제', is_generated: false },
    { id: 2, title: '가을 야구 티켓 예매 시작', category: '야구', is_generated: true },
  ],
  pagination: { current_page: 1, total_pages: 1, total_items: 2, page_size: 12 },
};

describe('home keywords', () => {
  it('shows the heading, a loading state, then the keyword cards with category emoji', async () => {
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
    expect(cards[0]).toHaveTextContent('💰\uFE0F경제');
    expect(within(cards[0]!).getByRole('heading', { name: '한국은행 기준금리 동결' })).toBeInTheDocument();
    expect(cards[0]).not.toHaveTextContent('생성 완료');
    expect(cards[1]).toHaveTextContent('⚾\uFE0F야구');
    expect(cards[1]).toHaveTextContent('생성 완료');
    expect(Object.fromEntries(query ?? [])).toEqual({ sort: 'latest', page: '1', page_size: '12' });
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
          data: [{ id: page, title: `${query.sort} ${page}쪽 키워드`, category: '경제', is_generated: false }],
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
  });
});
