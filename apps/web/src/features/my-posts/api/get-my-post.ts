import { apiPaths, postDetail, type PostDetail } from '@geulgam/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { memberApi } from '../../../lib/api-clients.ts';
import { myPostsKeys } from './my-posts-keys.ts';

/** GET /api/mypage/posts/{id}/ — one of the member's posts, used as it comes. */
export async function getMyPost(id: number, signal?: AbortSignal): Promise<PostDetail> {
  const body = await memberApi.get<unknown>(apiPaths.myPost(id), { signal });
  return postDetail.parse(body);
}

export function getMyPostQueryOptions(id: number) {
  return queryOptions({
    queryKey: myPostsKeys.detail(id),
    queryFn: ({ signal }) => getMyPost(id, signal),
  });
}

export function useMyPost(id: number) {
  return useQuery(getMyPostQueryOptions(id));
}
