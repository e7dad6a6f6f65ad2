import type { MyPostItem } from '@geulgam/contracts';
import { Eye, FileText, Trash2 } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { PageNumberPager } from '../../../components/ui/pager.tsx';
import { formatShortDate } from '../../../lib/format-date.ts';
import { useMyPosts } from '../api/get-my-posts.ts';
import { MY_POSTS_MESSAGES, myPostsErrorText } from './my-posts-format.ts';
import styles from './my-posts-modal.module.css';

function PostTable({
  posts,
  caption,
  onDetail,
  onDelete,
}: {
  posts: MyPostItem[];
  caption: string;
  onDetail: (post: MyPostItem) => void;
  onDelete: (post: MyPostItem) => void;
}) {
  return (
    <table className={styles.table}>
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">제목</th>
          <th scope="col" className={styles.numeric}>
            버전
          </th>
          <th scope="col" className={styles.numeric}>
            복사 수
          </th>
          <th scope="col">만든 날짜</th>
          <th scope="col" className={styles.actionsHead}>
            관리
          </th>
        </tr>
      </thead>
      <tbody>
        {posts.map((post) => (
          <tr key={post.id}>
            <th scope="row" className={styles.titleCell}>
              {post.title || '제목 없음'}
            </th>
            <td className={styles.numeric} data-label="버전">
              {post.version_count}개
            </td>
            <td className={styles.numeric} data-label="복사 수">
              {post.copy_count}회
            </td>
            <td data-label="만든 날짜">{formatShortDate(post.created_at) ?? '-'}</td>
            <td className={styles.rowActions}>
              <Button
                variant="secondary"
                size="sm"
                onClick={() => onDetail(post)}
                aria-label={`${post.title} 상세 보기`}
              >
                <Eye aria-hidden="true" />
                상세
              </Button>
              <Button
                variant="ghost"
                size="sm"
                className={styles.danger}
                onClick={() => onDelete(post)}
                aria-label={`${post.title} 삭제`}
              >
                <Trash2 aria-hidden="true" />
                삭제
              </Button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * The member's contents as a paged table (SPEC §2 My page): one row per keyword, its newest version, with
 * the number of versions, copies and the date; loading, error and empty states; the pager only when there
 * is more than one page. Used inline on My page and in the content list modal.
 */
export function MyPostsTable({
  page,
  onPageChange,
  onDetail,
  onDelete,
  caption = '내 콘텐츠 목록',
  pagerLabel = '내 콘텐츠 페이지',
}: {
  page: number;
  onPageChange: (page: number) => void;
  onDetail: (post: MyPostItem) => void;
  onDelete: (post: MyPostItem) => void;
  caption?: string;
  pagerLabel?: string;
}) {
  const posts = useMyPosts({ page });
  const totalPages = posts.data?.pagination.total_pages ?? 0;

  if (posts.isPending) {
    return (
      <p role="status" className={styles.state}>
        불러오는 중이에요…
      </p>
    );
  }
  if (posts.isError) return <Notice tone="error">{myPostsErrorText(posts.error, MY_POSTS_MESSAGES.failed)}</Notice>;
  if (posts.data.data.length === 0) {
    return (
      <div className={styles.empty}>
        <FileText aria-hidden="true" />
        <p>{MY_POSTS_MESSAGES.empty}</p>
      </div>
    );
  }
  return (
    <>
      <PostTable posts={posts.data.data} caption={caption} onDetail={onDetail} onDelete={onDelete} />
      {totalPages > 1 ? (
        <PageNumberPager
          label={pagerLabel}
          page={page}
          totalPages={totalPages}
          onPageChange={onPageChange}
          className={styles.pager}
        >
          전체 {posts.data.pagination.total_items}개 · {page} / {totalPages} 페이지
        </PageNumberPager>
      ) : null}
    </>
  );
}
