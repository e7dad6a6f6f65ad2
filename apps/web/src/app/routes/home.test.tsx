import { apiPaths, type GenerateResponse, type MyPostList, type PostDetail } from '@geulgam/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { myPostsKeys } from '../../features/my-posts/api/my-posts-keys.ts';
import { STORAGE_KEYS } from '../../lib/storage.ts';
import { apiUrl } from '../../testing/api-url.ts';
import { renderRoute } from '../../testing/render-route.tsx';
import { server } from '../../testing/server.ts';

const post: PostDetail = {
  id: 9,
  title: '기준금리 동결',
  content: '<p>한국은행이 기준금리를 동결했어요.</p>',
  image_1_url: null,
  image_2_url: null,
  image_3_url: null,
  copy_count: 0,
  created_at: '2026-11-22T10:00:00+09:00',
};

const generated: GenerateResponse = {
  status: 'success',
  post_id: post.id,
  created_at: post.created_at,
  error_message: null,
  from_cache: false,
};

const noPosts: MyPostList = {
  data: [],
  pagination: { current_page: 1, total_pages: 0, total_items: 0, page_size: 20 },
};

describe('/ wires generation to My page', () => {
  it('marks My page stale when a post is generated and when it is copied', async () => {
    server.use(
      http.get(apiUrl(apiPaths.keywords), () =>
        HttpResponse.json({
          data: [{ id: 1, title: '한국은행 기준금리 동결', category: '경제', is_generated: false }],
          pagination: { current_page: 1, total_pages: 1, total_items: 1, page_size: 12 },
        }),
      ),
      http.post(apiUrl('/api/keywords/:id/click/'), () => HttpResponse.json({ message: 'ok' }, { status: 201 })),
      http.post(apiUrl(apiPaths.generate), () => HttpResponse.json(generated)),
      http.patch(apiUrl('/api/posts/:id/status/'), () => HttpResponse.json({ id: post.id, is_generated: true })),
      http.get(apiUrl('/api/posts/:id/'), () => HttpResponse.json(post)),
      http.post(apiUrl('/api/posts/:id/copy/'), () => HttpResponse.json({ message: 'ok', copy_count: 1 })),
    );
    vi.stubGlobal(
      'ClipboardItem',
      class {
        constructor(readonly items: Record<string, Blob>) {}
      },
    );
    localStorage.setItem(STORAGE_KEYS.accessToken, 'member-token');
    const { queryClient } = renderRoute('/');
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'write').mockResolvedValue();
    const list = myPostsKeys.list({ page: 1, pageSize: 20 });
    const stale = () => queryClient.getQueryState(list)?.isInvalidated;

    queryClient.setQueryData(list, noPosts);
    await user.click(await screen.findByRole('button', { name: '한국은행 기준금리 동결' }));
    const modal = within(await screen.findByRole('dialog'));
    await waitFor(() => expect(stale()).toBe(true));

    queryClient.setQueryData(list, noPosts);
    await modal.findByRole('heading', { name: post.title });
    await user.click(modal.getByRole('button', { name: '한 번에 보기' }));
    await user.click(modal.getByRole('button', { name: '복사하기' }));
    await waitFor(() => expect(stale()).toBe(true));
    vi.unstubAllGlobals();
  });
});
