import type { PostDetail, RewriteTurn } from '@geulgam/contracts';
import { useState } from 'react';
import { Notice } from '../../../components/ui/notice.tsx';
import { ApiError } from '../../../lib/create-api-client.ts';
import { useRewritePost, useRewriteState } from '../api/rewrite-post.ts';
import { RewriteCompare } from './rewrite-compare.tsx';
import { InstructionForm, OperationChoices, type RewriteRequest } from './rewrite-controls.tsx';
import styles from './rewrite.module.css';

export function rewriteErrorText(error: unknown): string {
  return error instanceof ApiError && error.detail ? error.detail : '다시 쓰지 못했어요. 잠시 후 다시 시도해 주세요.';
}

/**
 * 다시 쓰기 in the desk: each section of the shown version offers "이 부분 다시 쓰기" with its four choices;
 * with an AI model on the server, a free request for the whole post or one section. Each rewrite is a new
 * version, which the desk then shows (`onRewritten`); what changed is compared here.
 */
export function RewritePanel({
  post,
  last,
  onRewritten,
}: {
  post: PostDetail;
  /** The desk's last rewrite (kept by the desk: this panel is shown again once the new version is there). */
  last: RewriteTurn | null;
  onRewritten: (turn: RewriteTurn) => void;
}) {
  const state = useRewriteState(post.id);
  const rewrite = useRewritePost();
  const [open, setOpen] = useState<number | null>(null);

  const send = (request: RewriteRequest) => {
    rewrite.mutate(
      { postId: post.id, ...request },
      {
        onSuccess: (turn) => {
          setOpen(null);
          onRewritten(turn);
        },
      },
    );
  };

  if (state.isPending) return <p className={styles.muted}>다시 쓸 수 있는 부분을 찾고 있어요…</p>;
  if (state.isError) return <Notice tone="error">{rewriteErrorText(state.error)}</Notice>;
  const { sections, free_instructions: free } = state.data;

  return (
    <div className={styles.panel}>
      <p className={styles.muted}>부분을 골라 다시 쓰면 그 부분만 바뀐 새 버전이 생겨요. 지금 버전은 그대로 남아요.</p>
      {rewrite.isPending ? (
        <p className={styles.working} role="status">
          고쳐 쓰고 있어요…
        </p>
      ) : null}
      {rewrite.isError ? <Notice tone="error">{rewriteErrorText(rewrite.error)}</Notice> : null}
      {last && !rewrite.isPending ? (
        <div className={styles.result} role="status">
          <p className={styles.resultMessage}>
            새 버전을 만들었어요(버전 {last.version}). {last.message}
          </p>
          <RewriteCompare changes={last.changes} />
        </div>
      ) : null}
      {sections.length === 0 ? (
        <p className={styles.muted}>이 버전에는 다시 쓸 수 있는 부분이 없어요.</p>
      ) : (
        <ol className={styles.sections} aria-label="다시 쓸 수 있는 부분">
          {sections.map((section) => (
            <li key={section.index} className={styles.sectionRow}>
              <div className={styles.sectionHead}>
                <span className={styles.sectionName}>{section.heading}</span>
                <button
                  type="button"
                  className={styles.sectionButton}
                  aria-expanded={open === section.index}
                  aria-label={`이 부분 다시 쓰기: ${section.heading}`}
                  onClick={() => setOpen(open === section.index ? null : section.index)}
                >
                  이 부분 다시 쓰기
                </button>
              </div>
              {open === section.index ? (
                <OperationChoices section={section} busy={rewrite.isPending} onChoose={send} />
              ) : null}
            </li>
          ))}
        </ol>
      )}
      {free ? (
        <div className={styles.freeBox}>
          <p className={styles.freeTitle}>요청으로 고쳐 쓰기</p>
          <InstructionForm sections={sections} busy={rewrite.isPending} onSend={send} />
        </div>
      ) : null}
    </div>
  );
}

export default RewritePanel;
