import type { QueryClient } from '@tanstack/react-query';

/** Every query key of My page's posts; nothing else spells them. */
export const myPostsKeys = {
  all: ['my-posts'] as const,
  lists: () => [...myPostsKeys.all, 'list'] as const,
  list: (params: { page: number; pageSize: number }) => [...myPostsKeys.lists(), params] as const,
  detail: (id: number) => [...myPostsKeys.all, 'detail', id] as const,
};

/**
 * Marks every list and post of My page stale (a post was generated or copied elsewhere). Other
 * features do not import this; the route that composes them passes it in.
 */
export function invalidateMyPosts(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: myPostsKeys.all });
}
