import { FileText, RefreshCw, UserCheck, Users } from 'lucide-react';
import { useMemo, useState } from 'react';
import { AdminListPage, ListToolbar } from '../../../components/layouts/admin-ui/admin-list-page.tsx';
import { CardGrid } from '../../../components/layouts/admin-ui/card-grid.tsx';
import { SearchField, SelectField } from '../../../components/layouts/admin-ui/fields.tsx';
import { formatCompactNumber } from '../../../components/layouts/admin-ui/format-number.ts';
import { StatCard, StatGrid } from '../../../components/layouts/admin-ui/stat-card.tsx';
import ui from '../../../components/layouts/admin-ui/admin-ui.module.css';
import { Button } from '../../../components/ui/button.tsx';
import { errorMessage } from '../../../lib/create-api-client.ts';
import { cn } from '../../../lib/cn.ts';
import { formatShortDate } from '../../../lib/format-date.ts';
import { ACTIVE_TODAY_LABEL, ACTIVE_TODAY_MEANING, activeNowLabel } from '../../../lib/active-members.ts';
import { useMemberActivity } from '../api/get-activity.ts';
import { type AdminUser, useUsers } from '../api/get-users.ts';
import { filterUsers, sortUsers, totalContent, USER_SORTS, type UserSort } from '../utils/user-list.ts';
import { ProviderBadge } from './provider-badge.tsx';
import { UserPostsModal } from './user-posts-modal.tsx';
import styles from './admin-users.module.css';

export const USERS_MESSAGES = {
  failed: '사용자 목록을 불러오지 못했어요.',
  empty: '아직 가입한 사용자가 없어요.',
  noMatch: '검색 조건에 맞는 사용자가 없어요.',
} as const;

export function AdminUsers() {
  const users = useUsers();
  const activity = useMemberActivity();
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<UserSort>('created_at');
  const [selected, setSelected] = useState<AdminUser | null>(null);

  const all = useMemo(() => users.data?.data ?? [], [users.data]);
  const shown = useMemo(() => sortUsers(filterUsers(all, query), sort), [all, query, sort]);
  const total = all.length;

  return (
    <AdminListPage
      title="사용자 관리"
      description="가입한 회원과 회원별로 생성한 글을 확인해요."
      documentTitle="사용자 관리 · 관리자"
      actions={
        <Button
          variant="secondary"
          size="sm"
          onClick={() => {
            void users.refetch();
            void activity.refetch();
          }}
          disabled={users.isFetching}
        >
          <RefreshCw aria-hidden="true" />
          {users.isFetching ? '새로고침 중…' : '새로고침'}
        </Button>
      }
      stats={
        <StatGrid label="사용자 통계">
          <StatCard label="전체 사용자" icon={Users} value={formatCompactNumber(total)} />
          <StatCard
            label={ACTIVE_TODAY_LABEL}
            icon={UserCheck}
            value={activity.data ? formatCompactNumber(activity.data.today) : activity.isError ? '-' : '…'}
            hint={
              activity.data
                ? `${ACTIVE_TODAY_MEANING} · ${activeNowLabel(activity.data.windowMinutes)} ${activity.data.now.toLocaleString('ko-KR')}명`
                : ACTIVE_TODAY_MEANING
            }
          />
          <StatCard label="전체 콘텐츠" icon={FileText} value={formatCompactNumber(totalContent(all))} />
        </StatGrid>
      }
      toolbar={
        <ListToolbar>
          <SearchField
            label="이메일 또는 ID 검색"
            placeholder="이메일 또는 ID로 검색"
            value={query}
            onChange={setQuery}
          />
          <SelectField label="정렬" value={sort} options={USER_SORTS} onChange={setSort} />
        </ListToolbar>
      }
      error={users.isError ? errorMessage(users.error, USERS_MESSAGES.failed) : null}
      // A failed refresh hides the list rather than show rows the banner calls unreadable.
      status={users.isPending ? 'loading' : users.isError ? 'none' : shown.length === 0 ? 'empty' : 'ready'}
      loadingLabel="사용자를 불러오는 중이에요…"
      empty={{ icon: Users, message: all.length === 0 ? USERS_MESSAGES.empty : USERS_MESSAGES.noMatch }}
      dialogs={selected ? <UserPostsModal user={selected} onClose={() => setSelected(null)} /> : null}
    >
      {query.trim() ? (
        <p className={styles.matchCount} aria-live="polite">
          {shown.length}명 찾았어요
        </p>
      ) : null}
      <CardGrid label="사용자 목록" wide>
        {shown.map((user) => (
          <li key={user.user_id ?? user.id}>
            <UserCard user={user} onOpen={() => setSelected(user)} />
          </li>
        ))}
      </CardGrid>
    </AdminListPage>
  );
}

function UserCard({ user, onOpen }: { user: AdminUser; onOpen: () => void }) {
  const email = user.email?.trim() || null;
  const initial = (email?.[0] ?? '?').toUpperCase();
  // The button's name is its visible text (the email) and a hidden "상세 보기"; the rest of the card is read
  // as text around it, and a click anywhere on the card lands on the button.
  return (
    <div className={cn(ui.surface, styles.card)}>
      <span className={styles.avatar} aria-hidden="true">
        {initial}
      </span>
      <span className={styles.cardMain}>
        <button type="button" className={cn(ui.ellipsis, styles.email, styles.open)} onClick={onOpen}>
          {email ?? '이메일 없음'}
          <span className={cn('visually-hidden', styles.openHint)}> 상세 보기</span>
        </button>
        <span className={ui.meta}>
          ID {user.user_id ?? user.id} · {formatShortDate(user.created_at) ?? '-'} 가입
        </span>
        <span className={styles.cardFoot}>
          <ProviderBadge provider={user.provider} />
          <span className={cn(ui.iconText, styles.contentCount)} data-testid="content-count">
            <FileText aria-hidden="true" />
            콘텐츠 {user.content_count.toLocaleString('ko-KR')}개
          </span>
        </span>
      </span>
    </div>
  );
}
