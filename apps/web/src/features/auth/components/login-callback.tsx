import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PageLoading } from '../../../components/ui/page-loading.tsx';
import { paths } from '../../../config/paths.ts';
import { bodyDetail, statusOf } from '../../../lib/api-error-text.ts';
import { setMemberTokens, takeReturnPath } from '../../../lib/storage.ts';
import { exchangeLoginCode, type SocialProvider } from '../api/social-login.ts';

const MISSING_CODE: Record<SocialProvider, string> = {
  kakao: '카카오 인증 코드가 없어요.',
  naver: '네이버 인증 코드가 없어요.',
};
const MISSING_STATE = '네이버 인증 정보가 올바르지 않아요. 다시 로그인해 주세요.';
const NO_TOKEN = '로그인 토큰을 받지 못했어요. 다시 로그인해 주세요.';
const LOGIN_FAILED = '로그인 중 오류가 발생했어요.';
const UNREACHABLE = '로그인 중 오류가 발생했어요. 서버에 연결하지 못했어요. 잠시 후 다시 시도해 주세요.';

/** What the login page shows after a failed callback (router state). */
export interface LoginPageState {
  loginError: string;
}

export function loginErrorOf(state: unknown): string | null {
  const error = (state as Partial<LoginPageState> | null)?.loginError;
  return typeof error === 'string' && error.trim() !== '' ? error : null;
}

function loginFailureReason(error: unknown): string {
  const detail = bodyDetail(error);
  if (detail) return `${LOGIN_FAILED} ${detail}`;
  return statusOf(error) === null ? UNREACHABLE : LOGIN_FAILED;
}

/**
 * Finishes a social login where the provider sends the browser back
 * (SPEC §4 "Login callbacks", §5): checks `code` (and Naver's `state`), trades
 * them for our tokens, stores them, announces `loginStateChange`, and goes to
 * / (onboarded; or the page a session that ended sent them away from) or
 * /onboarding. Every failure is an alert and a way back to /login, which then shows why.
 */
export function LoginCallback({ provider }: { provider: SocialProvider }) {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  // StrictMode runs effects twice: the code is single-use, so it is posted once per mount.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;

    // The alert is the spec's; the login page keeps the reason (the server's own, when it gave one) in view.
    const backToLogin = (message: string, reason: string = message) => {
      window.alert(message);
      const state: LoginPageState = { loginError: reason };
      void navigate(paths.login.getHref(), { replace: true, state });
    };

    const code = searchParams.get('code');
    const state = searchParams.get('state');
    if (!code) return backToLogin(MISSING_CODE[provider]);
    if (provider === 'naver' && !state) return backToLogin(MISSING_STATE);

    exchangeLoginCode(provider, { code, state }).then(
      (result) => {
        if (typeof result?.access !== 'string' || result.access === '') return backToLogin(NO_TOKEN);
        setMemberTokens({ access: result.access, refresh: result.refresh ?? null });
        const back = takeReturnPath('member');
        const next = result.user?.is_onboarded ? (back ?? paths.home.getHref()) : paths.onboarding.getHref();
        void navigate(next, { replace: true });
      },
      (error: unknown) => backToLogin(LOGIN_FAILED, loginFailureReason(error)),
    );
  }, [navigate, provider, searchParams]);

  return <PageLoading label="로그인 중이에요…" />;
}
