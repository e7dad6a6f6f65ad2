import { apiPaths, type MyPostList, type PostDetail } from '@geulgam/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../../lib/storage.ts';
import { apiUrl } from '../../../testing/api-url.ts';
import { renderRoute } from '../../../testing/render-route.tsx';
import { myPostItemFixture, postDetailFixture } from '../../../testing/post-fixtures.ts';
import { server } from '../../../testing/server.ts';
import { cut } from './my-posts-format.ts';

const empty: MyPostList = { data: [], pagination: { current_page: 1, total_pages: 0, total_items: 0, page_size: 20 } };

const twoPosts: MyPostList = {
  data: [
    myPostItemFixture({ id: 2, title: '가을 여행지 추천', copy_count: 3, version: 2, version_count: 2 }),
    myPostItemFixture({ id: 1, title: '금리 동결의 의미', created_at: '2026-09-30T10:00:00+09:00' }),
  ],
  pagination: { current_page: 1, total_pages: 1, total_items: 2, page_size: 20 },
};

const detail: PostDetail = postDetailFixture({
  id: 2,
  title: '가을 여행지 추천',
  content: `<h2>단풍 명소</h2><p>${'설악산과 내장산은 10월 말에 가장 아름다워요. '.repeat(6)}</p><img src="x" onerror="alert(1)">`,
  image_1_url: 'https://img.example/1.jpg',
  image_2_url: '',
  image_3_url: 'https://img.example/3.jpg',
  copy_count: 3,
  version: 2,
});

async function openFrom(button: string) {
  localStorage.setItem(STORAGE_KEYS.accessToken, 'member-token');
  renderRoute('/mypage');
  const content = within(await screen.findByRole('region', { name: '콘텐츠 관리' }));
  const user = userEvent.setup();
  await user.click(content.getByRole('button', { name: button }));
  return { modal: within(screen.getByRole('dialog', { name: '내 콘텐츠' })), user };
}

const jsonError = (status: number, body: unknown) => () =>
  typeof body === 'string'
    ? new HttpResponse(body, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
    : body === null
      ? new HttpResponse(null, { status })
      : HttpResponse.json(body, { status });

describe('my contents modal', () => {
  it.each(['목록', '상세', '삭제', '내 콘텐츠 관리'])('%s opens it with the first page of 20', async (button) => {
    let query: Record<string, string> | undefined;
    server.use(
      http.get(apiUrl(apiPaths.myPosts), async ({ request }) => {
        query = Object.fromEntries(new URL(request.url).searchParams);
        await delay(50);
        return HttpResponse.json(empty);
      }),
    );
    const { modal } = await openFrom(button);
    expect(await modal.findByText('아직 만든 콘텐츠가 없어요.')).toBeInTheDocument();
    expect(query).toEqual({ page: '1', page_size: '20' });
    expect(modal.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('lists title, copy count, date and actions in a table', async () => {
    server.use(http.get(apiUrl(apiPaths.myPosts), () => HttpResponse.json(twoPosts)));
    const { modal } = await openFrom('목록');
    const table = await modal.findByRole('table', { name: '내 콘텐츠 목록' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['제목', '버전', '복사 수', '만든 날짜', '관리']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      '가을 여행지 추천',
      '금리 동결의 의미',
    ]);
    expect(rows[0]).toHaveTextContent('3회');
    expect(rows[0]).toHaveTextContent('2개');
    expect(rows[0]).toHaveTextContent('2026. 10. 2.');
    expect(within(rows[0]!).getByRole('button', { name: '가을 여행지 추천 상세 보기' })).toBeInTheDocument();
    expect(within(rows[0]!).getByRole('button', { name: '가을 여행지 추천 삭제' })).toBeInTheDocument();
  });

  it('pages with previous and next, showing total, current and total pages', async () => {
    const pages: string[] = [];
    server.use(
      http.get(apiUrl(apiPaths.myPosts), ({ request }) => {
        const page = Number(new URL(request.url).searchParams.get('page'));
        pages.push(String(page));
        return HttpResponse.json({
          data: [myPostItemFixture({ id: 100 + page, title: `${page}쪽 글` })],
          pagination: { current_page: page, total_pages: 2, total_items: 21, page_size: 20 },
        } satisfies MyPostList);
      }),
    );
    const { modal, user } = await openFrom('목록');
    const pager = await modal.findByRole('navigation', { name: '내 콘텐츠 페이지' });
    expect(pager).toHaveTextContent('전체 21개 · 1 / 2 페이지');
    expect(within(pager).getByRole('button', { name: '이전' })).toBeDisabled();
    await user.click(within(pager).getByRole('button', { name: '다음' }));
    expect(await modal.findByText('2쪽 글')).toBeInTheDocument();
    expect(pager).toHaveTextContent('전체 21개 · 2 / 2 페이지');
    expect(within(pager).getByRole('button', { name: '다음' })).toBeDisabled();
    expect(pages).toEqual(['1', '2']);
  });

  it('이 글 모두 deletes every version of the keyword and says so before', async () => {
    const deletes: string[] = [];
    server.use(
      http.get(apiUrl(apiPaths.myPosts), () =>
        HttpResponse.json(deletes.length ? { ...twoPosts, data: twoPosts.data.slice(1) } : twoPosts),
      ),
      http.get(apiUrl('/api/posts/:id/'), () => HttpResponse.json(detail)),
      http.delete(apiUrl('/api/user/posts/:id/'), ({ request }) => {
        deletes.push(new URL(request.url).pathname + new URL(request.url).search);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { modal, user } = await openFrom('목록');
    await user.click(await modal.findByRole('button', { name: '가을 여행지 추천 삭제' }));
    const confirm = within(screen.getByRole('dialog', { name: '콘텐츠 삭제' }));
    await user.click(confirm.getByRole('radio', { name: '이 글 모두 (버전 2개)' }));
    expect(confirm.getByRole('status')).toHaveTextContent('이 글의 버전 2개를 모두 삭제해요.');
    expect(confirm.getByText('버전 2개 모두')).toBeInTheDocument();
    await user.click(confirm.getByRole('button', { name: '삭제하기' }));
    await waitFor(() => expect(deletes).toEqual(['/api/user/posts/2/?all=true']));
  });

  it('asks nothing about versions for a post with one version', async () => {
    server.use(
      http.get(apiUrl(apiPaths.myPosts), () => HttpResponse.json(twoPosts)),
      http.get(apiUrl('/api/posts/:id/'), () => HttpResponse.json({ ...detail, id: 1, version: 1 })),
    );
    const { modal, user } = await openFrom('목록');
    await user.click(await modal.findByRole('button', { name: '금리 동결의 의미 삭제' }));
    const confirm = within(screen.getByRole('dialog', { name: '콘텐츠 삭제' }));
    expect(confirm.queryByRole('radio')).toBeNull();
    expect(confirm.getByRole('status')).toHaveTextContent('이 글을 삭제해요.');
  });

  it.each([
    ['a string body', jsonError(500, '서버가 잠시 쉬고 있어요.'), '서버가 잠시 쉬고 있어요.'],
    ['the detail', jsonError(500, { detail: '목록 조회 실패', code: 'internal_error' }), '목록 조회 실패'],
    ['the fallback', jsonError(500, null), '목록을 불러오는 중 오류가 발생했어요.'],
  ])('a failed list shows %s', async (_name, handler, text) => {
    server.use(http.get(apiUrl(apiPaths.myPosts), handler));
    const { modal } = await openFrom('목록');
    expect(await modal.findByRole('alert')).toHaveTextContent(text);
  });

  it('shows the detail: sanitized body, the non-empty images, and a lightbox', async () => {
    server.use(
      http.get(apiUrl(apiPaths.myPosts), () => HttpResponse.json(twoPosts)),
      http.get(apiUrl('/api/posts/:id/'), () => HttpResponse.json(detail)),
    );
    const { modal, user } = await openFrom('목록');
    await user.click(await modal.findByRole('button', { name: '가을 여행지 추천 상세 보기' }));
    const dialog = within(screen.getByRole('dialog', { name: '콘텐츠 상세' }));
    expect(await dialog.findByRole('heading', { name: '가을 여행지 추천' })).toBeInTheDocument();
    expect(dialog.getByText('복사 3회')).toBeInTheDocument();
    expect(dialog.getByText('단풍 명소')).toBeInTheDocument();
    expect(document.querySelector('[onerror]')).toBeNull();
    const thumbs = within(dialog.getByRole('list', { name: '대표 이미지' })).getAllByRole('img');
    expect(thumbs.map((img) => img.getAttribute('src'))).toEqual([detail.image_1_url, detail.image_3_url]);

    await user.click(dialog.getByRole('button', { name: '이미지 2 크게 보기' }));
    const lightbox = screen.getByRole('dialog', { name: '가을 여행지 추천 이미지 2' });
    expect(within(lightbox).getByRole('img')).toHaveAttribute('src', detail.image_3_url);
    expect(lightbox.className).toMatch(/lightbox/);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: '가을 여행지 추천 이미지 2' })).not.toBeInTheDocument();

    await user.click(dialog.getByRole('button', { name: '목록으로' }));
    expect(await screen.findByRole('dialog', { name: '내 콘텐츠' })).toBeInTheDocument();
  });

  it.each([
    ['the detail', jsonError(404, { detail: '글을 찾을 수 없어요.', code: 'not_found' }), '글을 찾을 수 없어요.'],
    ['the fallback', jsonError(500, null), '상세 정보를 불러오는 중 오류가 발생했어요.'],
  ])('a failed detail shows %s', async (_name, handler, text) => {
    server.use(
      http.get(apiUrl(apiPaths.myPosts), () => HttpResponse.json(twoPosts)),
      http.get(apiUrl('/api/posts/:id/'), handler),
    );
    const { modal, user } = await openFrom('목록');
    await user.click(await modal.findByRole('button', { name: '가을 여행지 추천 상세 보기' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });

  it('confirms a delete with the version, cut title and content and the date; then closes everything and reloads', async () => {
    let listCalls = 0;
    let deleted: string | undefined;
    server.use(
      http.get(apiUrl(apiPaths.myPosts), () => {
        listCalls += 1;
        return HttpResponse.json(deleted ? { ...twoPosts, data: twoPosts.data.slice(1) } : twoPosts);
      }),
      http.get(apiUrl('/api/posts/:id/'), () => HttpResponse.json(detail)),
      http.delete(apiUrl('/api/user/posts/:id/'), ({ params }) => {
        deleted = String(params.id);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { modal, user } = await openFrom('목록');
    await user.click(await modal.findByRole('button', { name: '가을 여행지 추천 상세 보기' }));
    const detailDialog = await screen.findByRole('dialog', { name: '콘텐츠 상세' });
    await within(detailDialog).findByRole('heading', { name: '가을 여행지 추천' });
    await user.click(within(detailDialog).getByRole('button', { name: '삭제' }));

    const confirm = within(screen.getByRole('dialog', { name: '콘텐츠 삭제' }));
    expect(screen.getByRole('dialog', { name: '콘텐츠 삭제' }).className).toMatch(/confirm/);
    // Which version, never the post's internal id.
    expect(confirm.getByText('버전 2')).toBeInTheDocument();
    expect(confirm.queryByText('번호')).toBeNull();
    expect(confirm.getByRole('radio', { name: '이 버전만' })).toBeChecked();
    expect(confirm.getByRole('status')).toHaveTextContent('버전 2만 삭제해요. 다른 버전 1개는 남아요.');
    const preview = await confirm.findByText(/^단풍 명소/);
    expect(preview.textContent).toBe(
      cut(`단풍 명소 ${'설악산과 내장산은 10월 말에 가장 아름다워요. '.repeat(6)}`, 120),
    );
    expect(preview.textContent?.endsWith('…')).toBe(true);
    expect(confirm.getByText(/2026년 10월 2일/)).toBeInTheDocument();

    await user.click(confirm.getByRole('button', { name: '삭제하기' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '콘텐츠 삭제' })).not.toBeInTheDocument());
    expect(deleted).toBe('2');
    const list = within(screen.getByRole('dialog', { name: '내 콘텐츠' }));
    await waitFor(() => expect(list.queryByText('가을 여행지 추천')).not.toBeInTheDocument());
    expect(list.getByText('금리 동결의 의미')).toBeInTheDocument();
    expect(listCalls).toBe(2);
  });

  it.each([
    ['a string body', jsonError(500, '삭제할 수 없어요.'), '삭제할 수 없어요.'],
    ['the detail', jsonError(404, { detail: '이미 삭제된 글이에요.', code: 'not_found' }), '이미 삭제된 글이에요.'],
    ['the fallback', jsonError(500, null), '삭제 중 오류가 발생했어요.'],
  ])('a failed delete shows %s and keeps the confirmation open', async (_name, handler, text) => {
    server.use(
      http.get(apiUrl(apiPaths.myPosts), () => HttpResponse.json(twoPosts)),
      http.get(apiUrl('/api/posts/:id/'), () => HttpResponse.json(detail)),
      http.delete(apiUrl('/api/user/posts/:id/'), handler),
    );
    const { modal, user } = await openFrom('목록');
    await user.click(await modal.findByRole('button', { name: '가을 여행지 추천 삭제' }));
    const confirm = within(screen.getByRole('dialog', { name: '콘텐츠 삭제' }));
    await user.click(confirm.getByRole('button', { name: '삭제하기' }));
    expect(await confirm.findByRole('alert')).toHaveTextContent(text);
    expect(confirm.getByRole('button', { name: '삭제하기' })).toBeEnabled();
  });
});

describe('preview cuts', () => {
  it('keeps short text and cuts long text with an ellipsis', () => {
    expect(cut('짧은 제목', 80)).toBe('짧은 제목');
    expect(cut('가'.repeat(80), 80)).toBe('가'.repeat(80));
    expect(cut('가'.repeat(81), 80)).toBe(`${'가'.repeat(80)}…`);
  });
});
