import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../testing/render-route.tsx';

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
    expect(within(available).getAllByText('지금 사용 가능')).toHaveLength(6);
    expect(within(available).getByRole('link', { name: /블로그 연동/ })).toHaveAttribute('href', '/mypage');
    expect(within(available).getByRole('link', { name: /영상 대본/ })).toHaveAttribute('href', '/');
    expect(within(available).getByRole('link', { name: /듣기/ })).toHaveAttribute('href', '/');
    expect(within(available).getByRole('link', { name: '내 주제로 글쓰기' })).toHaveAttribute('href', '/blogWrite');
    expect(within(available).getByRole('link', { name: '뉴스 브리핑' })).toHaveAttribute('href', '/news-summary');
    expect(within(available).getByRole('link', { name: '내 글 보관함' })).toHaveAttribute('href', '/blogList');
  });
});
