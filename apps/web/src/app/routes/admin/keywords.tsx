import { PageHeader } from '../../../components/ui/page-header.tsx';

export function AdminKeywordsRoute() {
  return (
    <PageHeader
      title="키워드 관리"
      description="수집된 키워드를 검색하고 공개 여부와 제목을 관리해요."
      documentTitle="키워드 관리 · 관리자"
    />
  );
}
