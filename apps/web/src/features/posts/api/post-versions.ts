import { apiPaths, postVersionList, type PostVersion } from '@geulgam/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { memberApi } from '../../../lib/api-bases.ts';
import { invalidatePostLists, invalidatePostVersions, postsKeys } from './posts-keys.ts';

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

/** POST /api/mypage/posts/{id}/opened/ — 204: the member chose this version; it may become the 대표 one. */
export async function markPostOpened(postId: number): Promise<void> {
  await memberApi.requestRaw(apiPaths.myPostOpened(postId), { method: 'POST' });
}

/** Records the version the member chose; then the lists and versions read which one is 대표 now. */
export function useMarkPostOpened() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markPostOpened,
    onSuccess: () => {
      void invalidatePostLists(queryClient);
      void invalidatePostVersions(queryClient);
    },
  });
}
