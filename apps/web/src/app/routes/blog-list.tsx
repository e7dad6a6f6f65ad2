import { PenLine } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClassName } from '../../components/ui/button.tsx';
import { PageContainer } from '../../components/ui/page-container.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { paths } from '../../config/paths.ts';
import panel from '../../components/ui/panel.module.css';
import styles from './blog.module.css';

/** Six placeholder posts (SPEC §2): the list is static until blog posting arrives. */
const POSTS = Array.from({ length: 6 }, (_, index) => ({
  id: index + 1,
  date: `2025. 1. ${index + 6}.`,
  title: `블로그 글 제목 ${index + 1}`,
  excerpt: '여기에 글의 첫 문장이 미리 보여요. 글을 열면 전체 내용을 읽을 수 있어요.',
}));

export function BlogListRoute() {
  return (
    <PageContainer>
      <PageHeader
        title="전체 블로그 글"
        documentTitle="블로그"
        description="작성한 블로그 글을 한곳에서 모아 볼 수 있어요."
        actions={
          <Link to={paths.blogWrite.getHref()} className={buttonClassName()}>
            <PenLine aria-hidden="true" />
            글쓰기
          </Link>
        }
      />
      <ul role="list" className={styles.posts}>
        {POSTS.map((post) => (
          <li key={post.id} className={panel.tile}>
            <p className={styles.date}>{post.date}</p>
            <h2 className={styles.postTitle}>{post.title}</h2>
            <p className={styles.excerpt}>{post.excerpt}</p>
            <span className={styles.more} aria-hidden="true">
              더 읽기 →
            </span>
          </li>
        ))}
      </ul>
      <nav className={styles.pager} aria-label="블로그 페이지">
        <span className={styles.pageLink} aria-disabled="true">
          이전
        </span>
        {[1, 2, 3].map((page) => (
          <span key={page} className={styles.pageLink} aria-current={page === 1 ? 'page' : undefined}>
            {page}
          </span>
        ))}
        <span className={styles.pageLink}>다음</span>
      </nav>
    </PageContainer>
  );
}
