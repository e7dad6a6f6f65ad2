import { apiPaths, copyResponse, type PostDetail } from '@geulgam/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { memberApi } from '../../../lib/api-bases.ts';
import { invalidatePostLists, postsKeys } from './posts-keys.ts';

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

export interface CopyPostInput {
  id: number;
  html: string;
  text: string;
}

/**
 * Copies the post as rich text; only a copy that reached the clipboard is recorded (a failed record is
 * only logged). The new count goes into the post's cache entry, and My page's lists read again, whether
 * or not the screen that copied is still open.
 */
export function useCopyPost() {
  const queryClient = useQueryClient();
  const record = useMutation({
    mutationFn: recordCopy,
    onSuccess: ({ copy_count }, id) => {
      queryClient.setQueryData<PostDetail>(postsKeys.detail(id), (post) => (post ? { ...post, copy_count } : post));
      void invalidatePostLists(queryClient);
    },
    onError: (error) => console.warn('복사 기록을 남기지 못했어요.', error),
  });
  return useMutation({
    mutationFn: ({ html, text }: CopyPostInput) => writeRichText(html, text),
    onSuccess: (_result, { id }) => record.mutate(id),
  });
}
