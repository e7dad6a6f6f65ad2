import { PageHeader } from '../../../components/ui/page-header.tsx';

export function AdminDashboardRoute() {
  return (
    <PageHeader
      title="대시보드"
      description="콘텐츠 생성 현황과 주요 지표를 한눈에 확인해요."
      documentTitle="대시보드 · 관리자"
    />
  );
}
