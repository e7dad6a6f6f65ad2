import { apiPaths, copyResponse, type PostDetail } from '@geulgam/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { memberApi } from '../../../lib/api-clients.ts';
import { postQueryKey } from './get-post.ts';

/** POST /api/posts/{id}/copy/ — records a copy; answers the new count. */
export async function recordCopy(id: number) {
  const body = await memberApi.post<unknown>(apiPaths.postCopy(id));
  return copyResponse.parse(body);
}

/** Puts the post on the clipboard as rich text (HTML) with a plain-text twin. */
export async function writeRichText(html: string, text: string): Promise<void> {
  if (typeof ClipboardItem === 'undefined' || !navigator.clipboard?.write) {
    throw new Error('Rich-text clipboard is not available');
  }
  await navigator.clipboard.write([
    new ClipboardItem({
      'text/html': new Blob([html], { type: 'text/html' }),
      'text/plain': new Blob([text], { type: 'text/plain' }),
    }),
  ]);
}

export function useRecordCopy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordCopy,
    onSuccess: ({ copy_count }, id) => {
      queryClient.setQueryData<PostDetail>(postQueryKey(id), (post) => (post ? { ...post, copy_count } : post));
      void queryClient.invalidateQueries({ queryKey: ['my-posts'] });
    },
  });
}
