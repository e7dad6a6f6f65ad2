import type { QueryClient } from '@tanstack/react-query';

/**
 * Every query key of a member's posts; nothing else spells them. One post has one entry,
 * `detail(id)`, whichever screen reads it (the desk, My page's detail, the delete confirmation):
 * edits and copies write that entry in place.
 */
export const postsKeys = {
  all: ['posts'] as const,
  lists: () => [...postsKeys.all, 'list'] as const,
  list: (params: { page: number; pageSize: number } & Record<string, string | number | undefined>) =>
    [...postsKeys.lists(), params] as const,
  detail: (id: number) => [...postsKeys.all, 'detail', id] as const,
  versions: () => [...postsKeys.all, 'versions'] as const,
  versionsOf: (postId: number) => [...postsKeys.versions(), postId] as const,
  /** A version's rewritable sections and its keyword's rewrite conversation (ADR 039). */
  rewrites: () => [...postsKeys.all, 'rewrites'] as const,
  rewritesOf: (postId: number) => [...postsKeys.rewrites(), postId] as const,
  videoScript: (postId: number) => [...postsKeys.all, 'video-script', postId] as const,
  wordpress: () => [...postsKeys.all, 'wordpress'] as const,
  wordpressCategories: () => [...postsKeys.all, 'wordpress', 'categories'] as const,
};

/** My page's lists (titles, copy counts, version counts) are stale: a post was written, copied, edited or deleted. */
export function invalidatePostLists(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: postsKeys.lists() });
}

/** A new version or an edit changes every version list of the keyword. */
export function invalidatePostVersions(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: postsKeys.versions() });
}
