import { PageHeader } from '../../../components/ui/page-header.tsx';

export function AdminUsersRoute() {
  return (
    <PageHeader
      title="사용자 관리"
      description="가입한 회원과 회원별로 생성한 글을 확인해요."
      documentTitle="사용자 관리 · 관리자"
    />
  );
}
