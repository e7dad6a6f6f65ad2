import {
  apiPaths,
  type Category,
  MY_POSTS_PAGE_SIZE,
  myPostList,
  type MyPostList,
  type MyPostStatus,
} from '@geulgam/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { memberApi } from '../../../lib/api-bases.ts';
import { postsKeys } from './posts-keys.ts';

/** The library's filters (/blogList); My page asks without them. */
export interface MyPostFilters {
  q?: string | undefined;
  status?: MyPostStatus | undefined;
  category?: Category | undefined;
  days?: number | undefined;
}

export interface GetMyPostsParams extends MyPostFilters {
  page?: number;
  pageSize?: number;
}

/** GET /api/mypage/posts/ — the member's own generated posts, newest first. */
export async function getMyPosts(
  { page = 1, pageSize = MY_POSTS_PAGE_SIZE, q, status, category, days }: GetMyPostsParams = {},
  signal?: AbortSignal,
): Promise<MyPostList> {
  const body = await memberApi.get<unknown>(apiPaths.myPosts, {
    query: { page, page_size: pageSize, q, status, category, days },
    signal,
  });
  return myPostList.parse(body);
}

export function getMyPostsQueryOptions({ page = 1, pageSize = MY_POSTS_PAGE_SIZE, ...filters }: GetMyPostsParams = {}) {
  const params = { page, pageSize, ...filters };
  return queryOptions({
    queryKey: postsKeys.list(params),
    queryFn: ({ signal }) => getMyPosts(params, signal),
  });
}

export function useMyPosts(params: GetMyPostsParams = {}) {
  return useQuery({ ...getMyPostsQueryOptions(params), placeholderData: keepPreviousData });
}
