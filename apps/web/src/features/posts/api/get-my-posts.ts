import { apiPaths, MY_POSTS_PAGE_SIZE, myPostList, type MyPostList } from '@geulgam/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { memberApi } from '../../../lib/api-bases.ts';
import { postsKeys } from './posts-keys.ts';

export interface GetMyPostsParams {
  page?: number;
  pageSize?: number;
}

/** GET /api/mypage/posts/ — the member's own generated posts, newest first. */
export async function getMyPosts(
  { page = 1, pageSize = MY_POSTS_PAGE_SIZE }: GetMyPostsParams = {},
  signal?: AbortSignal,
): Promise<MyPostList> {
  const body = await memberApi.get<unknown>(apiPaths.myPosts, { query: { page, page_size: pageSize }, signal });
  return myPostList.parse(body);
}

export function getMyPostsQueryOptions({ page = 1, pageSize = MY_POSTS_PAGE_SIZE }: GetMyPostsParams = {}) {
  const params = { page, pageSize };
  return queryOptions({
    queryKey: postsKeys.list(params),
    queryFn: ({ signal }) => getMyPosts(params, signal),
  });
}

export function useMyPosts(params: GetMyPostsParams = {}) {
  return useQuery({ ...getMyPostsQueryOptions(params), placeholderData: keepPreviousData });
}
