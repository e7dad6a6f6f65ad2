import type { UserPostsParams } from './get-user-posts.ts';

/** Every query key of the admin users screen; nothing else spells them. */
export const adminUsersKeys = {
  all: ['admin', 'users'] as const,
  list: () => [...adminUsersKeys.all, 'list'] as const,
  activity: () => [...adminUsersKeys.all, 'activity'] as const,
  posts: (params: UserPostsParams) => [...adminUsersKeys.all, 'posts', params] as const,
};
