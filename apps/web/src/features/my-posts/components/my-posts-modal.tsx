import { FileText } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { bodyDetail, bodyString } from '../../../lib/api-error-text.ts';
import { formatShortDate } from '../../../lib/format-date.ts';
import { useMyPosts } from '../api/get-my-posts.ts';
import styles from './my-posts-modal.module.css';

export const MY_POSTS_MESSAGES = {
  empty: '아직 만든 콘텐츠가 없어요.',
  failed: '목록을 불러오는 중 오류가 발생했어요.',
} as const;

/** The member's contents, first page (SPEC §2 My page). Detail, delete and paging come with the content issue. */
export function MyPostsModal({ onClose }: { onClose: () => void }) {
  const posts = useMyPosts({ page: 1 });

  return (
    <Modal
      title="내 콘텐츠"
      onClose={onClose}
      size="lg"
      footer={
        <Button variant="secondary" onClick={onClose}>
          닫기
        </Button>
      }
    >
      {posts.isPending ? (
        <p role="status" className={styles.state}>
          불러오는 중이에요…
        </p>
      ) : posts.isError ? (
        <Notice tone="error">{bodyString(posts.error) ?? bodyDetail(posts.error) ?? MY_POSTS_MESSAGES.failed}</Notice>
      ) : posts.data.data.length === 0 ? (
        <div className={styles.empty}>
          <FileText aria-hidden="true" />
          <p>{MY_POSTS_MESSAGES.empty}</p>
        </div>
      ) : (
        <>
          <p className={styles.total}>전체 {posts.data.pagination.total_items}개</p>
          <ul role="list" className={styles.list} aria-label="내 콘텐츠 목록">
            {posts.data.data.map((post) => (
              <li key={post.id} className={styles.item}>
                <span className={styles.title}>{post.title}</span>
                <span className={styles.meta}>
                  {formatShortDate(post.created_at) ?? '-'} · 복사 {post.copy_count}회
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </Modal>
  );
}
