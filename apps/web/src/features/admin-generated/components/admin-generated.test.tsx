import { apiPaths } from '@geulgam/contracts';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { setAdminToken } from '../../../lib/storage.ts';
import { generatedItem, pageOf } from '../../../testing/admin-fixtures.ts';
import { adminUrl } from '../../../testing/api-url.ts';
import { renderRoute } from '../../../testing/render-route.tsx';
import { server } from '../../../testing/server.ts';

// These screens make several requests per step; leave room for a busy machine.
configure({ asyncUtilTimeout: 4000 });

const list = () => screen.getByRole('list', { name: '생성 콘텐츠 목록' });
const cards = () => within(list()).getAllByRole('article');
const pager = () => screen.getByRole('navigation', { name: '생성 콘텐츠 페이지' });

/** A list endpoint that serves `total` posts in pages and records every query. */
function serveGenerated(total: number, overrides: (id: number) => Record<string, unknown> = () => ({})) {
  const seen: URLSearchParams[] = [];
  server.use(
    http.get(adminUrl(apiPaths.admin.generated), ({ request }) => {
      const params = new URL(request.url).searchParams;
      seen.push(params);
      const page = Number(params.get('page'));
      const size = Number(params.get('page_size'));
      const ids = Array.from({ length: total }, (_, i) => total - i).slice((page - 1) * size, page * size);
      return HttpResponse.json(
        pageOf(
          ids.map((id) => generatedItem(id, overrides(id))),
          { page, pageSize: size, total },
        ),
      );
    }),
  );
  return seen;
}

describe('admin generated content', { timeout: 20_000 }, () => {
  it('numbers cards across pages and disables next when fewer rows than the page size came back', async () => {
    const seen = serveGenerated(25, (id) => ({ copy_count: id, is_active: id % 2 === 0 }));
    setAdminToken('admin-token');
    renderRoute('/admin/generated');
    await screen.findByRole('list', { name: '생성 콘텐츠 목록' });
    const user = userEvent.setup();

    expect(cards()).toHaveLength(20);
    expect(cards()[0]).toHaveTextContent('#1');
    expect(within(pager()).getByRole('button', { name: '이전' })).toBeDisabled();
    expect(within(pager()).getByRole('button', { name: '다음' })).toBeEnabled();
    // The total counts every post; the other two say they count the loaded page (ids 25..6).
    expect(screen.getByRole('group', { name: '전체 콘텐츠' })).toHaveTextContent('25');
    expect(screen.getByRole('group', { name: '전체 콘텐츠' })).not.toHaveTextContent('현재 페이지');
    expect(screen.getByRole('group', { name: '이 페이지 공개 콘텐츠' })).toHaveTextContent('10이 페이지 20개 중');
    expect(screen.getByRole('group', { name: '이 페이지 복사 수' })).toHaveTextContent(String((25 + 6) * 10));

    await user.click(within(pager()).getByRole('button', { name: '다음' }));
    await waitFor(() => expect(cards()).toHaveLength(5));
    expect(cards()[0]).toHaveTextContent('#21');
    expect(within(pager()).getByText('2 페이지')).toBeInTheDocument();
    expect(within(pager()).getByRole('button', { name: '다음' })).toBeDisabled();
    expect(seen.at(-1)?.toString()).toBe('page=2&page_size=20');

    // A new page size starts again at page 1.
    await user.selectOptions(screen.getByLabelText('페이지당 개수'), '10');
    await waitFor(() => expect(cards()).toHaveLength(10));
    expect(seen.at(-1)?.toString()).toBe('page=1&page_size=10');
    expect(cards()[0]).toHaveTextContent('#1');
  });

  it('sends trimmed filters, omits empty ones, and says so when nothing matches', async () => {
    const seen: string[] = [];
    server.use(
      http.get(adminUrl(apiPaths.admin.generated), ({ request }) => {
        seen.push(new URL(request.url).search);
        return HttpResponse.json(pageOf([]));
      }),
    );
    setAdminToken('admin-token');
    renderRoute('/admin/generated');
    expect(await screen.findByText('아직 생성된 콘텐츠가 없어요.')).toBeInTheDocument();
    const user = userEvent.setup();

    await user.type(screen.getByLabelText('작성자 이메일'), '  kim@example.com ');
    await user.click(screen.getByRole('checkbox', { name: '공개 콘텐츠만' }));
    await user.click(screen.getByRole('button', { name: '검색' }));
    expect(await screen.findByText('검색 조건에 맞는 콘텐츠가 없어요.')).toBeInTheDocument();
    expect(seen).toEqual(['?page=1&page_size=20', '?page=1&page_size=20&email=kim%40example.com&is_active=true']);
  });

  it('hides from the card after the confirmation and updates the card at once', async () => {
    serveGenerated(2);
    const bodies: unknown[] = [];
    server.use(
      http.patch(adminUrl('/admin/generated/2/manage/'), async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ message: '비공개로 전환했어요.', data: generatedItem(2, { is_active: false }) });
      }),
    );
    setAdminToken('admin-token');
    renderRoute('/admin/generated');
    await screen.findByRole('list', { name: '생성 콘텐츠 목록' });
    const user = userEvent.setup();
    const first = cards()[0]!;

    await user.click(within(first).getByRole('button', { name: '비공개로 전환' }));
    const dialog = screen.getByRole('dialog', { name: '비공개로 전환' });
    expect(dialog).toHaveTextContent('되돌릴 수 없어요');
    await user.click(within(dialog).getByRole('button', { name: '취소' }));
    expect(bodies).toEqual([]);

    await user.click(within(first).getByRole('button', { name: '비공개로 전환' }));
    await user.click(
      within(screen.getByRole('dialog', { name: '비공개로 전환' })).getByRole('button', { name: '비공개로 전환' }),
    );
    await waitFor(() => expect(within(first).getByRole('button', { name: '이미 비공개' })).toBeDisabled());
    expect(bodies).toEqual([{ is_active: false }]);
    expect(within(first).getByText('비공개')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: '이 페이지 공개 콘텐츠' })).toHaveTextContent('1');
  });

  it('deletes through the detail modal after the permanent-delete confirmation', async () => {
    let deleted = false;
    server.use(
      http.get(adminUrl(apiPaths.admin.generated), () =>
        HttpResponse.json(pageOf(deleted ? [generatedItem(1)] : [generatedItem(2), generatedItem(1)])),
      ),
      http.get(adminUrl('/admin/generated/2/'), () =>
        HttpResponse.json({
          data: generatedItem(2, {
            content: '<p>안녕하세요</p><img src="x" onerror="alert(1)"><script>alert(2)</script>',
            image_1_url: 'https://img.example.com/1.jpg',
            image_2_url: 'https://img.example.com/2.jpg',
            copy_count: 3,
          }),
        }),
      ),
      http.delete(adminUrl('/admin/generated/2/manage/'), () => {
        deleted = true;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    setAdminToken('admin-token');
    renderRoute('/admin/generated');
    await screen.findByRole('list', { name: '생성 콘텐츠 목록' });
    const user = userEvent.setup();

    await user.click(within(cards()[0]!).getByRole('button', { name: '상세' }));
    const detail = await screen.findByRole('dialog', { name: '생성 글 2' });
    const body = await within(detail).findByRole('region', { name: '본문 미리보기' });
    expect(body).toHaveTextContent('안녕하세요');
    expect(body.innerHTML).not.toContain('onerror');
    expect(body.innerHTML).not.toContain('script');
    expect(within(detail).getByText('복사 3회')).toBeInTheDocument();

    // The gallery opens a lightbox above the detail.
    await user.click(within(detail).getByRole('button', { name: '이미지 2 크게 보기' }));
    const lightbox = screen.getByRole('dialog', { name: '생성 글 2 이미지 2' });
    expect(within(lightbox).getByRole('img')).toHaveAttribute('src', 'https://img.example.com/2.jpg');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: '생성 글 2 이미지 2' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: '생성 글 2' })).toBeInTheDocument();

    await user.click(within(detail).getByRole('button', { name: '영구 삭제' }));
    const confirm = screen.getByRole('dialog', { name: '영구 삭제' });
    expect(confirm).toHaveTextContent('되돌릴 수 없어요');
    await user.click(within(confirm).getByRole('button', { name: '영구 삭제' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(deleted).toBe(true);
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(cards()[0]).toHaveTextContent('생성 글 1');
  });

  it('the card delete button opens the detail with the question already asked; a failure alerts', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    serveGenerated(1);
    server.use(
      http.get(adminUrl('/admin/generated/1/'), () => HttpResponse.json({ data: generatedItem(1) })),
      http.delete(adminUrl('/admin/generated/1/manage/'), () => new HttpResponse(null, { status: 500 })),
    );
    setAdminToken('admin-token');
    renderRoute('/admin/generated');
    await screen.findByRole('list', { name: '생성 콘텐츠 목록' });
    const user = userEvent.setup();

    await user.click(within(cards()[0]!).getByRole('button', { name: '삭제' }));
    const confirm = await screen.findByRole('dialog', { name: '영구 삭제' });
    await user.click(within(confirm).getByRole('button', { name: '영구 삭제' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('삭제에 실패했어요.'));
    expect(screen.getByRole('dialog', { name: '생성 글 1' })).toBeInTheDocument();
  });
});
