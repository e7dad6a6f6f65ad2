import { apiPaths, POST_CONTENT_MAX_BYTES, postDetail, type PostDetail, type PostEditBody } from '@geulgam/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { memberApi } from '../../../lib/api-bases.ts';
import { invalidatePostLists, invalidatePostVersions, postsKeys } from './posts-keys.ts';

/** The member's HTML is larger than the server keeps (200 KB). */
export class PostTooLarge extends Error {
  override readonly name = 'PostTooLarge';
  constructor(readonly bytes: number) {
    super('글이 너무 길어요.');
  }
}

/** PATCH /api/mypage/posts/{id}/ — keeps the member's edit of this version; answers the post with `edited`. */
export async function editPost(id: number, body: PostEditBody): Promise<PostDetail> {
  if (body.content !== undefined) {
    const bytes = new TextEncoder().encode(body.content).length;
    if (bytes > POST_CONTENT_MAX_BYTES) throw new PostTooLarge(bytes);
  }
  const answer = await memberApi.patch<unknown>(apiPaths.myPost(id), body);
  return postDetail.parse(answer);
}

/**
 * Saves an edit: the server's (sanitized) answer replaces the post's one cache entry, so every screen
 * showing it has the edit at once; version lists and My page's lists read again.
 */
export function useEditPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: PostEditBody & { id: number }) => editPost(id, body),
    onSuccess: (post) => {
      queryClient.setQueryData(postsKeys.detail(post.id), post);
      void invalidatePostVersions(queryClient);
      void invalidatePostLists(queryClient);
    },
  });
}
