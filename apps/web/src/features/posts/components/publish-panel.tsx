import { ExternalLink, Send } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { bodyDetail } from '../../../lib/api-error-text.ts';
import { paths } from '../../../config/paths.ts';
import { usePost } from '../api/get-post.ts';
import { usePublishWordpress, useWordpressIntegration } from '../api/publish-wordpress.ts';
import { cleanSlug, postTags, PublishOptions, type PublishChoice } from './publish-options.tsx';
import styles from './post-desk.module.css';

export const PUBLISH_MESSAGES = {
  checking: '워드프레스 연결을 확인하고 있어요…',
  notConnected: '워드프레스가 아직 연결되지 않았어요. 마이페이지 → 연동에서 내 사이트를 연결해 주세요.',
  checkFailed: '워드프레스 연결 상태를 불러오지 못했어요. 잠시 후 다시 시도해 주세요.',
  failed: '발행하지 못했어요. 잠시 후 다시 시도해 주세요.',
  draftDone: '임시 글로 보냈어요.',
  publishDone: '공개 글로 발행했어요.',
} as const;

/**
 * 발행하기: sends the post (the member's edit when there is one) to their WordPress site, with the category, slug
 * and tags the member chose here; the first picture becomes the featured image.
 */
export function PublishPanel({ postId }: { postId: number }) {
  const integration = useWordpressIntegration();
  const publish = usePublishWordpress();
  const post = usePost(postId);
  const [choice, setChoice] = useState<PublishChoice | null>(null);
  const current = choice ?? { categoryId: null, slug: '', tags: post.data ? postTags(post.data.content) : [] };

  if (integration.isPending) return <p className={styles.panelNote}>{PUBLISH_MESSAGES.checking}</p>;
  if (integration.isError) return <Notice tone="error">{PUBLISH_MESSAGES.checkFailed}</Notice>;
  if (!integration.data.connected) {
    return (
      <div className={styles.publish}>
        <p className={styles.panelNote}>{PUBLISH_MESSAGES.notConnected}</p>
        <Link to={paths.mypage.getHref()} className={styles.inlineLink}>
          마이페이지로 가기
        </Link>
      </div>
    );
  }
  const send = (status: 'draft' | 'publish') => {
    const slug = cleanSlug(current.slug);
    publish.mutate({
      id: postId,
      status,
      tags: current.tags,
      ...(current.categoryId ? { category_id: current.categoryId } : {}),
      ...(slug ? { slug } : {}),
    });
  };
  return (
    <div className={styles.publish}>
      <p className={styles.panelNote}>
        <strong>{integration.data.site_url}</strong>에 {integration.data.username} 계정으로 보내요. 다시 발행하면 같은
        글이 고쳐져요. 글의 첫 사진이 대표 이미지가 돼요.
      </p>
      <PublishOptions value={current} onChange={setChoice} />
      <div className={styles.publishButtons}>
        <Button variant="secondary" size="sm" onClick={() => send('draft')} disabled={publish.isPending}>
          임시 글로 보내기
        </Button>
        <Button size="sm" onClick={() => send('publish')} disabled={publish.isPending}>
          <Send aria-hidden="true" />
          바로 공개하기
        </Button>
      </div>
      {publish.isPending ? <p className={styles.panelNote}>보내는 중이에요…</p> : null}
      {publish.isSuccess ? (
        <p className={styles.published} role="status">
          {publish.data.status === 'publish' ? PUBLISH_MESSAGES.publishDone : PUBLISH_MESSAGES.draftDone}{' '}
          <a href={publish.data.link} target="_blank" rel="noopener noreferrer">
            워드프레스에서 보기
            <ExternalLink aria-hidden="true" />
          </a>
        </p>
      ) : null}
      {publish.isError ? <Notice tone="error">{bodyDetail(publish.error) ?? PUBLISH_MESSAGES.failed}</Notice> : null}
    </div>
  );
}
