import { PageContainer } from '../../components/ui/page-container.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { PROVIDER_NAMES, type SocialProvider } from '../../features/auth/api/social-login.ts';
import { LoginCallback } from '../../features/auth/components/login-callback.tsx';

/** Where the social login provider sends the browser back to. */
export function AuthCallbackRoute({ provider }: { provider: SocialProvider }) {
  const name = PROVIDER_NAMES[provider];
  return (
    <PageContainer width="narrow">
      <PageHeader title={`${name} 로그인`} description="로그인 정보를 확인하고 있어요. 잠시만 기다려 주세요." />
      {/* Kakao and Naver share this component: a new provider is a new attempt. */}
      <LoginCallback key={provider} provider={provider} />
    </PageContainer>
  );
}
