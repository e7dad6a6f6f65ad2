import { PageContainer } from '../../components/ui/page-container.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';

export function SignupRoute() {
  return (
    <PageContainer width="narrow">
      <PageHeader title="회원가입" description="몇 가지 정보만 입력하면 바로 시작할 수 있어요." />
    </PageContainer>
  );
}
