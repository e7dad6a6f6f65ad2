import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../testing/render-route.tsx';

describe('routes', () => {
  // /blogList and /news-summary read the server first (a visitor is sent to login; the briefing is fetched): their
  // headings are checked in routes/blog-pages.test.tsx.
  it.each([
    ['/about', '글감 소개'],
    ['/blogWrite', '내 주제로 글쓰기'],
    ['/login', '로그인'],
    ['/signup', '회원가입'],
    ['/onboarding', '환영해요!'],
    ['/mypage', '마이페이지'],
    ['/chatBot', '글감 챗봇'],
    ['/admin/login', '관리자 로그인'],
  ])('%s shows its heading', async (path, heading) => {
    renderRoute(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getByText(`© ${new Date().getFullYear()} 글감. All Rights Reserved.`)).toBeInTheDocument();
  });

  it('shows a Korean 404 page for an unknown address, inside the site frame', async () => {
    renderRoute('/no-such-page');
    expect(await screen.findByRole('heading', { level: 1, name: '페이지를 찾을 수 없어요' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '홈으로 가기' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('navigation', { name: '주 메뉴' })).toBeInTheDocument();
  });
});
