import { LogIn } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { isAdminPath, paths } from '../../../config/paths.ts';
import { dismissSessionExpired, useSessionExpired } from '../../../lib/session-expiry.ts';
import { rememberReturnPath } from '../../../lib/storage.ts';
import { useAccessToken } from '../../../lib/use-auth-tokens.ts';

export const SESSION_EXPIRED_MESSAGES = {
  title: '다시 로그인해 주세요',
  body: '로그인 정보가 만료되어 로그아웃되었어요. 다시 로그인하면 지금 보던 화면으로 돌아와요.',
  login: '다시 로그인',
  close: '닫기',
} as const;

/** Pages that are part of signing in: coming back to them after a login makes no sense. */
function isSignInPage(pathname: string): boolean {
  return (
    pathname === paths.login.getHref() ||
    pathname === paths.onboarding.getHref() ||
    pathname.startsWith('/auth/') ||
    isAdminPath(pathname)
  );
}

/**
 * Shown when the member's login ended under them (their refresh token was refused, so the app signed
 * them out): a clear way back in that returns them to this page after the login. Hidden again once
 * they are signed in (in this tab or another).
 */
export function SessionExpiredDialog() {
  const expired = useSessionExpired();
  const signedIn = useAccessToken() !== null;
  const location = useLocation();
  const navigate = useNavigate();
  if (!expired || signedIn) return null;

  const login = () => {
    if (!isSignInPage(location.pathname)) rememberReturnPath('member', `${location.pathname}${location.search}`);
    dismissSessionExpired();
    void navigate(paths.login.getHref());
  };

  return (
    <Modal
      title={SESSION_EXPIRED_MESSAGES.title}
      onClose={dismissSessionExpired}
      size="sm"
      layer="confirm"
      footer={
        <>
          <Button variant="secondary" onClick={dismissSessionExpired}>
            {SESSION_EXPIRED_MESSAGES.close}
          </Button>
          <Button onClick={login}>
            <LogIn aria-hidden="true" />
            {SESSION_EXPIRED_MESSAGES.login}
          </Button>
        </>
      }
    >
      <p>{SESSION_EXPIRED_MESSAGES.body}</p>
    </Modal>
  );
}
