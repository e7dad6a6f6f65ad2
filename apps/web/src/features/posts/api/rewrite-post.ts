import { apiPaths, rewriteState, rewriteTurn, type RewriteBody, type RewriteTurn } from '@geulgam/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { memberApi } from '../../../lib/api-bases.ts';
import { invalidatePostLists, invalidatePostVersions, postsKeys } from './posts-keys.ts';

/** GET /api/mypage/posts/{id}/revisions/ — the version's sections, the conversation, whether free requests work. */
export async function getRewriteState(postId: number, signal?: AbortSignal) {
  return rewriteState.parse(await memberApi.get<unknown>(apiPaths.myPostRevisions(postId), { signal }));
}

export function useRewriteState(postId: number | null) {
  return useQuery({
    queryKey: postsKeys.rewritesOf(postId ?? 0),
    queryFn: ({ signal }) => getRewriteState(postId!, signal),
    enabled: postId !== null,
    // Opening another version keeps the conversation on screen while its sections load.
    placeholderData: keepPreviousData,
  });
}

/** POST /api/mypage/posts/{id}/rewrite/ — a new version that differs in the rewritten part only. */
export async function rewritePost(postId: number, body: RewriteBody): Promise<RewriteTurn> {
  return rewriteTurn.parse(await memberApi.post<unknown>(apiPaths.myPostRewrite(postId), body));
}

function invalidateAll(queryClient: ReturnType<typeof useQueryClient>) {
  void queryClient.invalidateQueries({ queryKey: postsKeys.rewrites() });
  void invalidatePostVersions(queryClient);
  void invalidatePostLists(queryClient);
}

export function useRewritePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ postId, ...body }: RewriteBody & { postId: number }) => rewritePost(postId, body),
    onSuccess: () => invalidateAll(queryClient),
  });
}

/** POST /api/mypage/posts/{id}/keep/ — 204: this version becomes the keyword's 대표 version. */
export function useKeepVersion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (postId: number) => {
      await memberApi.requestRaw(apiPaths.myPostKeep(postId), { method: 'POST' });
    },
    onSuccess: () => invalidateAll(queryClient),
  });
}
