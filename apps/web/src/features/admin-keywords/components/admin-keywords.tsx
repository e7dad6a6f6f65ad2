import { Eye, FileSearch, Search, Sparkles } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { AdminListPage, ListToolbar, listStatus } from '../../../components/layouts/admin-ui/admin-list-page.tsx';
import { CardGrid } from '../../../components/layouts/admin-ui/card-grid.tsx';
import { SearchField } from '../../../components/layouts/admin-ui/fields.tsx';
import { Pager, PageSizeSelect } from '../../../components/layouts/admin-ui/pager.tsx';
import { VisibilityPill } from '../../../components/layouts/admin-ui/visibility-pill.tsx';
import ui from '../../../components/layouts/admin-ui/admin-ui.module.css';
import { Button } from '../../../components/ui/button.tsx';
import { errorMessage } from '../../../lib/create-api-client.ts';
import { cn } from '../../../lib/cn.ts';
import { formatShortDate } from '../../../lib/format-date.ts';
import { type AdminKeywordItem, useAdminKeywords } from '../api/get-admin-keywords.ts';
import { KeywordDetailModal } from './keyword-detail-modal.tsx';
import { KeywordPreviewModal } from './keyword-preview-modal.tsx';
import styles from './admin-keywords.module.css';

export const KEYWORD_MESSAGES = {
  listFailed: '목록을 불러오지 못했어요.',
  empty: '조건에 맞는 키워드가 없어요.',
  noTitle: '제목 없음',
} as const;

const DEFAULT_PAGE_SIZE = 20;

type OpenModal = { kind: 'detail' | 'preview'; keyword: AdminKeywordItem } | null;

export function AdminKeywords() {
  const [draft, setDraft] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const [open, setOpen] = useState<OpenModal>(null);
  const titles = useAdminKeywords({ search, page, pageSize });

  const applySearch = (event: FormEvent) => {
    event.preventDefault();
    setSearch(draft.trim());
    setPage(1);
  };

  const totalPages = Math.max(1, titles.data?.pagination.total_pages ?? 1);
  const totalItems = titles.data?.pagination.total_items;

  const rows = titles.data?.data ?? [];

  return (
    <AdminListPage
      title="키워드 관리"
      description="수집된 키워드를 검색하고 공개 여부와 제목을 관리해요."
      documentTitle="키워드 관리 · 관리자"
      actions={
        totalItems === undefined ? null : (
          <p className={styles.total} aria-live="polite">
            전체 <strong>{totalItems.toLocaleString('ko-KR')}</strong>개
          </p>
        )
      }
      toolbar={
        <ListToolbar>
          <form className={styles.search} role="search" onSubmit={applySearch}>
            <SearchField
              label="제목 또는 카테고리 검색"
              placeholder="제목 또는 카테고리로 검색"
              value={draft}
              onChange={setDraft}
            />
            <Button type="submit" size="sm">
              <Search aria-hidden="true" />
              검색
            </Button>
          </form>
          <PageSizeSelect
            value={pageSize}
            onChange={(size) => {
              setPageSize(size);
              setPage(1);
            }}
          />
        </ListToolbar>
      }
      error={titles.isError ? errorMessage(titles.error, KEYWORD_MESSAGES.listFailed) : null}
      status={listStatus(titles, rows.length)}
      loadingLabel="키워드를 불러오는 중이에요…"
      empty={{ icon: FileSearch, message: KEYWORD_MESSAGES.empty }}
      pager={
        rows.length > 0 ? (
          <Pager
            label="키워드 목록 페이지"
            status={`${page} / ${totalPages} 페이지`}
            onPrevious={() => setPage((current) => Math.max(1, current - 1))}
            onNext={() => setPage((current) => Math.min(totalPages, current + 1))}
            previousDisabled={page <= 1}
            nextDisabled={page >= totalPages}
          />
        ) : null
      }
      dialogs={
        <>
          {open?.kind === 'detail' ? <KeywordDetailModal id={open.keyword.id} onClose={() => setOpen(null)} /> : null}
          {open?.kind === 'preview' ? (
            <KeywordPreviewModal keyword={open.keyword} onClose={() => setOpen(null)} />
          ) : null}
        </>
      }
    >
      <CardGrid label="키워드 목록" stale={titles.isPlaceholderData}>
        {rows.map((keyword) => (
          <li key={keyword.id}>
            <KeywordCard
              keyword={keyword}
              onDetail={() => setOpen({ kind: 'detail', keyword })}
              onPreview={() => setOpen({ kind: 'preview', keyword })}
            />
          </li>
        ))}
      </CardGrid>
    </AdminListPage>
  );
}

function KeywordCard({
  keyword,
  onDetail,
  onPreview,
}: {
  keyword: AdminKeywordItem;
  onDetail: () => void;
  onPreview: () => void;
}) {
  const title = keyword.title.trim() || KEYWORD_MESSAGES.noTitle;
  return (
    <article className={cn(ui.surface, styles.card)} aria-label={title}>
      <div className={styles.badges}>
        {keyword.category ? <span className={cn(ui.pill, styles.category)}>{keyword.category}</span> : null}
        <VisibilityPill active={keyword.is_active} />
        {keyword.generated_post ? (
          <span className={cn(ui.pill, styles.generated)}>
            <Sparkles aria-hidden="true" />
            생성됨
          </span>
        ) : null}
      </div>
      <h2 className={cn(ui.cardTitle, !keyword.title.trim() && styles.untitled)}>{title}</h2>
      <p className={ui.meta}>
        ID {keyword.id} · {formatShortDate(keyword.created_at) ?? '-'}
      </p>
      <div className={ui.cardActions}>
        <Button variant="secondary" size="sm" onClick={onDetail}>
          상세
        </Button>
        <Button variant="ghost" size="sm" onClick={onPreview}>
          <Eye aria-hidden="true" />
          AI 미리보기
        </Button>
      </div>
    </article>
  );
}
