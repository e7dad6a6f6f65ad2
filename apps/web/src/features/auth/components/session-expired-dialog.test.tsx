import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { announceSessionExpired } from '../../../lib/session-expiry.ts';
import { setMemberTokens, takeReturnPath } from '../../../lib/storage.ts';
import { renderRoute } from '../../../testing/render-route.tsx';
import { SESSION_EXPIRED_MESSAGES } from './session-expired-dialog.tsx';

describe('session expired prompt', () => {
  it('asks a member whose login ended to sign in again and remembers where they were', async () => {
    const { router } = renderRoute('/about?from=test');
    await screen.findByRole('heading', { level: 1 });
    act(() => announceSessionExpired());
    const dialog = await screen.findByRole('dialog', { name: SESSION_EXPIRED_MESSAGES.title });
    expect(dialog).toHaveTextContent(SESSION_EXPIRED_MESSAGES.body);

    await userEvent.setup().click(screen.getByRole('button', { name: SESSION_EXPIRED_MESSAGES.login }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(screen.queryByRole('dialog', { name: SESSION_EXPIRED_MESSAGES.title })).not.toBeInTheDocument();
    expect(takeReturnPath('member')).toBe('/about?from=test');
  });

  it('goes away when the member is signed in again (here or in another tab)', async () => {
    renderRoute('/about');
    await screen.findByRole('heading', { level: 1 });
    act(() => announceSessionExpired());
    await screen.findByRole('dialog', { name: SESSION_EXPIRED_MESSAGES.title });
    act(() => setMemberTokens({ access: 'a', refresh: 'r' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: SESSION_EXPIRED_MESSAGES.title })).not.toBeInTheDocument(),
    );
  });
});
