import { apiPaths, type MyPostList } from '@geulgam/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../../lib/storage.ts';
import { apiUrl } from '../../../testing/api-url.ts';
import { renderRoute } from '../../../testing/render-route.tsx';
import { server } from '../../../testing/server.ts';

const empty: MyPostList = { data: [], pagination: { current_page: 1, total_pages: 0, total_items: 0, page_size: 20 } };

async function openFrom(button: string) {
  localStorage.setItem(STORAGE_KEYS.accessToken, 'member-token');
  renderRoute('/mypage');
  const content = within(await screen.findByRole('region', { name: '콘텐츠 관리' }));
  await userEvent.click(content.getByRole('button', { name: button }));
  return within(screen.getByRole('dialog', { name: '내 콘텐츠' }));
}

describe('my contents modal', () => {
  it.each(['목록', '상세', '삭제', '내 콘텐츠 관리'])('%s opens it with the first page of 20', async (button) => {
    let query: Record<string, string> | undefined;
    server.use(
      http.get(apiUrl(apiPaths.myPosts), ({ request }) => {
        query = Object.fromEntries(new URL(request.url).searchParams);
        return HttpResponse.json(empty);
      }),
    );
    const modal = await openFrom(button);
    expect(await modal.findByText('아직 만든 콘텐츠가 없어요.')).toBeInTheDocument();
    expect(query).toEqual({ page: '1', page_size: '20' });
  });

  it('lists the titles', async () => {
    server.use(
      http.get(apiUrl(apiPaths.myPosts), () =>
        HttpResponse.json({
          data: [
            { id: 2, title: '가을 여행지 추천', created_at: '2026-10-02T10:00:00+09:00', copy_count: 3 },
            { id: 1, title: '금리 동결의 의미', created_at: '2026-09-30T10:00:00+09:00', copy_count: 0 },
          ],
          pagination: { current_page: 1, total_pages: 1, total_items: 2, page_size: 20 },
        } satisfies MyPostList),
      ),
    );
    const modal = await openFrom('목록');
    const list = await modal.findByRole('list', { name: '내 콘텐츠 목록' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.firstChild?.textContent)).toEqual(['가을 여행지 추천', '금리 동결의 의미']);
    expect(items[0]).toHaveTextContent('2026. 10. 2. · 복사 3회');
  });

  it('shows the server detail when the list fails', async () => {
    server.use(
      http.get(apiUrl(apiPaths.myPosts), () =>
        HttpResponse.json({ detail: '목록을 불러오지 못했어요.', code: 'internal_error' }, { status: 500 }),
      ),
    );
    const modal = await openFrom('목록');
    expect(await modal.findByRole('alert')).toHaveTextContent('목록을 불러오지 못했어요.');
  });
});
