import { House, RefreshCw } from 'lucide-react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { paths } from '../../config/paths.ts';
import { Button, buttonClassName } from '../ui/button.tsx';
import { PageContainer } from '../ui/page-container.tsx';
import { PageHeader } from '../ui/page-header.tsx';
import styles from './route-error.module.css';

/** A lazily loaded page whose file is gone, usually because a new version was deployed. */
function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|error loading dynamically/i.test(error.message)
  );
}

/** Shown in place of a page that failed to render or load. */
export function RouteError() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const description = notFound
    ? '주소가 바뀌었거나 사라진 페이지예요.'
    : isChunkLoadError(error)
      ? '새 버전이 배포되었어요. 페이지를 새로고침해 주세요.'
      : '일시적인 문제일 수 있어요. 잠시 후 다시 시도해 주세요.';

  return (
    <PageContainer width="narrow">
      <PageHeader title={notFound ? '페이지를 찾을 수 없어요' : '문제가 발생했어요'} description={description} />
      <div className={styles.actions}>
        <Button onClick={() => window.location.reload()}>
          <RefreshCw aria-hidden="true" />
          새로고침
        </Button>
        <Link to={paths.home.getHref()} className={buttonClassName({ variant: 'secondary' })} reloadDocument>
          <House aria-hidden="true" />
          홈으로 가기
        </Link>
      </div>
    </PageContainer>
  );
}
