import { PageContainer } from '../../components/ui/page-container.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';

export function BlogListRoute() {
  return (
    <PageContainer>
      <PageHeader title="전체 블로그 글" description="작성한 블로그 글을 한곳에서 모아 볼 수 있어요." />
    </PageContainer>
  );
}
