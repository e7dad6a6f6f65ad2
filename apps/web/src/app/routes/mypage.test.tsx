import { apiPaths, type MyPostList, type PostDetail } from '@geulgam/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../lib/storage.ts';
import { apiUrl } from '../../testing/api-url.ts';
import { myPostItemFixture, postDetailFixture } from '../../testing/post-fixtures.ts';
import { renderRoute } from '../../testing/render-route.tsx';
import { server } from '../../testing/server.ts';

const list: MyPostList = {
  data: [
    myPostItemFixture({ id: 7, title: '기준금리 동결, 내 대출은?', copy_count: 2, version: 3, version_count: 3 }),
    myPostItemFixture({ id: 3, title: '가을 단풍 여행', created_at: '2026-09-30T10:00:00+09:00' }),
  ],
  pagination: { current_page: 1, total_pages: 1, total_items: 2, page_size: 20 },
};

const post: PostDetail = postDetailFixture({
  id: 7,
  title: '기준금리 동결, 내 대출은?',
  version: 3,
  copy_count: 2,
  edited: true,
  content: [
    '<p>한국은행이 기준금리를 동결했어요.</p>',
    '<p class="experience-slot" data-placeholder="내 대출 이야기를 적어 주세요">내 대출 이야기를 적어 주세요</p>',
    '<p class="experience-slot" data-placeholder="느낀 점">저는 변동금리라 한숨 돌렸어요.</p>',
    '<ul><li>예금 금리</li><li>대출 금리</li></ul>',
    '<p><a href="https://news.example.com/a">원문 기사</a></p>',
  ].join(''),
});

// Route changes load lazy page chunks, and the result modal loads its own.
describe('My page', { timeout: 20_000 }, () => {
  function useApi() {
    const calls = { copy: 0, list: 0, exports: [] as string[], pdf: 0 };
    server.use(
      http.get(apiUrl(apiPaths.myPosts), () => {
        calls.list += 1;
        return HttpResponse.json(list);
      }),
      http.get(apiUrl('/api/mypage/posts/:id/'), () => HttpResponse.json(post)),
      http.get(apiUrl('/api/posts/:id/'), () => HttpResponse.json(post)),
      http.post(apiUrl('/api/posts/:id/copy/'), () => {
        calls.copy += 1;
        return HttpResponse.json({ message: '복사 기록을 남겼어요.', copy_count: 3 });
      }),
      http.get(apiUrl('/api/posts/:id/export/'), ({ request }) => {
        const format = new URL(request.url).searchParams.get('format') ?? '';
        calls.exports.push(format);
        return new HttpResponse(`# ${post.title}`, {
          headers: {
            'Content-Type': 'text/markdown; charset=utf-8',
            'Content-Disposition': `attachment; filename="post.${format}"; filename*=UTF-8''${encodeURIComponent(`기준금리 동결.${format}`)}`,
          },
        });
      }),
      http.get(apiUrl('/api/posts/:id/pdf/'), () => {
        calls.pdf += 1;
        return new HttpResponse(new Blob(['%PDF-1.7']), { headers: { 'Content-Type': 'application/pdf' } });
      }),
    );
    localStorage.setItem(STORAGE_KEYS.accessToken, 'member-token');
    return calls;
  }

  async function openDetail() {
    renderRoute('/mypage');
    const user = userEvent.setup();
    const contents = within(await screen.findByRole('region', { name: '내 콘텐츠' }));
    await user.click(await contents.findByRole('button', { name: '기준금리 동결, 내 대출은? 상세 보기' }));
    const dialog = screen.getByRole('dialog', { name: '콘텐츠 상세' });
    await within(dialog).findByRole('heading', { name: post.title });
    return { dialog: within(dialog), user };
  }

  it('lists the posts on the page: title, versions, copies and date', async () => {
    useApi();
    renderRoute('/mypage');
    const contents = within(await screen.findByRole('region', { name: '내 콘텐츠' }));
    const table = await contents.findByRole('table', { name: '내 콘텐츠' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      '기준금리 동결, 내 대출은?',
      '가을 단풍 여행',
    ]);
    expect(rows[0]).toHaveTextContent('3개');
    expect(rows[0]).toHaveTextContent('2회');
    expect(rows[0]).toHaveTextContent('2026. 10. 2.');
    // The SPEC's cards and their buttons stay.
    expect(screen.getByRole('region', { name: '콘텐츠 관리' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: '계정 관리' })).toBeInTheDocument();
  });

  it('the detail offers copy first, then open, edit, PDF and export; delete is a confirmed secondary action', async () => {
    useApi();
    const { dialog, user } = await openDetail();
    const buttons = dialog
      .getAllByRole('button')
      .map((button) => button.textContent?.trim())
      .filter(Boolean);
    expect(buttons.slice(0, 5)).toEqual(['복사하기', '열기', '편집하기', 'PDF', '내보내기']);
    expect(dialog.getByText('버전 3개 중 대표')).toBeInTheDocument();
    expect(dialog.getByText('직접 고친 글')).toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: '목록으로' })).not.toBeInTheDocument();

    const remove = dialog.getByRole('button', { name: '삭제' });
    // Secondary: a quiet (ghost) button at the foot, not a filled red one.
    expect(remove.className).toMatch(/ghost/);
    await user.click(remove);
    expect(screen.getByRole('dialog', { name: '콘텐츠 삭제' })).toHaveTextContent('삭제한 글은 되돌릴 수 없어요');
  });

  it('복사하기 puts HTML and plain text on the clipboard without open experience slots, and counts the copy', async () => {
    const calls = useApi();
    const written: Record<string, Blob>[] = [];
    vi.stubGlobal(
      'ClipboardItem',
      class {
        constructor(readonly items: Record<string, Blob>) {}
      },
    );
    const { dialog, user } = await openDetail();
    vi.spyOn(navigator.clipboard, 'write').mockImplementation(async (items) => {
      written.push(...items.map((item) => (item as unknown as { items: Record<string, Blob> }).items));
    });
    const listsBefore = calls.list;
    await user.click(dialog.getByRole('button', { name: '복사하기' }));

    expect(await dialog.findByRole('status')).toHaveTextContent('본문을 서식과 함께 복사했어요');
    const read = (blob: Blob) =>
      new Promise<string>((resolve) => {
        const reader = new FileReader();
        reader.onload = () => resolve(String(reader.result));
        reader.readAsText(blob);
      });
    const html = await read(written[0]!['text/html']!);
    const text = await read(written[0]!['text/plain']!);
    expect(html).toContain('한국은행이 기준금리를 동결했어요.');
    expect(html).not.toContain('내 대출 이야기를 적어 주세요');
    expect(html).toContain('저는 변동금리라 한숨 돌렸어요.');
    expect(html).not.toContain(post.title);
    expect(text).not.toContain('내 대출 이야기를 적어 주세요');
    expect(text).toMatch(/• 예금 금리\n• 대출 금리/);
    expect(text).toContain('https://news.example.com/a');
    await waitFor(() => expect(calls.copy).toBe(1));
    await waitFor(() => expect(calls.list).toBeGreaterThan(listsBefore));
  });

  it('tells the member when the clipboard refuses, and records nothing', async () => {
    const calls = useApi();
    vi.stubGlobal('ClipboardItem', class {});
    const { dialog, user } = await openDetail();
    vi.spyOn(navigator.clipboard, 'write').mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
    await user.click(dialog.getByRole('button', { name: '복사하기' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('클립보드 권한을 확인해 주세요');
    expect(calls.copy).toBe(0);
  });

  it('내보내기 downloads Markdown under the server’s name; PDF downloads too', async () => {
    const calls = useApi();
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() }));
    const { dialog, user } = await openDetail();

    const exportButton = dialog.getByRole('button', { name: '내보내기' });
    expect(exportButton).toHaveAttribute('aria-expanded', 'false');
    await user.click(exportButton);
    expect(exportButton).toHaveAttribute('aria-expanded', 'true');
    const formats = within(dialog.getByRole('list', { name: '내보낼 형식' }));
    expect(formats.getAllByRole('button').map((button) => button.firstChild?.textContent)).toEqual([
      'Markdown (.md)',
      'HTML (.html)',
      '텍스트 (.txt)',
    ]);
    await user.click(formats.getByRole('button', { name: /Markdown/ }));
    await waitFor(() => expect(names).toEqual(['기준금리 동결.md']));
    expect(calls.exports).toEqual(['md']);
    expect(exportButton).toHaveAttribute('aria-expanded', 'false');

    // Escape closes the list, not the dialog.
    await user.click(exportButton);
    await user.keyboard('{Escape}');
    expect(exportButton).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('dialog', { name: '콘텐츠 상세' })).toBeInTheDocument();

    await user.click(dialog.getByRole('button', { name: 'PDF' }));
    await waitFor(() => expect(calls.pdf).toBe(1));
  });

  it('열기 shows the post in the result modal; 편집하기 opens it in the editor', async () => {
    useApi();
    const { dialog, user } = await openDetail();
    await user.click(dialog.getByRole('button', { name: '열기' }));
    const article = await screen.findByTestId('result-article');
    await waitFor(() => expect(article).toHaveTextContent('한국은행이 기준금리를 동결했어요.'));
    const desk = screen.getAllByRole('dialog').at(-1)!;
    expect(within(desk).getByRole('heading', { level: 2, name: post.title })).toBeInTheDocument();
    await user.click(within(desk).getByRole('button', { name: '창 닫기' }));
    await waitFor(() => expect(screen.queryByTestId('result-article')).not.toBeInTheDocument());

    await user.click(dialog.getByRole('button', { name: '편집하기' }));
    expect(await screen.findByRole('textbox', { name: '본문 편집' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '저장하기' })).toBeInTheDocument();
    // The 키워드 field names the keyword the post was written for, not the post's title.
    const keyword = screen.getByText('키워드').parentElement!;
    expect(keyword).toHaveTextContent(`키워드${post.keyword_title}`);
    expect(keyword).not.toHaveTextContent(post.title);
  });
});
