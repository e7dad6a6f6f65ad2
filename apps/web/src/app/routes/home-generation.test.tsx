import { apiPaths, type GenerateResponse, type KeywordList, type PostDetail } from '@geulgam/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../lib/storage.ts';
import { apiUrl } from '../../testing/api-url.ts';
import { postDetailFixture } from '../../testing/post-fixtures.ts';
import { renderRoute } from '../../testing/render-route.tsx';
import { fakeTimeouts } from '../../testing/fake-timeouts.ts';
import { server } from '../../testing/server.ts';
import { PDF_URL_REVOKE_MS } from '../../features/posts/api/download-pdf.ts';
import { LOGIN_REDIRECT_MS } from '../../features/generation/components/use-generation-flow.ts';

const fresh = { collected_at: '2026-11-22T09:00:00+09:00', outlet_count: 2, summary: '' };

const keywords: KeywordList = {
  data: [
    { id: 1, title: '한국은행 기준금리 동결', category: '경제', is_generated: false, ...fresh },
    { id: 2, title: '가을 야구 티켓 예매 시작', category: '야구', is_generated: false, ...fresh },
  ],
  pagination: { current_page: 1, total_pages: 1, total_items: 2, page_size: 12 },
};

const post: PostDetail = postDetailFixture({
  content:
    '<h2>핵심 요약</h2><p>한국은행이 기준금리를 동결했어요.</p><figure><img src="https://img.example/a.jpg" alt="회의 모습"></figure><p>대출 금리는 당분간 비슷할 거예요.</p><script>alert(1)</script>',
  image_1_url: 'https://img.example/a.jpg',
});

const success: GenerateResponse = {
  status: 'success',
  post_id: 9,
  created_at: post.created_at,
  error_message: null,
  from_cache: false,
};

const encoder = new TextEncoder();
const sseEvent = (name: string, data: unknown) => `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;
const SSE_HEADERS = { 'content-type': 'text/event-stream; charset=utf-8' };

/** POST /api/generate/ answering the events at once, a comment first. */
function sse(...events: string[]): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(`: ok\n\n${events.join('')}`));
      controller.close();
    },
  });
  return new HttpResponse(body, { headers: SSE_HEADERS });
}

/** A stream the test writes events into while the modal is open. */
function openStream() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
  });
  return {
    response: () => new HttpResponse(body, { headers: SSE_HEADERS }),
    send: (name: string, data: unknown) => controller.enqueue(encoder.encode(sseEvent(name, data))),
    close: () => controller.close(),
  };
}

function useApi({
  generate = () => sse(sseEvent('result', success)),
}: { generate?: () => Response | Promise<Response> } = {}) {
  const calls = { generate: [] as unknown[], clicks: [] as string[], status: 0, copy: 0 };
  server.use(
    http.get(apiUrl(apiPaths.keywords), () => HttpResponse.json(keywords)),
    http.post(apiUrl('/api/keywords/:id/click/'), ({ params }) => {
      calls.clicks.push(String(params.id));
      return HttpResponse.json({ message: 'ok' }, { status: 201 });
    }),
    http.post(apiUrl(apiPaths.generate), async ({ request }) => {
      calls.generate.push(await request.json());
      return generate();
    }),
    http.patch(apiUrl('/api/posts/:id/status/'), () => {
      calls.status += 1;
      return HttpResponse.json({ id: 9, is_generated: true });
    }),
    http.get(apiUrl('/api/posts/:id/'), () => HttpResponse.json(post)),
    http.get(apiUrl('/api/mypage/posts/:id/versions/'), () =>
      HttpResponse.json({
        data: [{ id: 9, version: 1, tone: 'haeyo', length: 'standard', edited: false, created_at: post.created_at }],
      }),
    ),
    http.post(apiUrl('/api/posts/:id/copy/'), () => {
      calls.copy += 1;
      return HttpResponse.json({ message: 'ok', copy_count: calls.copy });
    }),
  );
  return calls;
}

async function renderHome({ signedIn = true } = {}) {
  if (signedIn) localStorage.setItem(STORAGE_KEYS.accessToken, 'member-token');
  const view = renderRoute('/');
  await screen.findByRole('list', { name: '추천 키워드' });
  return { ...view, user: userEvent.setup() };
}

const card = (title: string) => screen.getByRole('button', { name: title });

describe('generating a post from the home page', () => {
  let alert: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    alert.mockRestore();
  });

  it('opens the modal, types the sanitized post with copy ready at once, and completes it with "show all"', async () => {
    const calls = useApi({
      generate: async () => {
        await delay(100);
        return sse(sseEvent('result', success));
      },
    });
    const { user } = await renderHome();
    await user.click(card('한국은행 기준금리 동결'));

    const modal = await screen.findByRole('dialog');
    expect(within(modal).getByRole('heading', { level: 2 })).toHaveTextContent('소환하는 중');
    expect(await within(modal).findByRole('heading', { name: post.title })).toBeInTheDocument();
    // The post exists: copy, PDF and statistics work while the text is still typing.
    await waitFor(() => expect(within(modal).getByRole('button', { name: '복사하기' })).toBeEnabled());
    // The statistics are the side panel's, not a button's alert; the PDF sits in 내보내기.
    expect(within(modal).queryByRole('button', { name: '통계 보기' })).toBeNull();
    await user.click(within(modal).getByRole('button', { name: '내보내기' }));
    expect(within(modal).getByRole('button', { name: 'PDF 다운로드' })).toBeEnabled();
    await user.click(within(modal).getByRole('button', { name: '내보내기' }));
    expect(within(modal).getByRole('button', { name: '한 번에 보기' })).toBeEnabled();

    await user.click(within(modal).getByRole('button', { name: '한 번에 보기' }));
    // Focus stays in the toolbar.
    expect(within(modal).getByRole('button', { name: '복사하기' })).toHaveFocus();
    expect(within(modal).getByRole('button', { name: '한 번에 보기' })).toBeDisabled();
    const article = screen.getByTestId('result-article');
    expect(article).toHaveTextContent('한국은행이 기준금리를 동결했어요.');
    expect(article).toHaveTextContent('대출 금리는 당분간 비슷할 거예요.');
    expect(article.querySelector('script')).toBeNull();
    expect(article.querySelector('img')).toHaveAttribute('alt', '회의 모습');
    expect(within(modal).getByRole('button', { name: '복사하기' })).toBeEnabled();

    // The statistics follow the text: 39 characters without spaces → 1 minute; one image.
    const panel = within(await within(modal).findByRole('complementary', { name: '글 정보' }));
    await panel.findByRole('heading', { name: '통계' });
    const stat = (name: string) => panel.getByText(name).nextElementSibling?.textContent;
    const text = '핵심 요약한국은행이 기준금리를 동결했어요.대출 금리는 당분간 비슷할 거예요.';
    expect(stat('예상 읽기 시간')).toBe('약 1분');
    expect(stat('글자 수(공백 제외)')).toBe(`${text.replace(/\s/g, '').length}자`);
    expect(stat('이미지')).toBe('1개');
    expect(alert).not.toHaveBeenCalled();

    expect(calls.generate).toEqual([{ keyword_id: 1 }]);
    expect(calls.clicks).toEqual(['1']);
    await waitFor(() => expect(calls.status).toBe(1));
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.generatedKeywords) ?? '[]')).toEqual([1]);

    await user.click(within(modal).getByRole('button', { name: '창 닫기' }));
    const generatedCard = card('한국은행 기준금리 동결').closest('article');
    expect(generatedCard).toHaveTextContent('생성 완료');
  });

  it('runs one generation at a time: other cards are dimmed and ignore clicks', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const calls = useApi({
      generate: async () => {
        await gate;
        return sse(sseEvent('result', success));
      },
    });
    const { user } = await renderHome();
    await user.click(card('한국은행 기준금리 동결'));
    await screen.findByRole('dialog');
    const running = card('한국은행 기준금리 동결').closest('article');
    expect(running).toHaveTextContent('⏳');
    expect(card('가을 야구 티켓 예매 시작')).toHaveAttribute('aria-disabled', 'true');

    // Close the modal and try another keyword: nothing is sent.
    await user.click(screen.getByRole('button', { name: '창 닫기' }));
    await user.click(card('가을 야구 티켓 예매 시작'));
    expect(calls.generate).toHaveLength(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    release();
    await waitFor(() => expect(card('한국은행 기준금리 동결').closest('article')).toHaveTextContent('생성 완료'));
    expect(card('가을 야구 티켓 예매 시작')).not.toHaveAttribute('aria-disabled');
  });

  it.each([
    [
      'the server message',
      { error_message: '관련 기사가 부족해 글을 만들지 못했어요.' },
      '관련 기사가 부족해 글을 만들지 못했어요.',
    ],
    ['the fallback', { error_message: null }, '글 생성에 실패했어요.'],
    ['the fallback for a success without a post', { status: 'success', post_id: null }, '글 생성에 실패했어요.'],
  ])('a failed generation shows %s and the line under the grid', async (_name, override, text) => {
    useApi({
      generate: () => sse(sseEvent('result', { ...success, status: 'fail', post_id: null, ...override })),
    });
    const { user } = await renderHome();
    await user.click(card('한국은행 기준금리 동결'));
    const modal = await screen.findByRole('dialog');
    expect(await within(modal).findByRole('alert')).toHaveTextContent(text);
    expect(await screen.findByText('글 생성 중 오류가 발생했어요. 잠시 후 다시 시도해 주세요.')).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.generatedKeywords)).toBeNull();
    expect(card('한국은행 기준금리 동결').closest('article')).not.toHaveTextContent('생성 완료');
  });

  it('shows the draft while it is written, then the post complete at once', async () => {
    const stream = openStream();
    const calls = useApi({ generate: () => stream.response() });
    const { user } = await renderHome();
    await user.click(card('한국은행 기준금리 동결'));
    const modal = await screen.findByRole('dialog');
    await waitFor(() => expect(calls.generate).toEqual([{ keyword_id: 1 }]));

    stream.send('preview', { block: 0, kind: 'title', mode: 'append', text: '기준금리 동결' });
    stream.send('preview', { block: 1, kind: 'heading', mode: 'append', text: '핵심 요약' });
    stream.send('preview', { block: 2, kind: 'paragraph', mode: 'append', text: '한국은행이 ' });
    stream.send('preview', { block: 2, kind: 'paragraph', mode: 'append', text: '기준금리를 동결했어요.' });
    stream.send('preview', { block: 3, kind: 'item', mode: 'append', text: '<img src=x onerror=alert(1)>' });
    stream.send('preview', { block: 4, kind: 'item', mode: 'replace', text: '대출 금리' });
    const preview = await within(modal).findByTestId('result-preview');
    await waitFor(() => expect(preview.querySelectorAll('[data-preview-block]')).toHaveLength(5));
    expect(preview).toHaveTextContent('한국은행이 기준금리를 동결했어요.');
    expect(within(preview).getByRole('status')).toHaveTextContent('AI가 글을 쓰고 있어요…');
    expect(within(preview).getByRole('heading', { level: 3 })).toHaveTextContent('핵심 요약');
    const items = within(preview).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['<img src=x onerror=alert(1)>', '대출 금리']);
    expect(preview.querySelector('img')).toBeNull();
    // The cursor follows the last block.
    expect(items[1]!.querySelector('span[aria-hidden="true"]')).not.toBeNull();
    expect(preview.querySelectorAll('span[aria-hidden="true"]')).toHaveLength(1);
    expect(within(modal).getByRole('button', { name: '복사하기' })).toBeDisabled();

    // The writer starts over: the draft goes, the spinner comes back, then a new draft.
    stream.send('reset', {});
    await waitFor(() => expect(within(modal).queryByTestId('result-preview')).toBeNull());
    expect(within(modal).getByText('AI가 콘텐츠를 생성하고 있어요. 잠시만 기다려 주세요.')).toBeInTheDocument();
    stream.send('preview', { block: 0, kind: 'paragraph', mode: 'append', text: '다시 쓰는 글' });
    expect(await within(modal).findByTestId('result-preview')).toHaveTextContent('다시 쓰는 글');

    stream.send('result', success);
    stream.close();
    expect(await within(modal).findByRole('heading', { name: post.title })).toBeInTheDocument();
    expect(within(modal).queryByTestId('result-preview')).toBeNull();
    const article = screen.getByTestId('result-article');
    expect(article).toHaveTextContent('한국은행이 기준금리를 동결했어요.');
    expect(article).toHaveTextContent('대출 금리는 당분간 비슷할 거예요.');
    await waitFor(() => expect(within(modal).getByRole('button', { name: '복사하기' })).toBeEnabled());
    // The post shows complete (nothing left to type) a tick after copy is ready.
    await waitFor(() => expect(within(modal).getByRole('button', { name: '한 번에 보기' })).toBeDisabled());
    await waitFor(() => expect(calls.status).toBe(1));
  });

  it('a stream that ends without a result shows the failure', async () => {
    useApi({
      generate: () => sse(sseEvent('preview', { block: 0, kind: 'paragraph', mode: 'append', text: '쓰다 만 글' })),
    });
    const { user } = await renderHome();
    await user.click(card('한국은행 기준금리 동결'));
    const modal = await screen.findByRole('dialog');
    expect(await within(modal).findByRole('alert')).toHaveTextContent('글 생성에 실패했어요.');
    expect(within(modal).queryByTestId('result-preview')).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.generatedKeywords)).toBeNull();
  });

  it.each([
    [401, '인증 정보가 만료되었어요. 다시 로그인해 주세요.'],
    [429, '잠시 후 다시 시도해 주세요. 생성 요청이 너무 많아요.'],
  ])('a %i answer before the stream shows its detail', async (status, detail) => {
    useApi({ generate: () => HttpResponse.json({ detail, code: 'x' }, { status }) });
    const { user } = await renderHome();
    await user.click(card('한국은행 기준금리 동결'));
    const [modal] = await screen.findAllByRole('dialog');
    expect(await within(modal!).findByRole('alert')).toHaveTextContent(detail);
    expect(await screen.findByText('글 생성 중 오류가 발생했어요. 잠시 후 다시 시도해 주세요.')).toBeInTheDocument();
    // A 401 the login could not be renewed past (no refresh token here) signs the member out and says so.
    if (status === 401) {
      expect(await screen.findByRole('dialog', { name: '다시 로그인해 주세요' })).toBeInTheDocument();
      expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
    }
  });

  it('only logs a failed status update; the card is still marked generated', async () => {
    useApi();
    server.use(http.patch(apiUrl('/api/posts/:id/status/'), () => new HttpResponse(null, { status: 500 })));
    const { user } = await renderHome();
    await user.click(card('한국은행 기준금리 동결'));
    await screen.findByRole('heading', { name: post.title });
    await waitFor(() => expect(console.warn).toHaveBeenCalled());
    await user.click(screen.getByRole('button', { name: '창 닫기' }));
    expect(card('한국은행 기준금리 동결').closest('article')).toHaveTextContent('생성 완료');
  });

  it('asks a visitor to log in and moves to /login after a second', async () => {
    const calls = useApi();
    const { router } = await renderHome({ signedIn: false });
    const { user, advance } = fakeTimeouts();
    await user.click(card('한국은행 기준금리 동결'));
    expect(screen.getByRole('alert')).toHaveTextContent('로그인 후 이용해 주세요.');
    expect(router.state.location.pathname).toBe('/');
    await advance(LOGIN_REDIRECT_MS);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(calls.generate).toHaveLength(0);
  });

  it('copies rich text, records the copy, and alerts when the clipboard is denied', async () => {
    const calls = useApi();
    const written: ClipboardItem[][] = [];
    class FakeClipboardItem {
      constructor(readonly items: Record<string, Blob>) {}
      get types() {
        return Object.keys(this.items);
      }
    }
    vi.stubGlobal('ClipboardItem', FakeClipboardItem);
    const { user } = await renderHome();
    // After userEvent.setup(), which installs its own clipboard.
    const write = vi.spyOn(navigator.clipboard, 'write').mockImplementation(async (items: ClipboardItem[]) => {
      written.push(items);
    });
    await user.click(card('한국은행 기준금리 동결'));
    const modal = await screen.findByRole('dialog');
    await within(modal).findByRole('heading', { name: post.title });
    await user.click(within(modal).getByRole('button', { name: '한 번에 보기' }));
    await user.click(within(modal).getByRole('button', { name: '복사하기' }));

    expect(written[0]?.[0]?.types).toEqual(['text/html', 'text/plain']);
    await waitFor(() => expect(calls.copy).toBe(1));
    expect(await within(modal).findByText(/복사 1회/)).toBeInTheDocument();

    write.mockRejectedValueOnce(new DOMException('denied', 'NotAllowedError'));
    await user.click(within(modal).getByRole('button', { name: '복사하기' }));
    expect(alert).toHaveBeenCalledWith('복사하지 못했어요. 브라우저의 클립보드 권한을 확인해 주세요.');
    expect(calls.copy).toBe(1);
    vi.unstubAllGlobals();
  });

  /** Downloads stop at the link's click: the names asked for are kept, and object URLs are fakes. */
  function catchDownloads() {
    const revokeObjectURL = vi.fn();
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:pdf'), revokeObjectURL }));
    const names: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    return { names, revokeObjectURL, click };
  }

  /** The first keyword's post in the desk, shown whole, its 내보내기 menu open; timeouts fake from here. */
  async function openExportMenu() {
    const { user } = await renderHome();
    await user.click(card('한국은행 기준금리 동결'));
    const modal = await screen.findByRole('dialog');
    await within(modal).findByRole('heading', { name: post.title });
    await user.click(within(modal).getByRole('button', { name: '한 번에 보기' }));
    const timers = fakeTimeouts();
    await timers.user.click(within(modal).getByRole('button', { name: '내보내기' }));
    return { modal, timers };
  }

  it('downloads the PDF under the header name, revokes the URL after a second, and says when it fails', async () => {
    useApi();
    const encoded = encodeURIComponent('기준금리 동결.pdf');
    server.use(
      http.get(apiUrl('/api/posts/:id/pdf/'), async () => {
        await delay(50);
        return new HttpResponse(new Blob(['%PDF-1.7'], { type: 'application/pdf' }), {
          headers: {
            'Content-Type': 'application/pdf',
            'Content-Disposition': `attachment; filename="download.pdf"; filename*=UTF-8''${encoded}`,
          },
        });
      }),
    );
    const { names, revokeObjectURL, click } = catchDownloads();
    const { modal, timers } = await openExportMenu();
    await timers.user.click(within(modal).getByRole('button', { name: 'PDF 다운로드' }));
    expect(within(modal).getByRole('button', { name: '다운로드 중…' })).toBeDisabled();
    await waitFor(() => expect(names).toEqual(['기준금리 동결.pdf']));
    expect(revokeObjectURL).not.toHaveBeenCalled();
    await timers.advance(PDF_URL_REVOKE_MS);
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:pdf');

    server.use(http.get(apiUrl('/api/posts/:id/pdf/'), () => new HttpResponse(null, { status: 500 })));
    await timers.user.click(within(modal).getByRole('button', { name: 'PDF 다운로드' }));
    expect(
      await within(modal).findByText('PDF 다운로드 중 오류가 발생했어요. 잠시 후 다시 시도해 주세요.'),
    ).toBeInTheDocument();
    click.mockRestore();
  });

  it('a full PDF queue (503, Retry-After): shows the server’s Korean reason, retries once after the wait (capped at 10 s), then says why if still refused', async () => {
    useApi();
    const busy = 'PDF를 만드는 요청이 많아요. 잠시 후 다시 시도해 주세요.';
    // The first answer asks for 30 s (the cap makes it 10); the second serves the file.
    const answers: (() => Response)[] = [
      () =>
        HttpResponse.json(
          { detail: busy, code: 'service_unavailable' },
          { status: 503, headers: { 'Retry-After': '30' } },
        ),
      () =>
        new HttpResponse(new Blob(['%PDF-1.7'], { type: 'application/pdf' }), {
          headers: { 'Content-Type': 'application/pdf' },
        }),
    ];
    let asked = 0;
    server.use(http.get(apiUrl('/api/posts/:id/pdf/'), () => answers[asked++]!()));
    const { names, click } = catchDownloads();
    const { modal, timers } = await openExportMenu();
    await timers.user.click(within(modal).getByRole('button', { name: 'PDF 다운로드' }));

    expect(await within(modal).findByText(`${busy} 10초 뒤에 한 번 더 받아 볼게요.`)).toBeInTheDocument();
    expect(within(modal).getByRole('button', { name: '다운로드 중…' })).toBeDisabled();
    await timers.advance(9_000);
    expect(asked).toBe(1);
    await timers.advance(1_000);
    await waitFor(() => expect(names).toEqual([`${post.title}.pdf`]));
    expect(asked).toBe(2);
    expect(within(modal).queryByText(/한 번 더 받아 볼게요/)).not.toBeInTheDocument();
    expect(within(modal).queryByRole('alert')).not.toBeInTheDocument();

    // Refused again after the retry: the server's reason stays, and nothing is asked a third time.
    answers.push(answers[0]!, answers[0]!);
    await timers.user.click(within(modal).getByRole('button', { name: 'PDF 다운로드' }));
    await within(modal).findByText(/10초 뒤에 한 번 더 받아 볼게요/);
    await timers.advance(10_000);
    expect(await within(modal).findByRole('alert')).toHaveTextContent(busy);
    expect(asked).toBe(4);
    await timers.advance(20_000);
    expect(asked).toBe(4);
    click.mockRestore();
  });
});
