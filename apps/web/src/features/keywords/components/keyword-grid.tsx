import type { KeywordItem, KeywordSort } from '@geulgam/contracts';
import { CircleCheck, Inbox, LockKeyhole, LogIn, Newspaper, RefreshCw } from 'lucide-react';
import { type ReactNode, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClassName } from '../../../components/ui/button.tsx';
import { CategoryIcon } from '../../../components/ui/category-icon.tsx';
import { PageNumberPager } from '../../../components/ui/pager.tsx';
import { KEYWORD_GRID_ID, paths } from '../../../config/paths.ts';
import { cn } from '../../../lib/cn.ts';
import { useAccessToken } from '../../../lib/use-auth-tokens.ts';
import { useKeywords } from '../api/get-keywords.ts';
import { timeAgo } from '../lib/time-ago.ts';
import styles from './keyword-grid.module.css';

// As many placeholders as a page has cards, so the footer does not jump when they arrive.
const SKELETON_COUNT = 12;

export const SORT_LABELS: Record<KeywordSort, string> = {
  latest: '최신순',
  popular: '인기순',
  trending: '트렌드순',
};

/** When the story was last collected and how many outlets cover it, in one muted line. */
function Freshness({ keyword }: { keyword: KeywordItem }) {
  const { collected_at: latest, outlet_count: outlets } = keyword;
  const ago = timeAgo(latest);
  if (!ago && !outlets) return null;
  return (
    <p className={styles.freshness}>
      {ago && latest ? <time dateTime={latest}>{ago}</time> : null}
      {ago && outlets ? <span aria-hidden="true">·</span> : null}
      {outlets ? (
        <span className={styles.outlets}>
          <Newspaper aria-hidden="true" />
          언론사 {outlets}곳
        </span>
      ) : null}
    </p>
  );
}

function KeywordCard({
  keyword,
  generated,
  running,
  locked,
  visitor,
  onPick,
}: {
  keyword: KeywordItem;
  generated: boolean;
  running: boolean;
  /** Another generation runs: the card is dimmed and ignores clicks. */
  locked: boolean;
  /** Nobody is signed in: picking leads to the login, and the card says so. */
  visitor: boolean;
  onPick?: (keyword: KeywordItem) => void;
}) {
  const summary = keyword.summary.trim();
  const hintId = useId();
  return (
    <article className={cn(styles.card, onPick && styles.interactive, locked && styles.locked)} aria-busy={running}>
      <div className={styles.cardTop}>
        <p className={styles.category}>
          <CategoryIcon category={keyword.category} />
          <span>{keyword.category}</span>
        </p>
        <Freshness keyword={keyword} />
      </div>
      <h2 className={styles.title}>
        {onPick ? (
          <button
            type="button"
            className={styles.pick}
            aria-disabled={locked || undefined}
            aria-describedby={visitor ? hintId : undefined}
            onClick={() => {
              if (!locked) onPick(keyword);
            }}
          >
            {keyword.title}
          </button>
        ) : (
          keyword.title
        )}
      </h2>
      {summary ? <p className={styles.summary}>{summary}</p> : null}
      {running ? (
        <p className={styles.running}>
          <span aria-hidden="true">⏳</span>
          글을 만드는 중이에요
        </p>
      ) : generated ? (
        <p className={styles.badge}>
          <CircleCheck aria-hidden="true" />
          생성 완료
        </p>
      ) : visitor && onPick ? (
        <p id={hintId} className={styles.loginHint}>
          <LockKeyhole aria-hidden="true" />
          로그인하면 글을 만들 수 있어요
        </p>
      ) : null}
    </article>
  );
}

interface KeywordGridProps {
  /** The keyword whose post is being generated: every card is dimmed, this one shows an hourglass. */
  busyId?: number | null;
  /** Keywords generated in this browser (shown with the badge as well as those the server marks). */
  generatedIds?: readonly number[];
  /** Called when a card is chosen; cards are plain text without it. */
  onPick?: (keyword: KeywordItem) => void;
  /** A line under the grid (e.g. a generation failure). */
  message?: ReactNode;
}

/** The home page's recommended keywords: sort and pages in a sidebar, then loading, error, empty or the cards. */
export function KeywordGrid({ busyId = null, generatedIds = [], onPick, message }: KeywordGridProps) {
  const [sort, setSort] = useState<KeywordSort>('latest');
  const [page, setPage] = useState(1);
  const keywords = useKeywords({ sort, page });
  const sortId = useId();
  const totalPages = keywords.data?.pagination.total_pages ?? 0;
  const visitor = !useAccessToken();
  const contentRef = useRef<HTMLDivElement>(null);

  let content: ReactNode;
  if (keywords.isPending) {
    content = (
      <div aria-busy="true">
        <p role="status" className="visually-hidden">
          추천 키워드를 불러오는 중이에요…
        </p>
        <ul role="list" className={styles.grid} aria-hidden="true">
          {Array.from({ length: SKELETON_COUNT }, (_, index) => (
            <li key={index} className={styles.skeleton} />
          ))}
        </ul>
      </div>
    );
  } else if (!keywords.data) {
    // A failed refetch keeps the list already shown; only a first load that failed shows the error.
    content = (
      <div className={styles.message} role="alert">
        <p>추천 키워드를 불러오지 못했어요. 잠시 후 다시 시도해 주세요.</p>
        <Button variant="secondary" size="sm" onClick={() => void keywords.refetch()} disabled={keywords.isFetching}>
          <RefreshCw aria-hidden="true" />
          다시 시도
        </Button>
      </div>
    );
  } else if (keywords.data.data.length === 0) {
    content = (
      <div className={styles.message}>
        <Inbox className={styles.messageIcon} aria-hidden="true" />
        <p>아직 추천 키워드가 없어요. 관심사를 먼저 설정해 주세요.</p>
      </div>
    );
  } else {
    content = (
      <ul role="list" className={styles.grid} aria-label="추천 키워드">
        {keywords.data.data.map((keyword) => (
          <li key={keyword.id}>
            <KeywordCard
              keyword={keyword}
              generated={keyword.is_generated || generatedIds.includes(keyword.id)}
              running={busyId === keyword.id}
              locked={busyId !== null}
              visitor={visitor}
              onPick={onPick}
            />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className={styles.layout}>
      <aside className={styles.sidebar} aria-label="정렬과 페이지">
        <div className={styles.sortField}>
          <label htmlFor={sortId} className={styles.sortLabel}>
            정렬
          </label>
          <select
            id={sortId}
            className={styles.select}
            value={sort}
            onChange={(event) => {
              setSort(event.target.value as KeywordSort);
              setPage(1);
            }}
          >
            {(Object.keys(SORT_LABELS) as KeywordSort[]).map((value) => (
              <option key={value} value={value}>
                {SORT_LABELS[value]}
              </option>
            ))}
          </select>
        </div>
        {totalPages > 1 ? (
          <PageNumberPager
            label="키워드 페이지"
            page={page}
            totalPages={totalPages}
            onPageChange={setPage}
            className={styles.pager}
          />
        ) : null}
      </aside>
      <div ref={contentRef} id={KEYWORD_GRID_ID} tabIndex={-1} className={styles.content}>
        {visitor && onPick ? (
          <div className={styles.visitorNote}>
            <p>
              <LockKeyhole aria-hidden="true" />
              키워드로 글을 만들려면 로그인해 주세요. 카카오나 네이버 계정으로 바로 시작할 수 있어요.
            </p>
            <Link to={paths.login.getHref()} className={buttonClassName({ size: 'sm' })}>
              <LogIn aria-hidden="true" />
              로그인하고 시작하기
            </Link>
          </div>
        ) : null}
        {content}
        {totalPages > 1 ? (
          // On phones and tablets the pager also sits under the cards (the sidebar one is above them).
          <div className={styles.bottomPager}>
            <PageNumberPager
              label="아래쪽 키워드 페이지"
              page={page}
              totalPages={totalPages}
              onPageChange={(next) => {
                setPage(next);
                contentRef.current?.scrollIntoView?.({ block: 'start' });
              }}
              className={styles.pager}
            />
          </div>
        ) : null}
        {message ? (
          <p className={styles.under} role="alert">
            {message}
          </p>
        ) : null}
      </div>
    </div>
  );
}
