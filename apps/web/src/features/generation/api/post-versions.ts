import { apiPaths, postVersionList, type PostVersion } from '@geulgam/contracts';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { memberApi } from '../../../lib/api-clients.ts';
import { generationKeys } from './generation-keys.ts';

/** GET /api/mypage/posts/{id}/versions/ — the member's versions of the post's keyword, newest first. */
export async function getPostVersions(postId: number, signal?: AbortSignal): Promise<PostVersion[]> {
  const body = await memberApi.get<unknown>(apiPaths.myPostVersions(postId), { signal });
  return postVersionList.parse(body).data;
}

export function postVersionsQueryOptions(postId: number) {
  return queryOptions({
    queryKey: generationKeys.versionsOf(postId),
    queryFn: ({ signal }) => getPostVersions(postId, signal),
  });
}

export function usePostVersions(postId: number | null) {
  return useQuery({ ...postVersionsQueryOptions(postId ?? 0), enabled: postId !== null });
}

/** A new version or an edit changes every version list of the keyword. */
export function invalidatePostVersions(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: generationKeys.versions() });
}
