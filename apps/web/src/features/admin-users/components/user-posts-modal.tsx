import { Copy, FileText } from 'lucide-react';
import { useState } from 'react';
import { Pager, PageSizeSelect } from '../../../components/layouts/admin-ui/pager.tsx';
import { EmptyState, ErrorBanner } from '../../../components/layouts/admin-ui/states.tsx';
import { PageLoading } from '../../../components/ui/page-loading.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { errorMessage } from '../../../lib/create-api-client.ts';
import { cn } from '../../../lib/cn.ts';
import { formatLongDate, formatShortDateTime } from '../../../lib/format-date.ts';
import type { AdminUser } from '../api/get-users.ts';
import { useUserPosts } from '../api/get-user-posts.ts';
import { pageOf } from '../utils/user-list.ts';
import { ProviderBadge } from './provider-badge.tsx';
import styles from './admin-users.module.css';
import ui from '../../../components/layouts/admin-ui/admin-ui.module.css';

export const USER_POSTS_MESSAGES = {
  failed: '사용자의 생성 콘텐츠를 불러오지 못했어요.',
  empty: '아직 생성한 콘텐츠가 없어요.',
} as const;

const DEFAULT_LIMIT = 20;

/** A user's facts and generated posts, paged by offset (SPEC §2 Admin users). The Modal locks scrolling and answers Escape. */
export function UserPostsModal({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const userId = user.user_id ?? user.id;
  const [limit, setLimit] = useState(DEFAULT_LIMIT);
  const [offset, setOffset] = useState(0);
  const posts = useUserPosts({ userId, limit, offset });
  const data = posts.isError ? undefined : posts.data;
  const facts = data?.user;
  const list = data?.posts ?? [];

  return (
    <Modal
      title={user.email ?? '이메일 없음'}
      onClose={onClose}
      size="lg"
      footer={
        <Button variant="secondary" onClick={onClose}>
          닫기
        </Button>
      }
    >
      <div className={ui.dialogBody}>
        <dl className={styles.facts}>
          <div>
            <dt>이메일</dt>
            <dd>{facts?.email ?? user.email ?? '이메일 없음'}</dd>
          </div>
          <div>
            <dt>로그인 방식</dt>
            <dd>
              <ProviderBadge provider={facts?.provider ?? user.provider} />
            </dd>
          </div>
          <div>
            <dt>가입일</dt>
            <dd>{formatLongDate(facts?.created_at ?? user.created_at) ?? '-'}</dd>
          </div>
          <div>
            <dt>ID</dt>
            <dd>{userId}</dd>
          </div>
        </dl>

        <div className={styles.postsHead}>
          <h3 className={styles.postsTitle}>
            생성한 콘텐츠{' '}
            <span className={styles.postsCount}>
              총 {(data?.total_count ?? user.content_count).toLocaleString('ko-KR')}개
            </span>
          </h3>
          <PageSizeSelect
            value={limit}
            onChange={(size) => {
              setLimit(size);
              setOffset(0);
            }}
          />
        </div>

        {posts.isPending ? (
          <PageLoading variant="section" />
        ) : posts.isError ? (
          <ErrorBanner message={errorMessage(posts.error, USER_POSTS_MESSAGES.failed)} />
        ) : list.length === 0 ? (
          <EmptyState icon={FileText}>{USER_POSTS_MESSAGES.empty}</EmptyState>
        ) : (
          <ol
            className={cn(styles.posts, posts.isPlaceholderData && ui.stale)}
            aria-label="생성한 콘텐츠 목록"
            start={offset + 1}
          >
            {list.map((post) => (
              <li key={post.id} className={styles.post}>
                <span className={styles.postTitle}>{post.title || '제목 없음'}</span>
                <span className={ui.metaRow}>
                  <span>{formatShortDateTime(post.created_at) ?? '-'}</span>
                  <span className={ui.iconText}>
                    <Copy aria-hidden="true" />
                    복사 {post.copy_count.toLocaleString('ko-KR')}회
                  </span>
                </span>
              </li>
            ))}
          </ol>
        )}

        {!posts.isPending && (list.length > 0 || offset > 0) ? (
          <Pager
            label="생성한 콘텐츠 페이지"
            status={`${pageOf(offset, limit)} 페이지`}
            onPrevious={() => setOffset((current) => Math.max(0, current - limit))}
            onNext={() => setOffset((current) => current + limit)}
            previousDisabled={offset <= 0}
            nextDisabled={list.length < limit}
          />
        ) : null}
      </div>
    </Modal>
  );
}
