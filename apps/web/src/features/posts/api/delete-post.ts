import { apiPaths } from '@geulgam/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { memberApi } from '../../../lib/api-bases.ts';
import { invalidatePostLists, invalidatePostVersions, postsKeys } from './posts-keys.ts';

export interface DeletePostRequest {
  id: number;
  /** Every version of the post's keyword, not only this one. */
  all?: boolean;
}

/** DELETE /api/user/posts/{id}/ (`?all=true`: every version of its keyword) — 204. */
export async function deletePost({ id, all = false }: DeletePostRequest): Promise<void> {
  await memberApi.requestRaw(`${apiPaths.deleteMyPost(id)}${all ? '?all=true' : ''}`, { method: 'DELETE' });
}

export function useDeletePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePost,
    // The list reloads (SPEC §4 "Content delete"); the post's detail is gone, and its keyword's versions changed.
    onSuccess: (_result, { id }) => {
      queryClient.removeQueries({ queryKey: postsKeys.detail(id) });
      void invalidatePostLists(queryClient);
      void invalidatePostVersions(queryClient);
    },
  });
}
