import { PageContainer } from '../../../components/ui/page-container.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { AdminLoginForm } from '../../../features/admin-auth/components/admin-login-form.tsx';

export function AdminLoginRoute() {
  return (
    <PageContainer width="compact">
      <PageHeader title="관리자 로그인" description="관리자 계정의 이메일과 비밀번호로 로그인해 주세요." />
      <AdminLoginForm />
    </PageContainer>
  );
}
