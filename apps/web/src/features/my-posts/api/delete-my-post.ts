import { apiPaths } from '@geulgam/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { memberApi } from '../../../lib/api-clients.ts';
import { invalidateMyPosts, myPostsKeys } from './my-posts-keys.ts';

/** DELETE /api/user/posts/{id}/ — 204. */
export async function deleteMyPost(id: number): Promise<void> {
  await memberApi.requestRaw(apiPaths.deleteMyPost(id), { method: 'DELETE' });
}

export function useDeleteMyPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMyPost,
    // The list reloads (SPEC §4 "Content delete"); the post's detail is gone.
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: myPostsKeys.detail(id) });
      void invalidateMyPosts(queryClient);
    },
  });
}
