import { CATEGORIES, MY_POST_PERIODS, type Category, type MyPostItem, type MyPostStatus } from '@geulgam/contracts';
import { ExternalLink, FilePenLine, FileText, Search, Send, Sparkles } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { formatShortDate } from '../../../lib/format-date.ts';
import { useMyPosts, type MyPostFilters } from '../api/get-my-posts.ts';
import { MY_POSTS_MESSAGES, myPostsErrorText } from './my-posts-format.ts';
import { cn } from '../../../lib/cn.ts';
import control from '../../../components/ui/field-control.module.css';
import styles from './post-library.module.css';

const PAGE_SIZE = 12;

const STATUS_LABELS: Record<MyPostStatus, string> = { draft: '새 글', edited: '편집함', published: '발행함' };

/** One card: the 대표 version of a keyword (or of the member's own topic) with its status. */
function LibraryCard({ post, onOpen }: { post: MyPostItem; onOpen: (post: MyPostItem) => void }) {
  const status: MyPostStatus = post.published ? 'published' : post.edited ? 'edited' : 'draft';
  const StatusIcon = status === 'published' ? Send : status === 'edited' ? FilePenLine : FileText;
  return (
    <li className={styles.card}>
      {post.image_url ? <img className={styles.image} src={post.image_url} alt="" loading="lazy" /> : null}
      <div className={styles.body}>
        <p className={styles.meta}>
          {post.category ? <span className={styles.category}>{post.category}</span> : null}
          {post.own_topic ? (
            <span className={styles.ownTopic}>
              <Sparkles aria-hidden="true" />내 주제
            </span>
          ) : null}
          <time dateTime={post.created_at}>{formatShortDate(post.created_at)}</time>
        </p>
        <h2 className={styles.title}>
          <button type="button" className={styles.open} onClick={() => onOpen(post)}>
            {post.title}
          </button>
        </h2>
        {post.keyword_title ? (
          <p className={styles.about}>
            {post.own_topic ? '주제' : '키워드'} · {post.keyword_title}
          </p>
        ) : null}
        <div className={styles.foot}>
          <span className={styles.status} data-status={status}>
            <StatusIcon aria-hidden="true" />
            {STATUS_LABELS[status]}
          </span>
          {post.version_count > 1 ? <span className={styles.versions}>버전 {post.version_count}개</span> : null}
          {post.published_url ? (
            <a className={styles.published} href={post.published_url} target="_blank" rel="noopener noreferrer">
              워드프레스에서 보기
              <ExternalLink aria-hidden="true" />
              <span className="visually-hidden">(새 창)</span>
            </a>
          ) : null}
        </div>
      </div>
    </li>
  );
}

/** The member's library: search and filters over My page's list, the posts as cards. */
export function PostLibrary({ onOpen }: { onOpen: (post: MyPostItem) => void }) {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [filters, setFilters] = useState<MyPostFilters>({});
  const posts = useMyPosts({ page, pageSize: PAGE_SIZE, ...filters });

  const apply = (next: MyPostFilters) => {
    setFilters(next);
    setPage(1);
  };
  const submitSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    apply({ ...filters, q: search.trim() || undefined });
  };
  const filtered = Boolean(filters.q || filters.status || filters.category || filters.days);
  const pagination = posts.data?.pagination;

  return (
    <div className={styles.library}>
      <form className={styles.filters} role="search" aria-label="내 글 찾기" onSubmit={submitSearch}>
        <div className={styles.searchBox}>
          <label htmlFor="library-search" className="visually-hidden">
            제목이나 키워드로 찾기
          </label>
          <Search aria-hidden="true" className={styles.searchIcon} />
          <input
            id="library-search"
            type="search"
            className={styles.searchInput}
            placeholder="제목이나 키워드로 찾기"
            maxLength={50}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
          <Button type="submit" size="sm">
            찾기
          </Button>
        </div>
        <label className={styles.select}>
          <span>상태</span>
          <select
            className={cn(control.control, control.compact)}
            value={filters.status ?? ''}
            onChange={(event) => apply({ ...filters, status: (event.target.value || undefined) as MyPostStatus })}
          >
            <option value="">전체</option>
            <option value="draft">새 글</option>
            <option value="edited">편집함</option>
            <option value="published">발행함</option>
          </select>
        </label>
        <label className={styles.select}>
          <span>분야</span>
          <select
            className={cn(control.control, control.compact)}
            value={filters.category ?? ''}
            onChange={(event) => apply({ ...filters, category: (event.target.value || undefined) as Category })}
          >
            <option value="">전체</option>
            {CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {category}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.select}>
          <span>기간</span>
          <select
            className={cn(control.control, control.compact)}
            value={filters.days ?? ''}
            onChange={(event) =>
              apply({ ...filters, days: event.target.value ? Number(event.target.value) : undefined })
            }
          >
            <option value="">전체</option>
            {MY_POST_PERIODS.map((days) => (
              <option key={days} value={days}>
                최근 {days}일
              </option>
            ))}
          </select>
        </label>
      </form>

      {posts.isError ? <Notice tone="error">{myPostsErrorText(posts.error, MY_POSTS_MESSAGES.failed)}</Notice> : null}
      {posts.isPending ? <p className={styles.loading}>글을 불러오는 중이에요…</p> : null}
      {posts.data && posts.data.data.length === 0 ? (
        <EmptyState title={filtered ? '조건에 맞는 글이 없어요' : '아직 만든 글이 없어요'}>
          {filtered ? '검색어나 필터를 바꿔 보세요.' : '추천 키워드나 내 주제로 첫 글을 만들어 보세요.'}
        </EmptyState>
      ) : null}
      {posts.data && posts.data.data.length > 0 ? (
        <>
          <p className={styles.total} aria-live="polite">
            {filtered ? '조건에 맞는 글' : '모든 글'} {pagination?.total_items ?? 0}편
          </p>
          <ul role="list" className={styles.cards} aria-label="내 글">
            {posts.data.data.map((post) => (
              <LibraryCard key={post.id} post={post} onOpen={onOpen} />
            ))}
          </ul>
        </>
      ) : null}
      {pagination && pagination.total_pages > 1 ? (
        <Pager
          label="내 글 페이지"
          status={`${pagination.current_page} / ${pagination.total_pages}`}
          onPrevious={() => setPage((current) => Math.max(1, current - 1))}
          onNext={() => setPage((current) => current + 1)}
          previousDisabled={pagination.current_page <= 1}
          nextDisabled={pagination.current_page >= pagination.total_pages}
        />
      ) : null}
    </div>
  );
}
