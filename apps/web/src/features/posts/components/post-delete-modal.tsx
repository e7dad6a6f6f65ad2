import type { MyPostItem } from '@geulgam/contracts';
import { useId, useMemo, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { useDeletePost } from '../api/delete-post.ts';
import { readPost } from '../lib/post-document.ts';
import { usePost } from '../api/get-post.ts';
import { formatDateTime } from '../../../lib/format-date.ts';
import { CONTENT_PREVIEW, cut, MY_POSTS_MESSAGES, myPostsErrorText, TITLE_PREVIEW } from './my-posts-format.ts';
import styles from './my-posts-modal.module.css';

/**
 * Asks before a post is deleted (SPEC §2): which version, title (80), content (120) and date; with more than one
 * version, whether only this one goes or all of them, and says which. Confirm layer 1001.
 */
export function PostDeleteModal({
  post,
  onClose,
  onDeleted,
}: {
  post: MyPostItem;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const detail = usePost(post.id);
  const remove = useDeletePost();
  const [error, setError] = useState<string | null>(null);
  const [scope, setScope] = useState<'version' | 'all'>('version');
  const several = post.version_count > 1;
  const all = several && scope === 'all';
  const others = post.version_count - 1;
  const ids = useId();
  const busy = remove.isPending;
  const content = useMemo(
    () => (detail.data ? cut(readPost(detail.data.content).text.replace(/\s+/g, ' '), CONTENT_PREVIEW) : null),
    [detail.data],
  );

  const confirm = async () => {
    if (busy) return;
    setError(null);
    try {
      await remove.mutateAsync({ id: post.id, all });
    } catch (caught) {
      setError(myPostsErrorText(caught, MY_POSTS_MESSAGES.deleteFailed));
      return;
    }
    onDeleted();
  };

  return (
    <Modal
      title="콘텐츠 삭제"
      onClose={onClose}
      busy={busy}
      layer="confirm"
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            취소
          </Button>
          <Button variant="danger" onClick={confirm} disabled={busy}>
            {busy ? '삭제하는 중…' : '삭제하기'}
          </Button>
        </>
      }
    >
      <p className={styles.confirmLead}>이 콘텐츠를 삭제할까요? 삭제한 글은 되돌릴 수 없어요.</p>
      {several ? (
        <fieldset className={styles.deleteScope}>
          <legend>무엇을 삭제할까요?</legend>
          <label>
            <input
              type="radio"
              name={`${ids}-scope`}
              checked={scope === 'version'}
              onChange={() => setScope('version')}
              disabled={busy}
            />
            이 버전만
          </label>
          <label>
            <input
              type="radio"
              name={`${ids}-scope`}
              checked={scope === 'all'}
              onChange={() => setScope('all')}
              disabled={busy}
            />
            이 글 모두 (버전 {post.version_count}개)
          </label>
        </fieldset>
      ) : null}
      <p className={styles.deleteWhich} role="status">
        {all
          ? `이 글의 버전 ${post.version_count}개를 모두 삭제해요.`
          : several
            ? `버전 ${post.version}만 삭제해요. 다른 버전 ${others}개는 남아요.`
            : '이 글을 삭제해요.'}
      </p>
      <dl className={styles.confirmInfo}>
        <div>
          <dt>버전</dt>
          <dd>{all ? `버전 ${post.version_count}개 모두` : `버전 ${post.version}`}</dd>
        </div>
        <div>
          <dt>제목</dt>
          <dd>{cut(post.title, TITLE_PREVIEW) || '제목 없음'}</dd>
        </div>
        <div>
          <dt>내용</dt>
          <dd className={styles.confirmContent}>{content ?? (detail.isError ? '-' : '불러오는 중이에요…')}</dd>
        </div>
        <div>
          <dt>만든 날짜</dt>
          <dd>{formatDateTime(post.created_at) ?? '-'}</dd>
        </div>
      </dl>
      {error ? <Notice tone="error">{error}</Notice> : null}
    </Modal>
  );
}
