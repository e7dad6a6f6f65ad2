import { apiPaths, postVersionList, type PostVersion } from '@geulgam/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { memberApi } from '../../../lib/api-bases.ts';
import { postsKeys } from './posts-keys.ts';

/** GET /api/mypage/posts/{id}/versions/ — the member's versions of the post's keyword, newest first. */
export async function getPostVersions(postId: number, signal?: AbortSignal): Promise<PostVersion[]> {
  const body = await memberApi.get<unknown>(apiPaths.myPostVersions(postId), { signal });
  return postVersionList.parse(body).data;
}

export function postVersionsQueryOptions(postId: number) {
  return queryOptions({
    queryKey: postsKeys.versionsOf(postId),
    queryFn: ({ signal }) => getPostVersions(postId, signal),
  });
}

export function usePostVersions(postId: number | null) {
  return useQuery({ ...postVersionsQueryOptions(postId ?? 0), enabled: postId !== null });
}
