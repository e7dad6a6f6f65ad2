import { PageContainer } from '../../components/ui/page-container.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';

export function AboutRoute() {
  return (
    <PageContainer>
      <PageHeader title="글감 소개" description="오늘의 뉴스로 블로그 글을 한 번에 완성하는 서비스, 글감을 소개해요." />
    </PageContainer>
  );
}
