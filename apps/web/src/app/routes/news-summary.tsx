import { PageContainer } from '../../components/ui/page-container.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';

export function NewsSummaryRoute() {
  return (
    <PageContainer>
      <PageHeader title="AI 뉴스 요약" description="오늘의 주요 뉴스를 AI가 짧게 정리해 드려요." />
    </PageContainer>
  );
}
