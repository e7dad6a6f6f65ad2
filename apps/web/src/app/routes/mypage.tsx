import { PageContainer } from '../../components/ui/page-container.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';

export function MypageRoute() {
  return (
    <PageContainer>
      <PageHeader title="마이페이지" description="내 정보와 지금까지 만든 글을 관리할 수 있어요." />
    </PageContainer>
  );
}
