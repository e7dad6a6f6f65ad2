import { apiPaths, type PostDetail, type PostVersion } from '@geulgam/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/react-query.ts';
import { STORAGE_KEYS } from '../../../lib/storage.ts';
import { apiUrl } from '../../../testing/api-url.ts';
import { postDetailFixture, qualityFixture } from '../../../testing/post-fixtures.ts';
import { server } from '../../../testing/server.ts';
import { PostDesk, type PostDeskProps, type PostEditorProps, type RegenerateRequest } from './post-desk.tsx';
import { versionLabel } from './version-switcher.tsx';

const CONTENT = [
  '<p class="ai-note"><small>이 글은 AI의 도움을 받아 작성했어요.</small></p>',
  '<p>한국은행이 기준금리를 동결했어요.</p>',
  '<p class="experience-slot" data-slot="1" data-placeholder="✍️ 나의 경험 한 줄: 적어 주세요.">✍️ 나의 경험 한 줄: 적어 주세요.</p>',
  '<ul class="post-summary"><li>금리 동결</li></ul>',
  '<p>대출 금리는 당분간 비슷할 거예요.</p>',
].join('');

const first = postDetailFixture({ id: 9, content: CONTENT, quality: qualityFixture({ open_slots: 1 }) });
const second = postDetailFixture({
  id: 12,
  version: 2,
  tone: 'hamnida',
  length: 'short',
  title: '기준금리 동결 정리',
  content: '<p>한국은행이 기준금리를 동결했습니다.</p>',
});
const versions: PostVersion[] = [
  {
    id: 12,
    version: 2,
    tone: 'hamnida',
    length: 'short',
    edited: false,
    published: false,
    representative: true,
    created_at: '2026-11-23T10:00:00+09:00',
  },
  {
    id: 9,
    version: 1,
    tone: 'haeyo',
    length: 'standard',
    edited: false,
    published: false,
    representative: false,
    created_at: '2026-11-22T10:00:00+09:00',
  },
];

function useDeskApi({ posts = [first, second] }: { posts?: PostDetail[] } = {}) {
  const calls = { patch: [] as unknown[], exports: [] as string[], publish: [] as unknown[], opened: [] as number[] };
  const byId = new Map(posts.map((post) => [post.id, post]));
  server.use(
    http.get(apiUrl('/api/posts/:id/'), ({ params }) => {
      const post = byId.get(Number(params.id));
      return post ? HttpResponse.json(post) : HttpResponse.json({ detail: '없어요' }, { status: 404 });
    }),
    http.get(apiUrl('/api/mypage/posts/:id/versions/'), () => HttpResponse.json({ data: versions })),
    http.post(apiUrl('/api/mypage/posts/:id/opened/'), ({ params }) => {
      calls.opened.push(Number(params.id));
      return new HttpResponse(null, { status: 204 });
    }),
    http.patch(apiUrl('/api/mypage/posts/:id/'), async ({ params, request }) => {
      const body = (await request.json()) as { title?: string; content?: string };
      calls.patch.push(body);
      const post = { ...byId.get(Number(params.id))!, ...body, edited: true };
      byId.set(post.id, post);
      return HttpResponse.json(post);
    }),
    http.get(apiUrl('/api/posts/:id/export/'), ({ request }) => {
      const format = new URL(request.url).searchParams.get('format') ?? '';
      calls.exports.push(format);
      return new HttpResponse('# 기준금리', {
        headers: {
          'Content-Type': 'text/markdown; charset=utf-8',
          'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(`기준금리.${format}`)}`,
        },
      });
    }),
  );
  return calls;
}

/** A stand-in for the tiptap editor (its own tests are in features/blog): a textarea with the HTML. */
function FakeEditor({ initialHtml, labelId, onChange, images }: PostEditorProps) {
  const [value, setValue] = useState(initialHtml);
  return (
    <textarea
      aria-labelledby={labelId}
      data-images={images.join(' ')}
      value={value}
      onChange={(event) => {
        setValue(event.target.value);
        onChange(event.target.value);
      }}
    />
  );
}

/** What the desk is given: by default a stored post that shows at once. */
type DeskInput = Pick<PostDeskProps, 'postId' | 'typeIn'>;

function renderDesk(
  input: DeskInput = { postId: 9 },
  props: { onRegenerate?: (request: RegenerateRequest) => void } = {},
) {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  const onClose = vi.fn();
  const router = createMemoryRouter([
    {
      path: '*',
      element: (
        <QueryClientProvider client={queryClient}>
          <PostDesk
            keywordTitle="한국은행 기준금리 동결"
            {...input}
            onClose={onClose}
            onRegenerate={props.onRegenerate}
            Editor={FakeEditor}
          />
        </QueryClientProvider>
      ),
    },
  ]);
  const view = render(<RouterProvider router={router} />);
  return { ...view, user: userEvent.setup(), queryClient };
}

async function openDesk(...args: Parameters<typeof renderDesk>) {
  const view = renderDesk(...args);
  const modal = await screen.findByRole('dialog');
  await within(modal).findByRole('heading', { level: 2, name: first.title });
  await waitFor(() => expect(within(modal).getByRole('button', { name: '복사하기' })).toBeEnabled());
  return { ...view, modal };
}

beforeEach(() => {
  localStorage.setItem(STORAGE_KEYS.accessToken, 'member-token');
});

describe('the result modal as a writing desk', () => {
  it('switches between the versions of the keyword, newest first', async () => {
    const calls = useDeskApi();
    const { modal, user } = await openDesk();
    const select = await within(modal).findByRole('combobox', { name: '버전' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['버전 2 · 합니다체 · 짧게 · 대표', '버전 1 · 해요체 · 보통']);
    expect(select).toHaveValue('9');
    await user.selectOptions(select, '12');
    // The version the member picks is recorded: it is the one that opens from the keyword next time.
    await waitFor(() => expect(calls.opened).toEqual([12]));
    expect(await within(modal).findByRole('heading', { level: 2, name: second.title })).toBeInTheDocument();
    // Another version shows at once: nothing to type, 한 번에 보기 stays off.
    await waitFor(() => expect(screen.getByTestId('result-article')).toHaveTextContent('동결했습니다.'));
    expect(within(modal).getByRole('button', { name: '한 번에 보기' })).toBeDisabled();
  });

  it('names versions 버전 N and marks the 대표, edited and published ones', () => {
    expect(
      versionLabel({ version: 3, tone: 'banmal', length: 'long', edited: true, published: true, representative: true }),
    ).toBe('버전 3 · 반말 · 길게 · 대표 · 편집함 · 발행함');
  });

  it('다시 생성하기 offers tone and length and asks for a new version', async () => {
    useDeskApi();
    const onRegenerate = vi.fn();
    const { modal, user } = await openDesk(undefined, { onRegenerate });
    const trigger = within(modal).getByRole('button', { name: '다시 생성하기' });
    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const options = within(modal).getByRole('group', { name: '다시 생성하기' });
    expect(within(options).getByRole('radio', { name: '해요체' })).toBeChecked();
    expect(within(options).getByRole('radio', { name: '보통' })).toBeChecked();
    // Escape closes the options, not the modal, and gives focus back to the button.
    await user.keyboard('{Escape}');
    expect(within(modal).queryByRole('group', { name: '다시 생성하기' })).toBeNull();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(trigger).toHaveFocus();

    await user.click(trigger);
    const again = within(modal).getByRole('group', { name: '다시 생성하기' });
    await user.click(within(again).getByRole('radio', { name: '합니다체' }));
    await user.click(within(again).getByRole('radio', { name: '짧게' }));
    await user.click(within(again).getByRole('button', { name: '새 버전 만들기' }));
    expect(onRegenerate).toHaveBeenCalledWith({ tone: 'hamnida', length: 'short', regenerate: true });
  });

  it('편집하기 saves the member text through PATCH and shows it at once', async () => {
    const calls = useDeskApi();
    const { modal, user } = await openDesk();
    await user.click(within(modal).getByRole('button', { name: '편집하기' }));
    const body = await within(modal).findByRole('textbox', { name: '본문 편집' });
    const title = within(modal).getByRole('textbox', { name: '제목' });
    await user.clear(title);
    await user.type(title, '내가 고친 제목');
    await user.clear(body);
    await user.click(body);
    await user.paste('<p>내가 쓴 문단이에요.</p><script>alert(1)</script>');
    await user.click(within(modal).getByRole('button', { name: '저장하기' }));

    expect(await within(modal).findByText(/편집한 글을 저장했어요/)).toBeInTheDocument();
    expect(calls.patch).toEqual([{ title: '내가 고친 제목', content: '<p>내가 쓴 문단이에요.</p>' }]);
    expect(screen.getByTestId('result-article')).toHaveTextContent('내가 쓴 문단이에요.');
    expect(within(modal).getByRole('heading', { level: 2 })).toHaveTextContent('내가 고친 제목');
    expect(within(modal).getByText(/편집한 글$/)).toBeInTheDocument();
  });

  it('the statistics follow the text while editing', async () => {
    useDeskApi();
    const { modal, user } = await openDesk();
    const panel = await within(modal).findByRole('complementary', { name: '글 정보' });
    await within(panel).findByRole('heading', { name: '통계' });
    const charsWithSpaces = () => within(panel).getByText('글자 수(공백 포함)').nextElementSibling?.textContent;
    const before = charsWithSpaces();
    await user.click(within(modal).getByRole('button', { name: '편집하기' }));
    const body = await within(modal).findByRole('textbox', { name: '본문 편집' });
    await user.clear(body);
    await user.click(body);
    await user.paste('<p>열 글자 문장이에요</p>');
    await waitFor(() => expect(charsWithSpaces()).toBe('10자'));
    expect(before).not.toBe('10자');
  });

  it('refuses an edit over 200 KB before sending it', async () => {
    const calls = useDeskApi();
    const { modal, user } = await openDesk();
    await user.click(within(modal).getByRole('button', { name: '편집하기' }));
    const body = await within(modal).findByRole('textbox', { name: '본문 편집' });
    await user.click(body);
    await user.paste(`<p>${'가'.repeat(70_000)}</p>`);
    await user.click(within(modal).getByRole('button', { name: '저장하기' }));
    expect(await within(modal).findByRole('alert')).toHaveTextContent('최대 200KB');
    expect(calls.patch).toEqual([]);
  });

  it('내보내기 downloads Markdown, HTML and text under the server name', async () => {
    const calls = useDeskApi();
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() }));
    const { modal, user } = await openDesk();
    for (const [label, format] of [
      ['마크다운 (.md)', 'md'],
      ['HTML (.html)', 'html'],
      ['텍스트 (.txt)', 'txt'],
    ] as const) {
      await user.click(within(modal).getByRole('button', { name: '내보내기' }));
      await user.click(within(modal).getByRole('button', { name: label }));
      await waitFor(() => expect(names.at(-1)).toBe(`기준금리.${format}`));
    }
    expect(calls.exports).toEqual(['md', 'html', 'txt']);
  });

  it('사진 모두 내려받기 saves the zip under the server name, and says when the post has no picture', async () => {
    useDeskApi();
    let pictures = true;
    server.use(
      http.get(apiUrl('/api/posts/:id/photos/'), () =>
        pictures
          ? new HttpResponse(new Uint8Array([0x50, 0x4b, 0x05, 0x06]), {
              headers: {
                'Content-Type': 'application/zip',
                'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent('기준금리 사진.zip')}`,
              },
            })
          : HttpResponse.json({ detail: '이 글에는 내려받을 사진이 없어요.' }, { status: 404 }),
      ),
    );
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() }));
    const { modal, user } = await openDesk();
    await user.click(within(modal).getByRole('button', { name: '내보내기' }));
    await user.click(within(modal).getByRole('button', { name: '사진 모두 내려받기 (.zip)' }));
    await waitFor(() => expect(names).toEqual(['기준금리 사진.zip']));
    pictures = false;
    await user.click(within(modal).getByRole('button', { name: '내보내기' }));
    await user.click(within(modal).getByRole('button', { name: '사진 모두 내려받기 (.zip)' }));
    expect(await within(modal).findByText('이 글에는 내려받을 사진이 없어요.')).toBeInTheDocument();
  });

  it('발행하기 says where to connect WordPress, and publishes when it is connected', async () => {
    useDeskApi();
    let connected = false;
    const published: unknown[] = [];
    server.use(
      http.get(apiUrl(apiPaths.wordpressIntegration), () =>
        HttpResponse.json(
          connected
            ? { connected: true, site_url: 'https://blog.example.com', username: 'me' }
            : { connected: false, site_url: null, username: null },
        ),
      ),
      http.get(apiUrl(apiPaths.wordpressCategories), () => HttpResponse.json({ data: [] })),
      http.post(apiUrl('/api/posts/:id/publish/wordpress/'), async ({ request }) => {
        published.push(await request.json());
        return HttpResponse.json({ remote_id: 5, link: 'https://blog.example.com/?p=5', status: 'draft' });
      }),
    );
    const { modal, user } = await openDesk();
    await user.click(within(modal).getByRole('button', { name: '발행하기' }));
    expect(await within(modal).findByText(/마이페이지 → 연동/)).toBeInTheDocument();
    expect(within(modal).getByRole('link', { name: '마이페이지로 가기' })).toHaveAttribute('href', '/mypage');

    connected = true;
    await user.click(within(modal).getByRole('button', { name: '발행하기' }));
    await user.click(within(modal).getByRole('button', { name: '발행하기' }));
    await user.click(await within(modal).findByRole('button', { name: '임시 글로 보내기' }));
    expect(await within(modal).findByText('임시 글로 보냈어요.', { exact: false })).toBeInTheDocument();
    expect(within(modal).getByRole('link', { name: '워드프레스에서 보기' })).toHaveAttribute(
      'href',
      'https://blog.example.com/?p=5',
    );
    expect(published).toEqual([{ status: 'draft', tags: [] }]);
  });

  it('발행하기 sends the chosen category, slug and the tags the member reviewed', async () => {
    const tagged = {
      ...first,
      content: `${CONTENT}<p class="post-tags"><span class="tag">#기준금리</span> <span class="tag">#대출</span></p>`,
    };
    useDeskApi({ posts: [tagged, second] });
    const published: unknown[] = [];
    server.use(
      http.get(apiUrl(apiPaths.wordpressIntegration), () =>
        HttpResponse.json({ connected: true, site_url: 'https://blog.example.com', username: 'me' }),
      ),
      http.get(apiUrl(apiPaths.wordpressCategories), () =>
        HttpResponse.json({
          data: [
            { id: 1, name: '미분류', parent: 0 },
            { id: 7, name: '경제', parent: 0 },
          ],
        }),
      ),
      http.post(apiUrl('/api/posts/:id/publish/wordpress/'), async ({ request }) => {
        published.push(await request.json());
        return HttpResponse.json({ remote_id: 5, link: 'https://blog.example.com/?p=5', status: 'draft' });
      }),
    );
    const { modal, user } = await openDesk();
    await user.click(within(modal).getByRole('button', { name: '발행하기' }));
    const category = await within(modal).findByRole('combobox', { name: '카테고리' });
    await waitFor(() => expect(category).toBeEnabled());
    await user.selectOptions(category, '경제');
    await user.type(within(modal).getByRole('textbox', { name: '주소(슬러그)' }), '기준금리 동결 2026!');
    await user.tab();
    expect(within(modal).getByRole('textbox', { name: '주소(슬러그)' })).toHaveValue('기준금리-동결-2026');
    const tags = within(modal).getByRole('list', { name: '보낼 태그' });
    expect(
      within(tags)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['#기준금리', '#대출']);
    await user.click(within(modal).getByRole('button', { name: '대출 태그 빼기' }));
    await user.type(within(modal).getByRole('textbox', { name: '추가할 태그' }), '금리{Enter}');
    await user.click(within(modal).getByRole('button', { name: '임시 글로 보내기' }));
    await within(modal).findByText('임시 글로 보냈어요.', { exact: false });
    expect(published).toEqual([
      { status: 'draft', tags: ['기준금리', '금리'], category_id: 7, slug: '기준금리-동결-2026' },
    ]);
  });

  it('the side panel has the statistics, the SEO package with copy buttons, the quality report and the sources', async () => {
    useDeskApi();
    const { modal, user } = await openDesk();
    const panel = await within(modal).findByRole('complementary', { name: '글 정보' });
    await within(panel).findByRole('heading', { name: '통계' });
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    expect(within(panel).getAllByRole('button', { name: /^제목 복사: / })).toHaveLength(4);
    await user.click(within(panel).getByRole('button', { name: `제목 복사: ${first.title_options[1]}` }));
    expect(writeText).toHaveBeenLastCalledWith(first.title_options[1]);
    await user.click(within(panel).getByRole('button', { name: '태그 복사' }));
    expect(writeText).toHaveBeenLastCalledWith('#기준금리 #대출');
    await user.click(within(panel).getByRole('button', { name: '메타 설명 복사' }));
    expect(writeText).toHaveBeenLastCalledWith(first.meta_description);
    expect(within(panel).getByText(/아직 채우지 않은 경험 칸이 1개 있어요/)).toBeInTheDocument();
    expect(within(panel).getByText('모든 문장을 해요체로 썼어요.')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: /한은, 기준금리 동결/ })).toHaveAttribute(
      'href',
      'https://news.example.com/a',
    );
    expect(within(panel).getByText('예상 읽기 시간').nextElementSibling).toHaveTextContent('약 1분');
  });

  it('영상 대본 shows the hook, the beats with each caption and seconds, the call to action, and saves JSON', async () => {
    useDeskApi();
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() }));
    server.use(
      http.get(apiUrl('/api/posts/:id/video-script/'), () =>
        HttpResponse.json({
          duration_s: 48,
          hook: { narration: '금리가 그대로예요.', caption: '금리 동결', seconds: 2 },
          beats: [
            {
              narration: '한국은행이 금리를 묶었고, 시장은 반겼어요.',
              caption: '한국은행이\n금리를 묶었고,',
              seconds: 9.5,
              captions: [
                { text: '한국은행이\n금리를 묶었고,', seconds: 5 },
                { text: '시장은 반겼어요', seconds: 4.5 },
              ],
            },
          ],
          cta: { narration: '저장해 두세요.', caption: '저장!', seconds: 3 },
        }),
      ),
    );
    const { modal, user } = await openDesk();
    // The side panel's own tab (phones choose with the desk's one tab row, which has the same name).
    const panel = await within(modal).findByRole('complementary', { name: '글 정보' });
    await user.click(await within(panel).findByRole('tab', { name: '영상 대본' }));
    const script = await within(modal).findByRole('list', { name: '영상 대본' });
    const parts = within(script).getAllByRole('listitem');
    expect(parts).toHaveLength(3);
    expect(parts[0]).toHaveTextContent('도입2초금리가 그대로예요.');
    expect(parts[1]).toHaveTextContent('장면 19.5초');
    expect(parts[1]).toHaveTextContent('금리를 묶었고,');
    expect(parts[1]).toHaveTextContent('시장은 반겼어요');
    expect(within(modal).getByText(/48초/)).toBeInTheDocument();
    await user.click(within(modal).getByRole('button', { name: 'JSON 받기' }));
    await waitFor(() => expect(names).toEqual([`${first.title} 영상 대본.json`]));
  });

  it('remembers 바로 보기 and shows the next post at once', async () => {
    useDeskApi();
    const { modal, user, unmount } = await openDesk({ postId: 9, typeIn: true });
    expect(within(modal).getByRole('button', { name: '한 번에 보기' })).toBeEnabled();
    await user.click(within(modal).getByRole('checkbox', { name: '바로 보기' }));
    await waitFor(() => expect(within(modal).getByRole('button', { name: '한 번에 보기' })).toBeDisabled());
    expect(screen.getByTestId('result-article')).toHaveTextContent('대출 금리는 당분간 비슷할 거예요.');
    unmount();

    await openDesk({ postId: 9, typeIn: true });
    expect(screen.getByRole('checkbox', { name: '바로 보기' })).toBeChecked();
    await waitFor(() => expect(screen.getByRole('button', { name: '한 번에 보기' })).toBeDisabled());
  });
});
