import { apiPaths } from '@geulgam/contracts';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { setAdminToken } from '../../../lib/storage.ts';
import { pageOf, titleDetailBody, adminKeywordItem } from '../../../testing/admin-fixtures.ts';
import { adminUrl } from '../../../testing/api-url.ts';
import { renderRoute } from '../../../testing/render-route.tsx';
import { server } from '../../../testing/server.ts';

// These screens make several requests per step; leave room for a busy machine.
configure({ asyncUtilTimeout: 4000 });

const cards = () => within(screen.getByRole('list', { name: '키워드 목록' })).getAllByRole('article');
const pager = () => screen.getByRole('navigation', { name: '키워드 목록 페이지' });

function serveTitles(total: number) {
  const seen: string[] = [];
  server.use(
    http.get(adminUrl(apiPaths.admin.keywords), ({ request }) => {
      const params = new URL(request.url).searchParams;
      seen.push(params.toString());
      const page = Number(params.get('page'));
      const size = Number(params.get('page_size'));
      const search = params.get('search') ?? '';
      const all = Array.from({ length: total }, (_, i) => adminKeywordItem(total - i)).filter((t) =>
        t.title.includes(search),
      );
      return HttpResponse.json(
        pageOf(all.slice((page - 1) * size, page * size), { page, pageSize: size, total: all.length }),
      );
    }),
  );
  return seen;
}

async function openKeywords() {
  setAdminToken('admin-token');
  renderRoute('/admin/keywords');
  await screen.findByRole('list', { name: '키워드 목록' });
  return userEvent.setup();
}

describe('admin keywords', { timeout: 20_000 }, () => {
  it('shows the total, pages through, and a search (Enter or button) starts again at page 1', async () => {
    const seen = serveTitles(45);
    const user = await openKeywords();
    expect(screen.getByText('45')).toBeInTheDocument();
    expect(cards()).toHaveLength(20);
    expect(within(pager()).getByText('1 / 3 페이지')).toBeInTheDocument();
    expect(seen[0]).toBe('page=1&page_size=20&sort=created_desc');

    await user.click(within(pager()).getByRole('button', { name: '다음' }));
    await user.click(within(pager()).getByRole('button', { name: '다음' }));
    await waitFor(() => expect(cards()).toHaveLength(5));
    expect(within(pager()).getByRole('button', { name: '다음' })).toBeDisabled();

    await user.type(screen.getByRole('searchbox', { name: '제목 또는 카테고리 검색' }), ' 키워드 1{Enter}');
    await waitFor(() => expect(within(pager()).getByText('1 / 1 페이지')).toBeInTheDocument());
    expect(seen.at(-1)).toBe('search=%ED%82%A4%EC%9B%8C%EB%93%9C+1&page=1&page_size=20&sort=created_desc');

    await user.clear(screen.getByRole('searchbox', { name: '제목 또는 카테고리 검색' }));
    await user.type(screen.getByRole('searchbox', { name: '제목 또는 카테고리 검색' }), '없는 말');
    await user.click(screen.getByRole('button', { name: '검색' }));
    expect(await screen.findByText('조건에 맞는 키워드가 없어요.')).toBeInTheDocument();

    await user.clear(screen.getByRole('searchbox', { name: '제목 또는 카테고리 검색' }));
    await user.click(screen.getByRole('button', { name: '검색' }));
    await user.selectOptions(await screen.findByLabelText('페이지당 개수'), '50');
    await waitFor(() => expect(cards()).toHaveLength(45));
    expect(seen.at(-1)).toBe('page=1&page_size=50&sort=created_desc');
  });

  it('detail: an empty title alerts without a call; a title saves; the switch flips and reports failure', async () => {
    serveTitles(1);
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const titleBodies: unknown[] = [];
    let active = true;
    let failToggle = false;
    server.use(
      http.get(adminUrl('/admin/titles/1/'), () => HttpResponse.json(titleDetailBody(1, { is_active: active }))),
      http.patch(adminUrl('/admin/titles/1/title/'), async ({ request }) => {
        const body = (await request.json()) as { title: string };
        titleBodies.push(body);
        return HttpResponse.json({ data: { id: 1, title: body.title } });
      }),
      http.patch(adminUrl('/admin/titles/1/toggle/'), () => {
        if (failToggle)
          return HttpResponse.json({ detail: '잠시 후 다시 시도해 주세요.', code: 'internal_error' }, { status: 500 });
        active = !active;
        return HttpResponse.json({ data: { id: 1, title: '키워드 1', is_active: active } });
      }),
    );
    const user = await openKeywords();
    await user.click(within(cards()[0]!).getByRole('button', { name: '상세' }));
    const dialog = await screen.findByRole('dialog', { name: '키워드 상세' });
    const field = await within(dialog).findByRole('textbox', { name: '제목' });
    expect(within(dialog).getByText('기사 본문 첫 문단입니다.')).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'AI 글' })).toBeInTheDocument();

    await user.clear(field);
    await user.type(field, '   ');
    await user.click(within(dialog).getByRole('button', { name: '제목 저장' }));
    expect(alert).toHaveBeenCalledWith('제목을 입력해 주세요.');
    expect(titleBodies).toEqual([]);

    await user.clear(field);
    await user.type(field, '  새 제목  {Enter}');
    expect(await within(dialog).findByText('제목을 저장했어요.')).toBeInTheDocument();
    expect(titleBodies).toEqual([{ title: '새 제목' }]);
    expect(field).toHaveValue('새 제목');

    const toggle = within(dialog).getByRole('switch', { name: '공개 상태' });
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(toggle).toHaveTextContent('공개');
    await user.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'false'));
    expect(toggle).toHaveTextContent('비공개');

    failToggle = true;
    await user.click(toggle);
    await waitFor(() => expect(alert).toHaveBeenLastCalledWith('잠시 후 다시 시도해 주세요.'));
    expect(toggle).toHaveAttribute('aria-checked', 'false');

    // Escape closes the dialog.
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: '키워드 상세' })).not.toBeInTheDocument();
  });

  it('preview: 204 shows the empty state; regeneration waits for the new post and says it is done', async () => {
    serveTitles(1);
    let generated = false;
    let regenerateCalls = 0;
    server.use(
      http.get(adminUrl('/admin/titles/1/preview/'), () =>
        generated
          ? HttpResponse.json({
              data: {
                title: '새로 만든 글',
                content: '<p>새 본문</p>',
                image_1_url: 'https://img.example.com/a.jpg',
                image_2_url: null,
                image_3_url: 'https://img.example.com/c.jpg',
                created_at: '2026-11-22T10:00:00+09:00',
                copy_count: 0,
              },
            })
          : new HttpResponse(null, { status: 204 }),
      ),
      http.post(adminUrl('/admin/titles/1/regenerate/'), async ({ request }) => {
        expect(await request.json()).toEqual({});
        regenerateCalls += 1;
        setTimeout(() => (generated = true), 50);
        return HttpResponse.json({ data: { status: 'queued', job_id: 'job-1' } }, { status: 202 });
      }),
    );
    const user = await openKeywords();
    await user.click(within(cards()[0]!).getByRole('button', { name: 'AI 미리보기' }));
    const dialog = await screen.findByRole('dialog', { name: 'AI 미리보기' });
    expect(await within(dialog).findByText('아직 생성된 AI 콘텐츠가 없어요.')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'AI 재생성 요청' }));
    expect(within(dialog).getByRole('button', { name: '재생성 중…' })).toBeDisabled();
    expect(
      await within(dialog).findByText(
        '재생성 요청이 완료되었어요. 결과가 반영되었는지 확인해 주세요.',
        {},
        { timeout: 4000 },
      ),
    ).toBeInTheDocument();
    expect(regenerateCalls).toBe(1);
    expect(within(dialog).getByText('새 본문')).toBeInTheDocument();
    const links = within(within(dialog).getByRole('list', { name: '대표 이미지' })).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      'https://img.example.com/a.jpg',
      'https://img.example.com/c.jpg',
    ]);
    expect(links[0]).toHaveAttribute('target', '_blank');

    // The overlay closes it.
    await user.click(screen.getByTestId('modal-overlay'));
    expect(screen.queryByRole('dialog', { name: 'AI 미리보기' })).not.toBeInTheDocument();
  });

  it('preview: a regeneration the server waited for (200 done) shows the new post without polling', async () => {
    serveTitles(1);
    let generated = false;
    let previewReads = 0;
    server.use(
      http.get(adminUrl('/admin/titles/1/preview/'), () => {
        previewReads += 1;
        return generated
          ? HttpResponse.json({
              data: {
                title: '기다려 받은 글',
                content: '<p>바로 보이는 본문</p>',
                image_1_url: null,
                image_2_url: null,
                image_3_url: null,
                created_at: '2026-11-22T10:00:00+09:00',
                copy_count: 0,
              },
            })
          : new HttpResponse(null, { status: 204 });
      }),
      http.post(adminUrl('/admin/titles/1/regenerate/'), () => {
        generated = true;
        return HttpResponse.json({ data: { status: 'done', job_id: 'job-2', post_id: 41 } });
      }),
    );
    const user = await openKeywords();
    await user.click(within(cards()[0]!).getByRole('button', { name: 'AI 미리보기' }));
    const dialog = await screen.findByRole('dialog', { name: 'AI 미리보기' });
    await within(dialog).findByText('아직 생성된 AI 콘텐츠가 없어요.');
    const readsBefore = previewReads;

    await user.click(within(dialog).getByRole('button', { name: 'AI 재생성 요청' }));
    expect(await within(dialog).findByText('바로 보이는 본문')).toBeInTheDocument();
    expect(
      await within(dialog).findByText('재생성 요청이 완료되었어요. 결과가 반영되었는지 확인해 주세요.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'AI 재생성 요청' })).toBeEnabled();
    // One read for the new post (and at most one more from refreshing the list); nothing is being waited for.
    expect(previewReads - readsBefore).toBeLessThanOrEqual(2);
    expect(within(dialog).queryByText(/새 글을 만들고 있어요/)).not.toBeInTheDocument();
  });

  it('shows the server message as a banner when the list fails', async () => {
    server.use(
      http.get(adminUrl(apiPaths.admin.keywords), () =>
        HttpResponse.json({ detail: '검색어가 너무 길어요.', code: 'validation_error' }, { status: 400 }),
      ),
    );
    setAdminToken('admin-token');
    renderRoute('/admin/keywords');
    expect(await screen.findByRole('alert')).toHaveTextContent('검색어가 너무 길어요.');
  });
});
