import { Copy, Lock, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/layouts/admin-ui/confirm-dialog.tsx';
import { postImages } from '../../../lib/post-images.ts';
import { Lightbox } from '../../../components/ui/lightbox.tsx';
import { SafeHtml } from '../../../components/layouts/admin-ui/safe-html.tsx';
import { ErrorBanner } from '../../../components/layouts/admin-ui/states.tsx';
import { PageLoading } from '../../../components/ui/page-loading.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { errorMessage } from '../../../lib/create-api-client.ts';
import { formatLongDate } from '../../../lib/format-date.ts';
import { type GeneratedPost, useDeletePost, useGeneratedPost, useHidePost } from '../api/generated-posts.ts';
import { GENERATED_MESSAGES } from './generated-messages.ts';
import styles from './admin-generated.module.css';
import { VisibilityPill } from '../../../components/layouts/admin-ui/visibility-pill.tsx';
import ui from '../../../components/layouts/admin-ui/admin-ui.module.css';

export type PendingAction = 'hide' | 'delete' | null;

interface GeneratedDetailModalProps {
  id: number;
  onClose: () => void;
  /** Opens with this confirmation already asked (the card's delete button). */
  initialAction?: PendingAction;
}

/** One generated post: gallery, body, and the irreversible hide and delete actions (SPEC §2). */
export function GeneratedDetailModal({ id, onClose, initialAction = null }: GeneratedDetailModalProps) {
  const detail = useGeneratedPost(id);
  const hide = useHidePost();
  const remove = useDeletePost();
  const [action, setAction] = useState<PendingAction>(initialAction);
  const [lightbox, setLightbox] = useState<{ src: string; alt: string } | null>(null);
  const busy = hide.isPending || remove.isPending;

  const confirmHide = () =>
    hide.mutate(id, {
      onSuccess: () => {
        setAction(null);
        onClose();
      },
      onError: (error) => {
        setAction(null);
        window.alert(errorMessage(error, GENERATED_MESSAGES.hideFailed));
      },
    });

  const confirmDelete = () =>
    remove.mutate(id, {
      onSuccess: () => {
        setAction(null);
        onClose();
      },
      onError: (error) => {
        setAction(null);
        window.alert(errorMessage(error, GENERATED_MESSAGES.deleteFailed));
      },
    });

  const post = detail.data;
  const isPrivate = post?.is_active === false;

  return (
    <>
      <Modal
        title={post?.title || '콘텐츠 상세'}
        onClose={onClose}
        busy={busy}
        size="lg"
        footer={
          post ? (
            <>
              <Button variant="secondary" onClick={() => setAction('hide')} disabled={busy || isPrivate}>
                <Lock aria-hidden="true" />
                {isPrivate ? '비공개 상태' : '비공개로 전환'}
              </Button>
              <Button variant="danger" onClick={() => setAction('delete')} disabled={busy}>
                <Trash2 aria-hidden="true" />
                영구 삭제
              </Button>
            </>
          ) : undefined
        }
      >
        {detail.isPending ? (
          <PageLoading variant="section" />
        ) : detail.isError ? (
          <ErrorBanner message={errorMessage(detail.error, GENERATED_MESSAGES.detailFailed)} />
        ) : (
          <DetailBody post={detail.data} onOpenImage={setLightbox} />
        )}
      </Modal>

      {action === 'hide' ? (
        <ConfirmDialog
          title={GENERATED_MESSAGES.hideTitle}
          message={GENERATED_MESSAGES.hideMessage}
          confirmLabel="비공개로 전환"
          onConfirm={confirmHide}
          onCancel={() => setAction(null)}
          busy={hide.isPending}
        />
      ) : null}
      {action === 'delete' ? (
        <ConfirmDialog
          title={GENERATED_MESSAGES.deleteTitle}
          message={GENERATED_MESSAGES.deleteMessage}
          confirmLabel="영구 삭제"
          onConfirm={confirmDelete}
          onCancel={() => setAction(null)}
          busy={remove.isPending}
          danger
        />
      ) : null}
      {lightbox ? <Lightbox src={lightbox.src} alt={lightbox.alt} onClose={() => setLightbox(null)} /> : null}
    </>
  );
}

function DetailBody({
  post,
  onOpenImage,
}: {
  post: GeneratedPost;
  onOpenImage: (image: { src: string; alt: string }) => void;
}) {
  const images = postImages(post);
  return (
    <div className={ui.dialogBody}>
      <div className={styles.detailMeta}>
        <VisibilityPill active={post.is_active !== false} />
        <span>{formatLongDate(post.created_at) ?? '-'}</span>
        <span className={ui.iconText}>
          <Copy aria-hidden="true" />
          복사 {post.copy_count.toLocaleString('ko-KR')}회
        </span>
        <span>{post.user_email ?? '관리자 재생성'}</span>
      </div>

      {images.length > 0 ? (
        <ul role="list" className={ui.imageRow} aria-label="이미지">
          {images.map((src, index) => {
            const alt = `${post.title} 이미지 ${index + 1}`;
            return (
              <li key={src}>
                <button
                  type="button"
                  className={styles.galleryButton}
                  onClick={() => onOpenImage({ src, alt })}
                  aria-label={`이미지 ${index + 1} 크게 보기`}
                >
                  <img src={src} alt="" loading="lazy" />
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}

      {post.content.trim() ? (
        <SafeHtml html={post.content} className={ui.boxed} label="본문 미리보기" />
      ) : (
        <p className={ui.placeholder}>{GENERATED_MESSAGES.noBody}</p>
      )}
    </div>
  );
}
