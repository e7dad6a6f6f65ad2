import { ExternalLink } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { SafeHtml } from '../../../components/layouts/admin-ui/safe-html.tsx';
import { ErrorBanner } from '../../../components/layouts/admin-ui/states.tsx';
import { PageLoading } from '../../../components/ui/page-loading.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { errorMessage } from '../../../lib/create-api-client.ts';
import { cn } from '../../../lib/cn.ts';
import { formatLongDate } from '../../../lib/format-date.ts';
import {
  type AdminKeywordDetail,
  useAdminKeywordDetail,
  useToggleTitle,
  useUpdateTitle,
} from '../api/admin-keyword-detail.ts';
import styles from './admin-keywords.module.css';
import ui from '../../../components/layouts/admin-ui/admin-ui.module.css';

export const KEYWORD_DETAIL_MESSAGES = {
  loadFailed: '상세 정보를 불러오지 못했어요.',
  emptyTitle: '제목을 입력해 주세요.',
  saveFailed: '제목을 저장하지 못했어요.',
  saved: '제목을 저장했어요.',
  toggleFailed: '공개 상태를 바꾸지 못했어요.',
  noArticle: '기사 본문이 없어요.',
  noAiContent: '아직 생성된 AI 콘텐츠가 없어요.',
} as const;

/** A keyword's detail: title edit, public/private switch, the article and the AI post (SPEC §2). */
export function KeywordDetailModal({ id, onClose }: { id: number; onClose: () => void }) {
  const detail = useAdminKeywordDetail(id);
  return (
    <Modal title="키워드 상세" onClose={onClose} size="lg">
      {detail.isPending ? (
        <PageLoading variant="section" />
      ) : detail.isError ? (
        <ErrorBanner message={errorMessage(detail.error, KEYWORD_DETAIL_MESSAGES.loadFailed)} />
      ) : (
        <DetailBody detail={detail.data} />
      )}
    </Modal>
  );
}

function DetailBody({ detail }: { detail: AdminKeywordDetail }) {
  const titleId = useId();
  const switchLabelId = useId();
  const [draft, setDraft] = useState(detail.title);
  const [saved, setSaved] = useState(false);
  const update = useUpdateTitle(detail.id);
  const toggle = useToggleTitle(detail.id);

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (update.isPending) return;
    const title = draft.trim();
    if (!title) {
      window.alert(KEYWORD_DETAIL_MESSAGES.emptyTitle);
      return;
    }
    setSaved(false);
    update.mutate(title, {
      onSuccess: (result) => {
        setDraft(result.title);
        setSaved(true);
      },
      onError: (error) => window.alert(errorMessage(error, KEYWORD_DETAIL_MESSAGES.saveFailed)),
    });
  };

  const flip = () => {
    if (toggle.isPending) return;
    toggle.mutate(undefined, {
      onError: (error) => window.alert(errorMessage(error, KEYWORD_DETAIL_MESSAGES.toggleFailed)),
    });
  };

  const article = detail.article.content.trim();
  const link = detail.article.origin_link ?? detail.original_url;

  return (
    <div className={styles.detail}>
      <dl className={styles.facts}>
        <div>
          <dt>ID</dt>
          <dd>{detail.id}</dd>
        </div>
        <div>
          <dt>등록일</dt>
          <dd>{formatLongDate(detail.created_at) ?? '-'}</dd>
        </div>
      </dl>

      <form className={styles.titleForm} onSubmit={save}>
        <label htmlFor={titleId} className={styles.fieldLabel}>
          제목
        </label>
        <div className={styles.titleRow}>
          <input
            id={titleId}
            className={cn(ui.textInput, styles.input)}
            value={draft}
            maxLength={200}
            onChange={(event) => {
              setDraft(event.target.value);
              setSaved(false);
            }}
          />
          <Button type="submit" size="sm" disabled={update.isPending}>
            {update.isPending ? '저장 중…' : '제목 저장'}
          </Button>
        </div>
        {saved ? (
          <p className={styles.savedNote} role="status">
            {KEYWORD_DETAIL_MESSAGES.saved}
          </p>
        ) : null}
      </form>

      <div className={styles.switchRow}>
        <span id={switchLabelId} className={styles.fieldLabel}>
          공개 상태
        </span>
        <button
          type="button"
          role="switch"
          aria-checked={detail.is_active}
          aria-labelledby={switchLabelId}
          className={cn(styles.switch, detail.is_active ? styles.switchOn : styles.switchOff)}
          onClick={flip}
          disabled={toggle.isPending}
        >
          <span className={styles.switchThumb} aria-hidden="true" />
          <span className={styles.switchText}>{detail.is_active ? '공개' : '비공개'}</span>
        </button>
        <span className={styles.switchHint}>{detail.is_active ? '회원 홈에 보여요.' : '회원 홈에 보이지 않아요.'}</span>
      </div>

      <section className={styles.block} aria-labelledby={`${titleId}-article`}>
        <div className={styles.blockHead}>
          <h3 id={`${titleId}-article`} className={styles.blockTitle}>
            기사 본문
          </h3>
          {link ? (
            <a href={link} target="_blank" rel="noopener noreferrer" className={styles.sourceLink}>
              원문 보기
              <ExternalLink aria-hidden="true" />
            </a>
          ) : null}
        </div>
        {article ? (
          // It scrolls: focusable so a keyboard can scroll it too, named after its heading.
          <div className={styles.article} tabIndex={0} role="region" aria-labelledby={`${titleId}-article`}>
            {article}
          </div>
        ) : (
          <p className={styles.placeholder}>{KEYWORD_DETAIL_MESSAGES.noArticle}</p>
        )}
      </section>

      <section className={styles.block} aria-labelledby={`${titleId}-ai`}>
        <h3 id={`${titleId}-ai`} className={styles.blockTitle}>
          AI 생성 콘텐츠
        </h3>
        {detail.generated_post?.content.trim() ? (
          <SafeHtml html={detail.generated_post.content} className={styles.aiContent} />
        ) : (
          <p className={styles.placeholder}>{KEYWORD_DETAIL_MESSAGES.noAiContent}</p>
        )}
      </section>
    </div>
  );
}
