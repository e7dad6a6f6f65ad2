import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../testing/render-route.tsx';

describe('terms and privacy', () => {
  it('/login links to both documents', async () => {
    const { router } = renderRoute('/login');
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: '로그인' });
    expect(screen.getByRole('link', { name: '서비스 이용약관' })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('link', { name: '개인정보 처리방침' })).toHaveAttribute('href', '/privacy');

    await user.click(screen.getByRole('link', { name: '개인정보 처리방침' }));
    expect(await screen.findByRole('heading', { level: 1, name: '개인정보 처리방침' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/privacy');
  });

  it('the privacy policy says what is collected, why, for how long, and how to delete it', async () => {
    renderRoute('/privacy');
    await screen.findByRole('heading', { level: 1, name: '개인정보 처리방침' });
    const section = (name: RegExp) => within(screen.getByRole('region', { name }));
    expect(section(/모으는 정보/).getByRole('table')).toHaveTextContent('회원 식별자');
    for (const item of ['이메일', '닉네임', '관심사', '만든 글', '복사한 횟수', '애플리케이션 비밀번호']) {
      expect(section(/모으는 정보/).getByRole('table')).toHaveTextContent(item);
    }
    expect(section(/쓰는 곳/).getAllByRole('listitem').length).toBeGreaterThan(3);
    expect(section(/보관 기간/).getByText(/회원 탈퇴 때까지/)).toBeInTheDocument();
    expect(section(/지우는 방법/).getByText(/회원 탈퇴를 누르면/)).toHaveTextContent('한 번에 지워져요');
    expect(section(/지우는 방법/).getByRole('link', { name: '마이페이지' })).toHaveAttribute('href', '/mypage');
    expect(section(/안전하게/).getByText(/암호화해서 보관/)).toBeInTheDocument();
    // The table of contents reaches every section.
    const toc = within(screen.getByRole('navigation', { name: '목차' }));
    expect(toc.getAllByRole('link')).toHaveLength(screen.getAllByRole('heading', { level: 2 }).length);
  });

  it('the terms describe the service and link to the privacy policy', async () => {
    renderRoute('/terms');
    await screen.findByRole('heading', { level: 1, name: '서비스 이용약관' });
    expect(screen.getByRole('heading', { level: 2, name: '제4조 만든 글의 권리와 책임' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: '개인정보 처리방침' }).length).toBeGreaterThan(0);
    expect(document.title).toBe('서비스 이용약관 | 글감');
  });
});
