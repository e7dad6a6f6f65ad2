import { PageHeader } from '../../../components/ui/page-header.tsx';

export function AdminGeneratedRoute() {
  return (
    <PageHeader
      title="생성 콘텐츠 관리"
      description="회원이 만든 글을 살펴보고 비공개로 바꾸거나 삭제해요."
      documentTitle="생성 콘텐츠 관리 · 관리자"
    />
  );
}
