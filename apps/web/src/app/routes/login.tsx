import { Link, useLocation } from 'react-router';
import { Notice } from '../../components/ui/notice.tsx';
import { PageContainer } from '../../components/ui/page-container.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { paths } from '../../config/paths.ts';
import { loginErrorOf } from '../../features/auth/components/login-callback.tsx';
import { SocialLoginButtons } from '../../features/auth/components/social-login-buttons.tsx';
import styles from './login.module.css';

export function LoginRoute() {
  const failure = loginErrorOf(useLocation().state);
  return (
    <PageContainer width="compact">
      <div className={styles.card}>
        <PageHeader title="로그인" description="카카오 또는 네이버 계정으로 간편하게 시작해 보세요." />
        {failure ? (
          <Notice tone="error" className={styles.failure}>
            {failure}
          </Notice>
        ) : null}
        <SocialLoginButtons />
        <p className={styles.terms}>
          로그인하면 글감의 <Link to={paths.terms.getHref()}>서비스 이용약관</Link>과{' '}
          <Link to={paths.privacy.getHref()}>개인정보 처리방침</Link>에 동의하는 것으로 봐요.
        </p>
      </div>
    </PageContainer>
  );
}
