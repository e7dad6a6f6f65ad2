import { Copy, Eye, FileText, ImageOff, Lock, Search, ShieldCheck, Trash2 } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { AdminListPage, listStatus } from '../../../components/layouts/admin-ui/admin-list-page.tsx';
import { CardGrid } from '../../../components/layouts/admin-ui/card-grid.tsx';
import { ConfirmDialog } from '../../../components/layouts/admin-ui/confirm-dialog.tsx';
import { formatCompactNumber } from '../../../components/layouts/admin-ui/format-number.ts';
import { Pager, PageSizeSelect } from '../../../components/layouts/admin-ui/pager.tsx';
import { StatCard, StatGrid } from '../../../components/layouts/admin-ui/stat-card.tsx';
import { VisibilityPill } from '../../../components/layouts/admin-ui/visibility-pill.tsx';
import ui from '../../../components/layouts/admin-ui/admin-ui.module.css';
import { Button } from '../../../components/ui/button.tsx';
import { errorMessage } from '../../../lib/create-api-client.ts';
import { cn } from '../../../lib/cn.ts';
import { formatShortDate } from '../../../lib/format-date.ts';
import { postImages } from '../../../lib/post-images.ts';
import {
  type GeneratedFilters,
  type GeneratedPost,
  hasFilters,
  useGeneratedPosts,
  useHidePost,
} from '../api/generated-posts.ts';
import { GeneratedDetailModal, type PendingAction } from './generated-detail-modal.tsx';
import { GENERATED_MESSAGES } from './generated-messages.ts';
import styles from './admin-generated.module.css';

const DEFAULT_PAGE_SIZE = 20;
const NO_FILTERS: GeneratedFilters = { email: '', title: '', activeOnly: false };

/** Header numbers of SPEC §2, from the rows on the loaded page. */
export function pageStats(rows: readonly GeneratedPost[]) {
  return {
    total: rows.length,
    active: rows.filter((row) => row.is_active !== false).length,
    copies: rows.reduce((sum, row) => sum + (row.copy_count ?? 0), 0),
  };
}

export function AdminGenerated() {
  const [filters, setFilters] = useState<GeneratedFilters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const [open, setOpen] = useState<{ id: number; action: PendingAction } | null>(null);
  const [hideTarget, setHideTarget] = useState<GeneratedPost | null>(null);
  const list = useGeneratedPosts({ ...filters, page, pageSize });
  const hide = useHidePost();

  const apply = (next: GeneratedFilters) => {
    setFilters(next);
    setPage(1);
  };

  const confirmQuickHide = () => {
    if (!hideTarget) return;
    hide.mutate(hideTarget.id, {
      onSettled: () => setHideTarget(null),
      onError: (error) => window.alert(errorMessage(error, GENERATED_MESSAGES.hideFailed)),
    });
  };

  const rows = list.data?.data ?? [];
  const stats = pageStats(rows);

  return (
    <AdminListPage
      title="생성 콘텐츠 관리"
      description="회원이 만든 글을 살펴보고 비공개로 바꾸거나 삭제해요."
      documentTitle="생성 콘텐츠 관리 · 관리자"
      stats={
        <StatGrid label="콘텐츠 통계">
          <StatCard
            label="전체 콘텐츠"
            icon={FileText}
            value={list.data ? formatCompactNumber(list.data.pagination.total_items) : '…'}
            hint={hasFilters(filters) ? '검색 조건에 맞는 글 모두' : '회원이 만든 글 모두'}
          />
          <StatCard
            label="이 페이지 공개 콘텐츠"
            icon={ShieldCheck}
            value={formatCompactNumber(stats.active)}
            hint={`이 페이지 ${stats.total}개 중`}
          />
          <StatCard
            label="이 페이지 복사 수"
            icon={Copy}
            value={formatCompactNumber(stats.copies)}
            hint={`이 페이지 ${stats.total}개의 합계`}
          />
        </StatGrid>
      }
      toolbar={
        <>
          <GeneratedFiltersForm initial={filters} onApply={apply} />
          <div className={styles.listHead}>
            <PageSizeSelect
              value={pageSize}
              onChange={(size) => {
                setPageSize(size);
                setPage(1);
              }}
            />
          </div>
        </>
      }
      error={list.isError ? errorMessage(list.error, GENERATED_MESSAGES.listFailed) : null}
      status={listStatus(list, rows.length)}
      loadingLabel="콘텐츠를 불러오는 중이에요…"
      empty={{
        icon: FileText,
        message: hasFilters(filters) ? GENERATED_MESSAGES.emptyFiltered : GENERATED_MESSAGES.empty,
      }}
      pager={
        list.data && (rows.length > 0 || page > 1) ? (
          <Pager
            label="생성 콘텐츠 페이지"
            status={`${page} 페이지`}
            onPrevious={() => setPage((current) => Math.max(1, current - 1))}
            onNext={() => setPage((current) => current + 1)}
            previousDisabled={page <= 1}
            nextDisabled={rows.length < pageSize}
          />
        ) : null
      }
      dialogs={
        <>
          {open ? (
            <GeneratedDetailModal
              key={open.id}
              id={open.id}
              initialAction={open.action}
              onClose={() => setOpen(null)}
            />
          ) : null}
          {hideTarget ? (
            <ConfirmDialog
              title={GENERATED_MESSAGES.hideTitle}
              message={GENERATED_MESSAGES.hideMessage}
              confirmLabel="비공개로 전환"
              onConfirm={confirmQuickHide}
              onCancel={() => setHideTarget(null)}
              busy={hide.isPending}
            />
          ) : null}
        </>
      }
    >
      <CardGrid label="생성 콘텐츠 목록" stale={list.isPlaceholderData}>
        {rows.map((post, index) => (
          <li key={post.id}>
            <GeneratedCard
              post={post}
              number={(page - 1) * pageSize + index + 1}
              onDetail={() => setOpen({ id: post.id, action: null })}
              onHide={() => setHideTarget(post)}
              onDelete={() => setOpen({ id: post.id, action: 'delete' })}
            />
          </li>
        ))}
      </CardGrid>
    </AdminListPage>
  );
}

/** The filter panel: edits a draft, applies it (trimmed) on submit. */
function GeneratedFiltersForm({
  initial,
  onApply,
}: {
  initial: GeneratedFilters;
  onApply: (filters: GeneratedFilters) => void;
}) {
  const formId = useId();
  const [draft, setDraft] = useState<GeneratedFilters>(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({ email: draft.email.trim(), title: draft.title.trim(), activeOnly: draft.activeOnly });
  };
  return (
    <form className={styles.filters} onSubmit={submit} aria-label="콘텐츠 검색">
      <div className={styles.filterField}>
        <label htmlFor={`${formId}-email`}>작성자 이메일</label>
        <input
          id={`${formId}-email`}
          type="search"
          className={ui.textInput}
          placeholder="예: user@example.com"
          value={draft.email}
          onChange={(event) => setDraft({ ...draft, email: event.target.value })}
        />
      </div>
      <div className={styles.filterField}>
        <label htmlFor={`${formId}-title`}>제목</label>
        <input
          id={`${formId}-title`}
          type="search"
          className={ui.textInput}
          placeholder="제목의 일부"
          value={draft.title}
          onChange={(event) => setDraft({ ...draft, title: event.target.value })}
        />
      </div>
      <label className={styles.checkbox}>
        <input
          type="checkbox"
          checked={draft.activeOnly}
          onChange={(event) => setDraft({ ...draft, activeOnly: event.target.checked })}
        />
        공개 콘텐츠만
      </label>
      <Button type="submit" size="sm">
        <Search aria-hidden="true" />
        검색
      </Button>
    </form>
  );
}

/** A CSS url() for a background image; the URL is used as it is (it may already be percent-encoded). */
interface GeneratedCardProps {
  post: GeneratedPost;
  number: number;
  onDetail: () => void;
  onHide: () => void;
  onDelete: () => void;
}

function GeneratedCard({ post, number, onDetail, onHide, onDelete }: GeneratedCardProps) {
  const cover = postImages(post)[0];
  const isPrivate = post.is_active === false;
  const title = post.title.trim() || '제목 없음';
  return (
    <article className={cn(ui.surface, styles.card)} aria-label={title}>
      {/* An <img>, never a CSS url(): an untrusted image address stays out of style attributes. */}
      <div className={cn(styles.cover, !cover && styles.coverEmpty)}>
        {cover ? (
          <img src={cover} alt="" className={styles.coverImage} loading="lazy" />
        ) : (
          <ImageOff aria-hidden="true" className={styles.coverIcon} />
        )}
        <span className={styles.number}>#{number}</span>
        <VisibilityPill active={!isPrivate} className={styles.coverPill} />
      </div>
      <div className={styles.cardBody}>
        <h2 className={ui.cardTitle}>{title}</h2>
        <p className={ui.metaRow}>
          <span>{formatShortDate(post.created_at) ?? '-'}</span>
          {typeof post.copy_count === 'number' ? (
            <span className={ui.iconText}>
              <Copy aria-hidden="true" />
              복사 {post.copy_count.toLocaleString('ko-KR')}회
            </span>
          ) : null}
        </p>
        <p className={cn(ui.meta, ui.ellipsis)}>{post.user_email ?? '관리자 재생성'}</p>
        <div className={cn(ui.cardActions, styles.actions)}>
          <Button variant="secondary" size="sm" onClick={onDetail}>
            <Eye aria-hidden="true" />
            상세
          </Button>
          <Button
            variant="ghost"
            size="sm"
            onClick={onHide}
            disabled={isPrivate}
            aria-label={isPrivate ? '이미 비공개' : '비공개로 전환'}
            title={isPrivate ? '이미 비공개예요' : '비공개로 전환'}
            className={styles.iconButton}
          >
            <Lock aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="sm"
            onClick={onDelete}
            aria-label="삭제"
            title="삭제"
            className={`${styles.iconButton} ${styles.deleteButton}`}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
      </div>
    </article>
  );
}
