import type { MyPostItem, PostDetail } from '@geulgam/contracts';
import { Copy, Layers, PencilLine } from 'lucide-react';
import { type ReactNode, useMemo } from 'react';
import { Notice } from '../../../components/ui/notice.tsx';
import { formatDateTime } from '../../../lib/format-date.ts';
import { postImages } from '../../../lib/post-images.ts';
import { sanitizeHtml } from '../../../lib/sanitize-html.ts';
import { usePost } from '../api/get-post.ts';
import { MY_POSTS_MESSAGES, myPostsErrorText } from './my-posts-format.ts';
import styles from './my-posts-modal.module.css';

/**
 * One post of My page (SPEC §2 Content detail): title, time, copy count, versions, the actions the route
 * composes (`actions`: open, copy, PDF, edit, export), up to three images and the sanitized body.
 */
export function PostDetailView({
  item,
  onOpenImage,
  actions,
}: {
  item: MyPostItem;
  onOpenImage: (src: string, alt: string) => void;
  actions?: (post: PostDetail) => ReactNode;
}) {
  const post = usePost(item.id);
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
  const title = post.data.title || '제목 없음';
  return (
    <article className={styles.detail} aria-label={title}>
      <div className={styles.detailHead}>
        <h3 className={styles.detailTitle}>{title}</h3>
        <div className={styles.detailMeta}>
          <time dateTime={post.data.created_at}>{formatDateTime(post.data.created_at) ?? '-'}</time>
          <span className={styles.copyBadge}>
            <Copy aria-hidden="true" />
            복사 {post.data.copy_count}회
          </span>
          {item.version_count > 1 ? (
            <span className={styles.metaBadge}>
              <Layers aria-hidden="true" />
              버전 {item.version_count}개 중 대표
            </span>
          ) : null}
          {post.data.edited ? (
            <span className={styles.metaBadge}>
              <PencilLine aria-hidden="true" />
              직접 고친 글
            </span>
          ) : null}
        </div>
      </div>
      {actions ? <div className={styles.detailActions}>{actions(post.data)}</div> : null}
      {images.length > 0 ? (
        <ul role="list" className={styles.images} aria-label="대표 이미지">
          {images.map((src, index) => (
            <li key={src}>
              <button
                type="button"
                className={styles.thumb}
                onClick={() => onOpenImage(src, `${title} 이미지 ${index + 1}`)}
                aria-label={`이미지 ${index + 1} 크게 보기`}
              >
                <img src={src} alt={`${title} 이미지 ${index + 1}`} loading="lazy" />
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
