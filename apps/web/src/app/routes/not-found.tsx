import { House } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClassName } from '../../components/ui/button.tsx';
import { PageContainer } from '../../components/ui/page-container.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { paths } from '../../config/paths.ts';

export function NotFoundRoute() {
  return (
    <PageContainer width="narrow">
      <PageHeader
        eyebrow={<span aria-hidden="true">404</span>}
        title="페이지를 찾을 수 없어요"
        description="주소가 바뀌었거나 사라진 페이지예요. 홈에서 다시 시작해 보세요."
      />
      <Link to={paths.home.getHref()} className={buttonClassName()}>
        <House aria-hidden="true" />
        홈으로 가기
      </Link>
    </PageContainer>
  );
}
