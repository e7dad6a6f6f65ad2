import { PageContainer } from '../../components/ui/page-container.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';

export function LoginRoute() {
  return (
    <PageContainer width="narrow">
      <PageHeader title="로그인" description="카카오 또는 네이버 계정으로 간편하게 시작해 보세요." />
    </PageContainer>
  );
}
