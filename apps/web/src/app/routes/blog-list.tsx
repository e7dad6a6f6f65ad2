import type { MyPostItem } from '@geulgam/contracts';
import { PenLine } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link, Navigate } from 'react-router';
import { buttonClassName } from '../../components/ui/button.tsx';
import { PageContainer } from '../../components/ui/page-container.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { paths } from '../../config/paths.ts';
import { PostLibrary } from '../../features/posts/components/post-library.tsx';
import { useAccessToken } from '../../lib/use-auth-tokens.ts';
import { LazyPostEditor } from '../post-editor.ts';

// The desk (typing, editor, versions) loads when a post is opened.
const PostDesk = lazy(() => import('../../features/posts/components/post-desk.tsx'));

/** The member's library (ADR 038): every post as a card, searchable and filtered; visitors sign in first. */
export function BlogListRoute() {
  const accessToken = useAccessToken();
  const [open, setOpen] = useState<MyPostItem | null>(null);
  if (!accessToken) return <Navigate to={paths.login.getHref()} replace />;
  return (
    <PageContainer>
      <PageHeader
        title="내 글 보관함"
        documentTitle="내 글"
        description="지금까지 만든 글을 한눈에 보고, 찾아서 다시 열어 고치거나 발행할 수 있어요."
        actions={
          <Link to={paths.blogWrite.getHref()} className={buttonClassName()}>
            <PenLine aria-hidden="true" />내 주제로 글쓰기
          </Link>
        }
      />
      <PostLibrary onOpen={setOpen} />
      {open ? (
        <Suspense fallback={null}>
          <PostDesk
            key={open.id}
            keywordTitle={open.keyword_title ?? open.title}
            postId={open.id}
            onClose={() => setOpen(null)}
            Editor={LazyPostEditor}
          />
        </Suspense>
      ) : null}
    </PageContainer>
  );
}
