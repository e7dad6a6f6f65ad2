import { apiPaths, type BriefingResponse, type MyPostList } from '@geulgam/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../lib/storage.ts';
import { apiUrl } from '../../testing/api-url.ts';
import { myPostItemFixture, postDetailFixture } from '../../testing/post-fixtures.ts';
import { renderRoute } from '../../testing/render-route.tsx';
import { server } from '../../testing/server.ts';

const signIn = () => localStorage.setItem(STORAGE_KEYS.accessToken, 'member-token');

describe('news summary', { timeout: 20_000 }, () => {
  const briefing: BriefingResponse = {
    date: '2026-10-02',
    updated_at: '2026-10-02T09:10:00+09:00',
    sections: [
      {
        category: '경제',
        stories: [
          {
            keyword_id: 41,
            title: '코스피 반등',
            category: '경제',
            lead: '코스피가 외국인 매수에 힘입어 2% 넘게 올랐다.',
            figures: ['코스피 상승률 2.1%'],
            outlets: ['가람일보', '누리신문'],
            sources: [{ title: '코스피 2% 반등', outlet: '가람일보', url: 'https://news.example.com/k1' }],
            collected_at: '2026-10-02T09:10:00+09:00',
          },
        ],
      },
    ],
  };

  it('shows today’s stories from the server with their sources; writing one sends a visitor to log in first', async () => {
    server.use(http.get(apiUrl(apiPaths.briefing), () => HttpResponse.json(briefing)));
    const { router } = renderRoute('/news-summary');
    const story = await screen.findByRole('article', { name: '코스피 반등' });
    expect(within(story).getByText('코스피가 외국인 매수에 힘입어 2% 넘게 올랐다.')).toBeInTheDocument();
    expect(within(story).getByRole('list', { name: '핵심 수치' })).toHaveTextContent('코스피 상승률 2.1%');
    expect(within(story).getByRole('link', { name: /코스피 2% 반등/ })).toHaveAttribute(
      'href',
      'https://news.example.com/k1',
    );
    expect(screen.getByRole('navigation', { name: '분야 바로 가기' })).toHaveTextContent('경제');
    await userEvent.click(within(story).getByRole('button', { name: '이 소식으로 글쓰기' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(sessionStorage.getItem('pendingKeyword')).toContain('"id":41');
  });

  it('says so when nothing was collected today', async () => {
    server.use(
      http.get(apiUrl(apiPaths.briefing), () =>
        HttpResponse.json({ date: '2026-10-02', updated_at: null, sections: [] }),
      ),
    );
    renderRoute('/news-summary');
    expect(await screen.findByText('아직 오늘 모인 소식이 없어요')).toBeInTheDocument();
  });
});

describe('blog list', { timeout: 20_000 }, () => {
  it('sends a visitor to log in', async () => {
    const { router } = renderRoute('/blogList');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('shows the member’s posts as cards with their status, and asks the server again with the filters', async () => {
    signIn();
    const queries: URLSearchParams[] = [];
    const list: MyPostList = {
      data: [
        myPostItemFixture({
          id: 7,
          title: '폐교의 두 번째 쓸모',
          keyword_id: null,
          keyword_title: '폐교가 청소년 창작 공간으로',
          own_topic: true,
          category: '여행',
          published: true,
          published_url: 'https://blog.example.com/?p=12',
        }),
        myPostItemFixture({ id: 3, title: '가을 단풍 여행', keyword_title: '단풍 절정', edited: true }),
      ],
      pagination: { current_page: 1, total_pages: 1, total_items: 2, page_size: 12 },
    };
    server.use(
      http.get(apiUrl(apiPaths.myPosts), ({ request }) => {
        queries.push(new URL(request.url).searchParams);
        return HttpResponse.json(list);
      }),
    );
    renderRoute('/blogList');
    const cards = await screen.findByRole('list', { name: '내 글' });
    const [first, second] = within(cards).getAllByRole('listitem');
    expect(first).toHaveTextContent('내 주제');
    expect(first).toHaveTextContent('발행함');
    expect(within(first!).getByRole('link', { name: /워드프레스에서 보기/ })).toHaveAttribute(
      'href',
      'https://blog.example.com/?p=12',
    );
    expect(second).toHaveTextContent('편집함');

    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: '제목이나 키워드로 찾기' }), '폐교');
    await user.click(screen.getByRole('button', { name: '찾기' }));
    await user.selectOptions(screen.getByRole('combobox', { name: '상태' }), '발행함');
    await user.selectOptions(screen.getByRole('combobox', { name: '기간' }), '최근 30일');
    await waitFor(() => {
      const last = queries.at(-1)!;
      expect([last.get('q'), last.get('status'), last.get('days')]).toEqual(['폐교', 'published', '30']);
    });
  });
});

describe('blog write', { timeout: 20_000 }, () => {
  it('asks a visitor to log in', async () => {
    renderRoute('/blogWrite');
    expect(await screen.findByRole('link', { name: '로그인하러 가기' })).toHaveAttribute('href', '/login');
  });

  it('sends the topic and links, tells which link failed, and opens the post', async () => {
    signIn();
    const bodies: unknown[] = [];
    server.use(
      http.post(apiUrl(apiPaths.generateTopic), async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(
          {
            post_id: 9,
            created_at: '2026-10-02T10:00:00+09:00',
            sources: [{ title: '폐교가 창작소로', outlet: '한빛일보', url: 'https://news.example.com/1' }],
            failed_links: [
              {
                url: 'https://news.example.com/gone',
                reason: 'not_found',
                message: '페이지를 찾을 수 없어요. 삭제되었거나 주소가 바뀐 기사일 수 있어요.',
              },
            ],
          },
          { status: 201 },
        );
      }),
      http.get(apiUrl('/api/posts/:id/'), () => HttpResponse.json(postDetailFixture({ id: 9, title: '폐교의 변신' }))),
      http.get(apiUrl('/api/mypage/posts/:id/'), () =>
        HttpResponse.json(postDetailFixture({ id: 9, title: '폐교의 변신' })),
      ),
    );
    renderRoute('/blogWrite');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: '주제' }), '폐교가 창작 공간으로');
    await user.type(screen.getByRole('textbox', { name: '뉴스 링크 1' }), 'https://news.example.com/1');
    await user.click(screen.getByRole('button', { name: '링크 추가' }));
    await user.type(screen.getByRole('textbox', { name: '뉴스 링크 2' }), 'https://news.example.com/gone');
    await user.click(screen.getByRole('radio', { name: '합니다체' }));
    await user.click(screen.getByRole('button', { name: '이 주제로 글 만들기' }));

    const failed = await screen.findByRole('list', { name: '읽지 못한 링크' });
    expect(failed).toHaveTextContent('https://news.example.com/gone — 페이지를 찾을 수 없어요');
    expect(bodies).toEqual([
      {
        topic: '폐교가 창작 공간으로',
        links: ['https://news.example.com/1', 'https://news.example.com/gone'],
        tone: 'hamnida',
        length: 'standard',
      },
    ]);
    expect(await screen.findByRole('dialog', {}, { timeout: 10_000 })).toBeInTheDocument();
  });

  it('shows the server’s line for each link when none could be read', async () => {
    signIn();
    server.use(
      http.post(apiUrl(apiPaths.generateTopic), () =>
        HttpResponse.json(
          {
            detail: '넣은 링크와 본문에서 글을 쓸 기사를 찾지 못했어요. 링크별 안내를 확인해 주세요.',
            code: 'validation_error',
            links: ['http://10.0.0.7/a — 내부망 주소이거나 열 수 없게 막힌 주소라서 읽지 않았어요.'],
          },
          { status: 400 },
        ),
      ),
    );
    renderRoute('/blogWrite');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: '주제' }), '내부 주소');
    await user.type(screen.getByRole('textbox', { name: '뉴스 링크 1' }), 'http://10.0.0.7/a');
    await user.click(screen.getByRole('button', { name: '이 주제로 글 만들기' }));
    expect(await screen.findByText(/기사를 찾지 못했어요/)).toBeInTheDocument();
    expect(screen.getByText(/내부망 주소이거나/)).toBeInTheDocument();
  });
});
