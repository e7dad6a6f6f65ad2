import type { MyPostItem } from '@geulgam/contracts';
import { ArrowLeft, Copy, Eye, FileText, Trash2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Lightbox } from '../../../components/ui/lightbox.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { PageNumberPager } from '../../../components/ui/pager.tsx';
import { formatShortDate } from '../../../lib/format-date.ts';
import { sanitizeHtml } from '../../../lib/sanitize-html.ts';
import { useMyPost } from '../api/get-my-post.ts';
import { useMyPosts } from '../api/get-my-posts.ts';
import { formatDateTime } from '../../../lib/format-date.ts';
import { postImages } from '../../../lib/post-images.ts';
import { MY_POSTS_MESSAGES, myPostsErrorText } from './my-posts-format.ts';
import styles from './my-posts-modal.module.css';
import { PostDeleteModal } from './post-delete-modal.tsx';

function PostDetailView({ id, onOpenImage }: { id: number; onOpenImage: (src: string, alt: string) => void }) {
  const post = useMyPost(id);
  const html = useMemo(() => (post.data ? sanitizeHtml(post.data.content) : ''), [post.data]);

  if (post.isPending) {
    return (
      <p role="status" className={styles.state}>
        불러오는 중이에요…
      </p>
    );
  }
  if (post.isError) return <Notice tone="error">{myPostsErrorText(post.error, MY_POSTS_MESSAGES.detailFailed)}</Notice>;

  const images = postImages(post.data);
  return (
    <article className={styles.detail} aria-label={post.data.title}>
      <header className={styles.detailHead}>
        <h3 className={styles.detailTitle}>{post.data.title || '제목 없음'}</h3>
        <div className={styles.detailMeta}>
          <time dateTime={post.data.created_at}>{formatDateTime(post.data.created_at) ?? '-'}</time>
          <span className={styles.copyBadge}>
            <Copy aria-hidden="true" />
            복사 {post.data.copy_count}회
          </span>
        </div>
      </header>
      {images.length > 0 ? (
        <ul role="list" className={styles.images} aria-label="대표 이미지">
          {images.map((src, index) => (
            <li key={src}>
              <button
                type="button"
                className={styles.thumb}
                onClick={() => onOpenImage(src, `${post.data.title} 이미지 ${index + 1}`)}
                aria-label={`이미지 ${index + 1} 크게 보기`}
              >
                <img src={src} alt={`${post.data.title} 이미지 ${index + 1}`} loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {html.trim() ? (
        <div className={styles.body} dangerouslySetInnerHTML={{ __html: html }} />
      ) : (
        <p className={styles.state}>(내용 없음)</p>
      )}
    </article>
  );
}

function PostTable({
  posts,
  onDetail,
  onDelete,
}: {
  posts: MyPostItem[];
  onDetail: (post: MyPostItem) => void;
  onDelete: (post: MyPostItem) => void;
}) {
  return (
    <table className={styles.table}>
      <caption className="visually-hidden">내 콘텐츠 목록</caption>
      <thead>
        <tr>
          <th scope="col">제목</th>
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
 * The member's contents (SPEC §2 My page): a paged table, a detail view with
 * the sanitized body and up to three images, and deletion behind a confirmation.
 */
export function MyPostsModal({ onClose }: { onClose: () => void }) {
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<MyPostItem | null>(null);
  const [toDelete, setToDelete] = useState<MyPostItem | null>(null);
  const [lightbox, setLightbox] = useState<{ src: string; alt: string } | null>(null);
  const posts = useMyPosts({ page });
  const totalPages = posts.data?.pagination.total_pages ?? 0;

  const afterDelete = () => {
    setToDelete(null);
    setSelected(null);
  };

  const footer = selected ? (
    <>
      <Button variant="ghost" onClick={() => setSelected(null)}>
        <ArrowLeft aria-hidden="true" />
        목록으로
      </Button>
      <Button variant="danger" onClick={() => setToDelete(selected)}>
        <Trash2 aria-hidden="true" />
        삭제
      </Button>
      <Button variant="secondary" onClick={onClose}>
        닫기
      </Button>
    </>
  ) : (
    <Button variant="secondary" onClick={onClose}>
      닫기
    </Button>
  );

  let list;
  if (posts.isPending) {
    list = (
      <p role="status" className={styles.state}>
        불러오는 중이에요…
      </p>
    );
  } else if (posts.isError) {
    list = <Notice tone="error">{myPostsErrorText(posts.error, MY_POSTS_MESSAGES.failed)}</Notice>;
  } else if (posts.data.data.length === 0) {
    list = (
      <div className={styles.empty}>
        <FileText aria-hidden="true" />
        <p>{MY_POSTS_MESSAGES.empty}</p>
      </div>
    );
  } else {
    list = (
      <>
        <PostTable posts={posts.data.data} onDetail={setSelected} onDelete={setToDelete} />
        {totalPages > 1 ? (
          <PageNumberPager
            label="내 콘텐츠 페이지"
            page={page}
            totalPages={totalPages}
            onPageChange={setPage}
            className={styles.pager}
          >
            전체 {posts.data.pagination.total_items}개 · {page} / {totalPages} 페이지
          </PageNumberPager>
        ) : null}
      </>
    );
  }

  return (
    <Modal title={selected ? '콘텐츠 상세' : '내 콘텐츠'} onClose={onClose} size="lg" footer={footer}>
      {selected ? <PostDetailView id={selected.id} onOpenImage={(src, alt) => setLightbox({ src, alt })} /> : list}
      {toDelete ? <PostDeleteModal post={toDelete} onClose={() => setToDelete(null)} onDeleted={afterDelete} /> : null}
      {lightbox ? <Lightbox src={lightbox.src} alt={lightbox.alt} onClose={() => setLightbox(null)} /> : null}
    </Modal>
  );
}
