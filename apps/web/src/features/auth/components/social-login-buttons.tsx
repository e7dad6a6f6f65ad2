import { useEffect, useState } from 'react';
import { KakaoSymbol, NaverSymbol } from '../../../components/ui/provider-mark.tsx';
import { cn } from '../../../lib/cn.ts';
import { socialLoginUrl, type SocialProvider } from '../api/social-login.ts';
import styles from './social-login-buttons.module.css';

const BUTTONS = [
  { provider: 'kakao', label: '카카오로 시작하기', Symbol: KakaoSymbol },
  { provider: 'naver', label: '네이버로 시작하기', Symbol: NaverSymbol },
] as const;

/**
 * The two social login buttons (SPEC §2 Login). A click sends the whole page
 * to the server's login URL, which redirects to the provider; from then on
 * both buttons stay disabled so the login cannot start twice.
 */
export function SocialLoginButtons() {
  const [leavingFor, setLeavingFor] = useState<SocialProvider | null>(null);

  // Coming back with the browser's back button may restore this page as it was left: enable the buttons again.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setLeavingFor(null);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  const start = (provider: SocialProvider) => {
    if (leavingFor) return;
    setLeavingFor(provider);
    window.location.assign(socialLoginUrl(provider));
  };

  return (
    <div className={styles.buttons}>
      {BUTTONS.map(({ provider, label, Symbol }) => (
        <button
          key={provider}
          type="button"
          className={cn(styles.button, styles[provider])}
          disabled={leavingFor !== null}
          aria-busy={leavingFor === provider || undefined}
          onClick={() => start(provider)}
        >
          <Symbol className={styles.symbol} />
          <span>{leavingFor === provider ? '이동하는 중이에요…' : label}</span>
        </button>
      ))}
    </div>
  );
}
