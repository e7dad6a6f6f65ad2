import { describe, expect, it } from 'vitest';
import { filterUsers, pageOf, sortUsers, totalContent } from './user-list.ts';

const users = [
  { user_id: 3, id: 3, email: 'Charlie@Example.com', created_at: '2026-11-03T00:00:00Z', content_count: 1 },
  { user_id: 12, id: 12, email: 'alice@example.com', created_at: '2026-11-10T00:00:00Z', content_count: 7 },
  { user_id: 7, id: 7, email: null, created_at: '2026-11-05T00:00:00Z', content_count: 3 },
];

describe('users screen rules', () => {
  it('sums content counts', () => {
    expect(totalContent(users)).toBe(11);
  });

  it('filters on the lowercase email or the user id', () => {
    expect(filterUsers(users, 'charlie').map((u) => u.id)).toEqual([3]);
    expect(filterUsers(users, ' EXAMPLE ').map((u) => u.id)).toEqual([3, 12]);
    expect(filterUsers(users, '7').map((u) => u.id)).toEqual([7]);
    expect(filterUsers(users, '').map((u) => u.id)).toEqual([3, 12, 7]);
  });

  it('sorts by newest signup, email, or most content', () => {
    expect(sortUsers(users, 'created_at').map((u) => u.id)).toEqual([12, 7, 3]);
    expect(sortUsers(users, 'email').map((u) => u.id)).toEqual([12, 3, 7]);
    expect(sortUsers(users, 'content_count').map((u) => u.id)).toEqual([12, 7, 3]);
  });

  it('page number = offset / limit + 1', () => {
    expect(pageOf(0, 20)).toBe(1);
    expect(pageOf(20, 20)).toBe(2);
    expect(pageOf(60, 30)).toBe(3);
  });
});
