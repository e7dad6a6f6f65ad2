import type { MyPostItem, PostDetail } from '@geulgam/contracts';
import { ArrowLeft, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Lightbox } from '../../../components/ui/lightbox.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { MyPostsTable } from './my-posts-table.tsx';
import styles from './my-posts-modal.module.css';
import { PostDeleteModal } from './post-delete-modal.tsx';
import { PostDetailView } from './post-detail-view.tsx';
import { PostTools } from './post-tools.tsx';

/**
 * The member's contents (SPEC §2 My page): a paged table, a detail view with the sanitized body, up to
 * three images and the post's tools, and deletion behind a confirmation. `initialPost` opens straight on
 * its detail (from the list on the page); `onOpenPost` shows a post in the desk (to read or to edit).
 */
export function MyPostsModal({
  onClose,
  initialPost = null,
  onOpenPost,
}: {
  onClose: () => void;
  initialPost?: MyPostItem | null;
  onOpenPost: (post: PostDetail, editing: boolean) => void;
}) {
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<MyPostItem | null>(initialPost);
  const [toDelete, setToDelete] = useState<MyPostItem | null>(null);
  const [lightbox, setLightbox] = useState<{ src: string; alt: string } | null>(null);

  const afterDelete = () => {
    setToDelete(null);
    // Opened on a post from the page: its list is the page's, so the dialog has nothing left to show.
    if (initialPost && selected?.id === initialPost.id) onClose();
    else setSelected(null);
  };

  const footer = selected ? (
    <div className={styles.detailFooter}>
      <Button variant="ghost" className={styles.danger} onClick={() => setToDelete(selected)}>
        <Trash2 aria-hidden="true" />
        삭제
      </Button>
      <span className={styles.footerSpacer} />
      {initialPost ? null : (
        <Button variant="ghost" onClick={() => setSelected(null)}>
          <ArrowLeft aria-hidden="true" />
          목록으로
        </Button>
      )}
      <Button variant="secondary" onClick={onClose}>
        닫기
      </Button>
    </div>
  ) : (
    <Button variant="secondary" onClick={onClose}>
      닫기
    </Button>
  );

  return (
    <Modal title={selected ? '콘텐츠 상세' : '내 콘텐츠'} onClose={onClose} size="lg" footer={footer}>
      {selected ? (
        <PostDetailView
          item={selected}
          onOpenImage={(src, alt) => setLightbox({ src, alt })}
          actions={(post) => (
            <PostTools
              post={post}
              onOpen={(target) => onOpenPost(target, false)}
              onEdit={(target) => onOpenPost(target, true)}
            />
          )}
        />
      ) : (
        <MyPostsTable page={page} onPageChange={setPage} onDetail={setSelected} onDelete={setToDelete} />
      )}
      {toDelete ? <PostDeleteModal post={toDelete} onClose={() => setToDelete(null)} onDeleted={afterDelete} /> : null}
      {lightbox ? <Lightbox src={lightbox.src} alt={lightbox.alt} onClose={() => setLightbox(null)} /> : null}
    </Modal>
  );
}
