import { apiPaths } from '@geulgam/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { memberApi } from '../../../lib/api-bases.ts';
import { invalidatePostLists, postsKeys } from './posts-keys.ts';

/** DELETE /api/user/posts/{id}/ — 204. */
export async function deletePost(id: number): Promise<void> {
  await memberApi.requestRaw(apiPaths.deleteMyPost(id), { method: 'DELETE' });
}

export function useDeletePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePost,
    // The list reloads (SPEC §4 "Content delete"); the post's detail is gone.
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: postsKeys.detail(id) });
      void invalidatePostLists(queryClient);
    },
  });
}
