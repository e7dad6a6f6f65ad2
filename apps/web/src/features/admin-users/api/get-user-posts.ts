import { apiPaths, userPosts } from '@geulgam/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { adminApi } from '../../../lib/api-bases.ts';
import { adminUsersKeys } from './admin-users-keys.ts';

export type UserPosts = z.infer<typeof userPosts>['data'];

export interface UserPostsParams {
  userId: number;
  limit: number;
  offset: number;
}

/** GET /admin/users/{id}/generated/?limit&offset */
export async function getUserPosts({ userId, limit, offset }: UserPostsParams, signal?: AbortSignal) {
  const body = await adminApi.get<unknown>(apiPaths.admin.userGenerated(userId), {
    query: { limit, offset },
    signal,
  });
  return userPosts.parse(body).data;
}

export function useUserPosts(params: UserPostsParams) {
  return useQuery({
    ...queryOptions({
      queryKey: adminUsersKeys.posts(params),
      queryFn: ({ signal }) => getUserPosts(params, signal),
      staleTime: 0,
    }),
    placeholderData: keepPreviousData,
  });
}
