import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ImageOff, RefreshCw, Sparkles } from 'lucide-react';
import { useEffect, useState } from 'react';
import { postImages } from '../../../lib/post-images.ts';
import { SafeHtml } from '../../../components/layouts/admin-ui/safe-html.tsx';
import { EmptyState, ErrorBanner } from '../../../components/layouts/admin-ui/states.tsx';
import { PageLoading } from '../../../components/ui/page-loading.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { errorMessage } from '../../../lib/create-api-client.ts';
import { formatLongDate } from '../../../lib/format-date.ts';
import { adminKeywordsKey, type AdminKeywordItem } from '../api/get-admin-keywords.ts';
import {
  type PendingRegeneration,
  previewKey,
  REGENERATION_WAIT_MS,
  requestRegeneration,
  useAdminKeywordPreview,
} from '../api/admin-keyword-preview.ts';
import styles from './admin-keywords.module.css';
import ui from '../../../components/layouts/admin-ui/admin-ui.module.css';

export const PREVIEW_MESSAGES = {
  loadFailed: '미리보기를 불러오지 못했어요.',
  empty: '아직 생성된 AI 콘텐츠가 없어요.',
  regenerateFailed: '재생성 요청에 실패했어요.',
  regenerated: '재생성 요청이 완료되었어요. 결과가 반영되었는지 확인해 주세요.',
} as const;

/** The keyword's latest AI post, with refresh and regeneration (SPEC §2 Clova preview). */
export function KeywordPreviewModal({ keyword, onClose }: { keyword: AdminKeywordItem; onClose: () => void }) {
  const queryClient = useQueryClient();
  // Set while a queued (202) regeneration runs: the preview is polled until its post shows up.
  const [pending, setPending] = useState<PendingRegeneration | null>(null);
  const [timedOut, setTimedOut] = useState(false);
  const [finished, setFinished] = useState(false);
  const preview = useAdminKeywordPreview(keyword.id, pending);

  const arrived = pending !== null && preview.data != null && preview.data.created_at !== pending.before;
  const waiting = pending !== null && !arrived && !timedOut;
  // Done when the server waited for the post, when the queued post arrived, or when the wait ran out
  // (the job may still be running: the message asks the admin to check).
  const done = finished || (pending !== null && !waiting);

  useEffect(() => {
    if (!waiting) return;
    const timer = window.setTimeout(() => setTimedOut(true), Math.max(0, pending.deadline - Date.now()));
    return () => window.clearTimeout(timer);
  }, [waiting, pending]);
  useEffect(() => {
    if (pending && !waiting) void queryClient.invalidateQueries({ queryKey: adminKeywordsKey });
  }, [pending, waiting, queryClient]);

  const reset = () => {
    setPending(null);
    setTimedOut(false);
    setFinished(false);
  };

  const regenerate = useMutation({
    mutationFn: () => requestRegeneration(keyword.id),
    onSuccess: async (result) => {
      if (result.status === 'queued') {
        setPending({ before: preview.data?.created_at ?? null, deadline: Date.now() + REGENERATION_WAIT_MS });
        return;
      }
      // The server waited for the job: the new post is there now.
      await queryClient.refetchQueries({ queryKey: previewKey(keyword.id) });
      void queryClient.invalidateQueries({ queryKey: adminKeywordsKey });
      setFinished(true);
    },
    onError: (error) => {
      window.alert(errorMessage(error, PREVIEW_MESSAGES.regenerateFailed));
    },
  });
  const regenerating = regenerate.isPending || waiting;

  const data = preview.data;
  const images = data ? postImages(data) : [];
  const title = data?.title || keyword.title || '제목 없음';

  return (
    <Modal
      title="AI 미리보기"
      onClose={onClose}
      size="lg"
      footer={
        <>
          <Button
            variant="secondary"
            onClick={() => {
              reset();
              void preview.refetch();
            }}
            disabled={preview.isFetching || regenerating}
          >
            <RefreshCw aria-hidden="true" />
            새로고침
          </Button>
          <Button
            onClick={() => {
              reset();
              regenerate.mutate();
            }}
            disabled={regenerating}
          >
            <Sparkles aria-hidden="true" />
            {regenerating ? '재생성 중…' : 'AI 재생성 요청'}
          </Button>
        </>
      }
    >
      <div className={styles.detail}>
        <dl className={styles.facts}>
          <div>
            <dt>키워드 ID</dt>
            <dd>{keyword.id}</dd>
          </div>
          <div>
            <dt>생성일</dt>
            <dd>{data ? (formatLongDate(data.created_at) ?? '-') : '-'}</dd>
          </div>
        </dl>

        {regenerating ? <Notice tone="info">새 글을 만들고 있어요. 완료되면 이 창에 바로 보여 드릴게요.</Notice> : null}
        {done ? <Notice tone="success">{PREVIEW_MESSAGES.regenerated}</Notice> : null}

        {preview.isPending ? (
          <PageLoading label="미리보기를 불러오는 중이에요…" variant="section" />
        ) : preview.isError ? (
          <ErrorBanner message={errorMessage(preview.error, PREVIEW_MESSAGES.loadFailed)} />
        ) : !data ? (
          <EmptyState icon={ImageOff}>{PREVIEW_MESSAGES.empty}</EmptyState>
        ) : (
          <>
            <h3 className={styles.previewTitle}>{title}</h3>
            {images.length > 0 ? (
              <ul role="list" className={ui.imageRow} aria-label="대표 이미지">
                {images.map((src, index) => (
                  <li key={src}>
                    <a href={src} target="_blank" rel="noopener noreferrer" className={styles.previewImage}>
                      <img src={src} alt={`대표 이미지 ${index + 1} (새 탭에서 열기)`} loading="lazy" />
                    </a>
                  </li>
                ))}
              </ul>
            ) : null}
            {data.content.trim() ? (
              <SafeHtml html={data.content} className={styles.aiContent} label="AI 생성 본문" />
            ) : (
              <p className={styles.placeholder}>{PREVIEW_MESSAGES.empty}</p>
            )}
          </>
        )}
      </div>
    </Modal>
  );
}
