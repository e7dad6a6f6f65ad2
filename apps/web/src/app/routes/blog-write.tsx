import { PageContainer } from '../../components/ui/page-container.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';

export function BlogWriteRoute() {
  return (
    <PageContainer width="narrow">
      <PageHeader title="블로그 글쓰기" description="제목과 내용을 입력해 새 글을 작성해 보세요." />
    </PageContainer>
  );
}
