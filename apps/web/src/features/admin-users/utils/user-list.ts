/** The users screen's client-side rules (SPEC §2, §9). */
export interface ListedUser {
  user_id?: number;
  id: number;
  email: string | null;
  created_at: string;
  content_count: number;
}

export type UserSort = 'created_at' | 'email' | 'content_count';

export const USER_SORTS: ReadonlyArray<{ value: UserSort; label: string }> = [
  { value: 'created_at', label: '최근 가입순' },
  { value: 'email', label: '이메일순' },
  { value: 'content_count', label: '콘텐츠 많은순' },
];

export function totalContent(users: readonly ListedUser[]): number {
  return users.reduce((sum, user) => sum + (user.content_count ?? 0), 0);
}

const userIdOf = (user: ListedUser) => user.user_id ?? user.id;

/** Users whose lowercase email or id contains the (lowercased, trimmed) query. */
export function filterUsers<T extends ListedUser>(users: readonly T[], query: string): T[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [...users];
  return users.filter(
    (user) => (user.email ?? '').toLowerCase().includes(needle) || String(userIdOf(user)).includes(needle),
  );
}

const time = (value: string) => {
  const parsed = Date.parse(value);
  return Number.isNaN(parsed) ? 0 : parsed;
};

export function sortUsers<T extends ListedUser>(users: readonly T[], sort: UserSort): T[] {
  const copy = [...users];
  switch (sort) {
    case 'email':
      return copy.sort((a, b) => (a.email ?? '\uffff').localeCompare(b.email ?? '\uffff', 'ko'));
    case 'content_count':
      return copy.sort((a, b) => b.content_count - a.content_count);
    default:
      return copy.sort((a, b) => time(b.created_at) - time(a.created_at));
  }
}

/** Offset paging of a user's posts: page = offset / limit + 1. */
export function pageOf(offset: number, limit: number): number {
  return Math.floor(offset / limit) + 1;
}
