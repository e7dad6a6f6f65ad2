import { PageContainer } from '../../components/ui/page-container.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';

export function ChatBotRoute() {
  return (
    <PageContainer width="narrow">
      <PageHeader title="글감 챗봇" description="궁금한 점을 남기면 글감이 답변을 도와드려요." />
    </PageContainer>
  );
}
