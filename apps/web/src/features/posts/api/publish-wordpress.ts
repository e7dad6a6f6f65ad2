import {
  apiPaths,
  publishResponse,
  wordpressCategoryList,
  wordpressIntegration,
  type PublishBody,
} from '@geulgam/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { memberApi } from '../../../lib/api-bases.ts';
import { postsKeys } from './posts-keys.ts';

/** GET /api/user/integrations/wordpress/ — whether the member connected a WordPress site (My page → 연동). */
export async function getWordpressIntegration(signal?: AbortSignal) {
  return wordpressIntegration.parse(await memberApi.get<unknown>(apiPaths.wordpressIntegration, { signal }));
}

export function useWordpressIntegration({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: postsKeys.wordpress(),
    queryFn: ({ signal }) => getWordpressIntegration(signal),
    enabled,
    staleTime: 0,
  });
}

/** GET /api/user/integrations/wordpress/categories/ — the connected site's categories, asked of the site. */
export function useWordpressCategories({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: postsKeys.wordpressCategories(),
    queryFn: async ({ signal }) =>
      wordpressCategoryList.parse(await memberApi.get<unknown>(apiPaths.wordpressCategories, { signal })).data,
    enabled,
    retry: false,
  });
}

/**
 * POST /api/posts/{id}/publish/wordpress/ — as a draft or public, with the chosen category, slug and the tags the
 * member reviewed; publishing again updates the same post.
 */
export async function publishToWordpress(id: number, body: PublishBody) {
  return publishResponse.parse(await memberApi.post<unknown>(apiPaths.postPublishWordpress(id), body));
}

export function usePublishWordpress() {
  return useMutation({
    mutationFn: ({ id, ...body }: PublishBody & { id: number }) => publishToWordpress(id, body),
  });
}
