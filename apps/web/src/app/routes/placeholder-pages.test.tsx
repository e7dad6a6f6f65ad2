import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeTimeouts } from '../../testing/fake-timeouts.ts';
import { renderRoute } from '../../testing/render-route.tsx';
import { NEWS_DELAY_MS } from './news-summary.tsx';

describe('chatbot', () => {
  it('sends a visitor to log in: the assistant works on their own posts', async () => {
    renderRoute('/chatBot');
    expect(
      await screen.findByRole('heading', { level: 1, name: '글감 챗봇' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '로그인하러 가기' })).toHaveAttribute('href', '/login');
    expect(screen.queryByText('답변 기능을 준비하고 있어요. 조금만 기다려 주세요!')).not.toBeInTheDocument();
  });
});

describe('news summary', () => {
  it('shows two canned items after a one-second delay', async () => {
    const { advance } = fakeTimeouts();
    renderRoute('/news-summary');
    expect(await screen.findByText('뉴스를 요약하고 있어요…')).toBeInTheDocument();
    const shownAt = Date.now();
    await advance(NEWS_DELAY_MS);
    const list = await screen.findByRole('list', { name: '뉴스 요약' });
    expect(Date.now() - shownAt).toBeGreaterThan(500);
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  });
});

describe('blog pages', () => {
  it('lists six placeholder posts with a static pager and a write button', async () => {
    renderRoute('/blogList');
    expect(await screen.findByRole('heading', { level: 1, name: '전체 블로그 글' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(6);
    expect(screen.getByRole('navigation', { name: '블로그 페이지' })).toHaveTextContent('이전123다음');
    expect(screen.getByRole('link', { name: '글쓰기' })).toHaveAttribute('href', '/blogWrite');
  });

  it('writes locally: title required, an editor with the spec toolbar, an alert of the values, then the list', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const { router } = renderRoute('/blogWrite');
    const user = userEvent.setup();
    // The editor is its own (large) chunk.
    const toolbar = await screen.findByRole('toolbar', { name: '서식' }, { timeout: 10_000 });
    expect(
      within(toolbar)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual([
      '제목 1',
      '제목 2',
      '제목 3',
      '굵게',
      '기울임',
      '밑줄',
      '취소선',
      '번호 목록',
      '글머리 목록',
      '링크',
      '이미지',
      '코드 블록',
      '서식 지우기',
    ]);
    const title = screen.getByRole('textbox', { name: '제목' });
    expect(title).toBeRequired();
    await user.type(title, '첫 글');
    await user.click(screen.getByRole('button', { name: '글 등록하기' }));
    expect(alert).toHaveBeenCalledOnce();
    const message = String(alert.mock.calls[0]?.[0]);
    expect(message).toContain('제목: 첫 글');
    const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Seoul' }).format(new Date());
    expect(message).toContain(`작성일: ${today}`);
    expect(message).toContain(`수정일: ${today}`);
    expect(message).toContain('첨부 파일: 없음');
    expect(router.state.location.pathname).toBe('/blogList');
  }, 20_000);
});

describe('about', () => {
  it('has the start buttons, five steps, two team members, the new features with where to find them, and the plans', async () => {
    renderRoute('/about');
    expect(await screen.findByRole('heading', { level: 1, name: '글감 소개' })).toBeInTheDocument();
    const starts = screen.getAllByRole('link', { name: '지금 시작하기' });
    expect(starts).toHaveLength(2);
    for (const link of starts) expect(link).toHaveAttribute('href', '/');
    const flow = screen.getByRole('region', { name: '다섯 단계면 충분해요' });
    expect(within(flow).getAllByRole('listitem')).toHaveLength(5);
    const team = screen.getByRole('region', { name: '만든 사람들' });
    expect(within(team).getAllByRole('heading', { level: 3 })).toHaveLength(2);
    const plans = screen.getByRole('region', { name: '앞으로 이런 기능이 찾아와요' });
    expect(within(plans).getAllByText('준비 중')).toHaveLength(2);
    const available = screen.getByRole('region', { name: '새로 쓸 수 있어요' });
    expect(within(available).getAllByText('지금 사용 가능')).toHaveLength(3);
    expect(within(available).getByRole('link', { name: /블로그 연동/ })).toHaveAttribute('href', '/mypage');
    expect(within(available).getByRole('link', { name: /영상 대본/ })).toHaveAttribute('href', '/');
    expect(within(available).getByRole('link', { name: /듣기/ })).toHaveAttribute('href', '/');
  });
});
