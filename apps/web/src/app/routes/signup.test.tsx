import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../testing/render-route.tsx';

async function renderSignup() {
  renderRoute('/signup');
  await screen.findByRole('heading', { level: 1, name: '회원가입' });
  return userEvent.setup();
}

describe('/signup', () => {
  it('requires all four fields, with an email field of type email', async () => {
    await renderSignup();
    for (const label of ['아이디', '이메일', '비밀번호', '비밀번호 확인']) {
      expect(screen.getByLabelText(label)).toBeRequired();
    }
    expect(screen.getByLabelText('이메일')).toHaveAttribute('type', 'email');
  });

  it('says when the passwords do not match, and only alerts (no call) when they do', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const user = await renderSignup();
    await user.type(screen.getByLabelText('아이디'), 'geulgam');
    await user.type(screen.getByLabelText('이메일'), 'me@example.com');
    await user.type(screen.getByLabelText('비밀번호'), 'secret-1');
    await user.type(screen.getByLabelText('비밀번호 확인'), 'secret-2');
    await user.click(screen.getByRole('button', { name: '가입하기' }));
    expect(screen.getByText('비밀번호가 일치하지 않아요.')).toBeInTheDocument();
    expect(screen.getByLabelText('비밀번호 확인')).toHaveAttribute('aria-invalid', 'true');
    expect(alert).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText('비밀번호 확인'));
    await user.type(screen.getByLabelText('비밀번호 확인'), 'secret-1');
    expect(screen.queryByText('비밀번호가 일치하지 않아요.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '가입하기' }));
    expect(alert).toHaveBeenCalledOnce();
  });
});
