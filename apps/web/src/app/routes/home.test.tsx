import { apiPaths, type GenerateResponse, type MyPostList, type PostDetail } from '@geulgam/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { postsKeys } from '../../features/posts/api/posts-keys.ts';
import { STORAGE_KEYS } from '../../lib/storage.ts';
import { apiUrl } from '../../testing/api-url.ts';
import { renderRoute } from '../../testing/render-route.tsx';
import { myPostItemFixture, postDetailFixture } from '../../testing/post-fixtures.ts';
import { server } from '../../testing/server.ts';

const post: PostDetail = postDetailFixture({
  id: 9,
  title: '기준금리 동결',
  content: '<p>한국은행이 기준금리를 동결했어요.</p>',
  created_at: '2026-11-22T10:00:00+09:00',
});

const generated: GenerateResponse = {
  status: 'success',
  post_id: post.id,
  created_at: post.created_at,
  error_message: null,
  from_cache: false,
};

/** My page's list: the post once this browser has generated it. */
function myPosts(): MyPostList {
  const data = localStorage.getItem(STORAGE_KEYS.generatedKeywords)
    ? [myPostItemFixture({ id: post.id, title: post.title, created_at: post.created_at })]
    : [];
  return { data, pagination: { current_page: 1, total_pages: 1, total_items: data.length, page_size: 20 } };
}

/** The member API for two keywords; `generate` answers (as JSON) when the test lets it. */
function useApi({ generate = async () => {} }: { generate?: () => Promise<void> } = {}) {
  const calls = { generate: 0 };
  server.use(
    http.get(apiUrl(apiPaths.keywords), () =>
      HttpResponse.json({
        data: [
          { id: 1, title: '한국은행 기준금리 동결', category: '경제', is_generated: false },
          { id: 2, title: '가을 야구 티켓 예매 시작', category: '야구', is_generated: false },
        ],
        pagination: { current_page: 1, total_pages: 1, total_items: 2, page_size: 12 },
      }),
    ),
    http.post(apiUrl('/api/keywords/:id/click/'), () => HttpResponse.json({ message: 'ok' }, { status: 201 })),
    http.post(apiUrl(apiPaths.generate), async () => {
      calls.generate += 1;
      await generate();
      return HttpResponse.json(generated);
    }),
    http.patch(apiUrl('/api/posts/:id/status/'), () => HttpResponse.json({ id: post.id, is_generated: true })),
    http.get(apiUrl('/api/posts/:id/'), () => HttpResponse.json(post)),
    http.post(apiUrl('/api/posts/:id/copy/'), () => HttpResponse.json({ message: 'ok', copy_count: 1 })),
    http.get(apiUrl(apiPaths.myPosts), () => HttpResponse.json(myPosts())),
  );
  localStorage.setItem(STORAGE_KEYS.accessToken, 'member-token');
  return calls;
}

const card = (title: string) => screen.getByRole('button', { name: title });

// Route changes load lazy page chunks: longer than one screen's test.
describe('/ wires generation to the rest of the app', { timeout: 20_000 }, () => {
  it('marks My page stale when a post is generated and when it is copied', async () => {
    useApi();
    vi.stubGlobal(
      'ClipboardItem',
      class {
        constructor(readonly items: Record<string, Blob>) {}
      },
    );
    const { queryClient } = renderRoute('/');
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'write').mockResolvedValue();
    const list = postsKeys.list({ page: 1, pageSize: 20 });
    const stale = () => queryClient.getQueryState(list)?.isInvalidated;

    queryClient.setQueryData(list, myPosts());
    await user.click(await screen.findByRole('button', { name: '한국은행 기준금리 동결' }));
    const modal = within(await screen.findByRole('dialog'));
    await waitFor(() => expect(stale()).toBe(true));

    queryClient.setQueryData(list, myPosts());
    await modal.findByRole('heading', { name: post.title });
    await user.click(modal.getByRole('button', { name: '한 번에 보기' }));
    await user.click(modal.getByRole('button', { name: '복사하기' }));
    await waitFor(() => expect(stale()).toBe(true));
    vi.unstubAllGlobals();
  });

  it('a visitor who picks a keyword signs in and comes back to that keyword, its post being written', async () => {
    const calls = useApi();
    localStorage.removeItem(STORAGE_KEYS.accessToken);
    const { router } = renderRoute('/');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '가을 야구 티켓 예매 시작' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), { timeout: 3_000 });
    expect(calls.generate).toBe(0);

    // The login callback stores the tokens and goes home.
    localStorage.setItem(STORAGE_KEYS.accessToken, 'member-token');
    await act(() => router.navigate('/'));
    const modal = within(await screen.findByRole('dialog'));
    await modal.findByRole('heading', { name: post.title });
    expect(calls.generate).toBe(1);
    // Once: another visit home starts nothing.
    await act(() => router.navigate('/about'));
    await act(() => router.navigate('/'));
    expect(calls.generate).toBe(1);
  });

  it('shows one logo: the navigation bar’s, not a second one over the keywords', async () => {
    useApi();
    renderRoute('/');
    await screen.findByRole('heading', { level: 1, name: '오늘의 추천 키워드' });
    expect(within(screen.getByRole('main')).queryByText('글감')).not.toBeInTheDocument();
  });

  it('a new post shows on My page even when its list was read just before', async () => {
    useApi();
    const { router } = renderRoute('/mypage');
    const user = userEvent.setup();
    const openMyPosts = async () => {
      const region = within(await screen.findByRole('region', { name: '콘텐츠 관리' }));
      await user.click(region.getByRole('button', { name: '목록' }));
      return within(screen.getByRole('dialog', { name: '내 콘텐츠' }));
    };
    expect(await (await openMyPosts()).findByText('아직 만든 콘텐츠가 없어요.')).toBeInTheDocument();

    await act(() => router.navigate('/'));
    await screen.findByRole('list', { name: '추천 키워드' });
    await user.click(card('한국은행 기준금리 동결'));
    await screen.findByRole('heading', { name: post.title });
    await user.click(screen.getByRole('button', { name: '창 닫기' }));

    await act(() => router.navigate('/mypage'));
    expect(await (await openMyPosts()).findByRole('button', { name: `${post.title} 상세 보기` })).toBeInTheDocument();
  });

  it('a generation started before leaving the page keeps its card busy after coming back', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const calls = useApi({ generate: () => gate });
    const { router } = renderRoute('/');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '한국은행 기준금리 동결' }));
    await screen.findByRole('dialog');

    await act(() => router.navigate('/about'));
    await waitFor(() => expect(screen.queryByRole('list', { name: '추천 키워드' })).not.toBeInTheDocument());
    await act(() => router.navigate('/'));
    await screen.findByRole('list', { name: '추천 키워드' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(card('한국은행 기준금리 동결').closest('article')).toHaveTextContent('⏳'));
    await user.click(card('가을 야구 티켓 예매 시작'));
    expect(calls.generate).toBe(1);

    release();
    await waitFor(() => expect(card('한국은행 기준금리 동결').closest('article')).toHaveTextContent('생성 완료'));
    expect(card('가을 야구 티켓 예매 시작')).not.toHaveAttribute('aria-disabled');
  });
});
