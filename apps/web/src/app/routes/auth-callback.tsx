import { PageContainer } from '../../components/ui/page-container.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { PageLoading } from '../../components/ui/page-loading.tsx';

const PROVIDER_NAMES = { kakao: '카카오', naver: '네이버' } as const;

/** Where the social login provider sends the browser back to. */
export function AuthCallbackRoute({ provider }: { provider: keyof typeof PROVIDER_NAMES }) {
  const name = PROVIDER_NAMES[provider];
  return (
    <PageContainer width="narrow">
      <PageHeader title={`${name} 로그인`} description="로그인 정보를 확인하고 있어요. 잠시만 기다려 주세요." />
      <PageLoading label={`${name} 계정으로 로그인하는 중이에요…`} />
    </PageContainer>
  );
}
