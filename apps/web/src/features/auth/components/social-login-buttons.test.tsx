import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../testing/render-route.tsx';

describe('/login', () => {
  it.each([
    ['카카오로 시작하기', 'http://localhost:8000/api/auth/kakao/login/'],
    ['네이버로 시작하기', 'http://localhost:8000/api/auth/naver/login/'],
  ])('%s sends the whole page to the server login URL and disables both buttons', async (name, url) => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    renderRoute('/login');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name }));
    expect(assign).toHaveBeenCalledExactlyOnceWith(url);

    const buttons = screen.getAllByRole('button', { name: /시작하기|이동하는 중이에요/ });
    expect(buttons).toHaveLength(2);
    for (const button of buttons) expect(button).toBeDisabled();
    expect(screen.getByRole('button', { name: '이동하는 중이에요…' })).toHaveAttribute('aria-busy', 'true');

    await user.click(buttons[0]!);
    await user.click(buttons[1]!);
    expect(assign).toHaveBeenCalledOnce();
  });

  it('uses the runtime API base', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    window.__GEULGAM_CONFIG__ = { apiBase: 'https://api.example.com/' };
    try {
      renderRoute('/login');
      await userEvent.click(await screen.findByRole('button', { name: '네이버로 시작하기' }));
      expect(assign).toHaveBeenCalledWith('https://api.example.com/api/auth/naver/login/');
    } finally {
      delete window.__GEULGAM_CONFIG__;
    }
  });

  it('says that logging in means agreeing to the terms', async () => {
    renderRoute('/login');
    expect(await screen.findByText(/로그인하면 글감의/)).toHaveTextContent(
      '로그인하면 글감의 서비스 이용약관과 개인정보 처리방침에 동의하는 것으로 봐요.',
    );
  });
});
