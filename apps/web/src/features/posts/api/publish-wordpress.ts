import { apiPaths, publishResponse, wordpressIntegration, type PublishBody } from '@geulgam/contracts';
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

/** POST /api/posts/{id}/publish/wordpress/ — as a draft or public; publishing again updates the same post. */
export async function publishToWordpress(id: number, status: PublishBody['status']) {
  return publishResponse.parse(await memberApi.post<unknown>(apiPaths.postPublishWordpress(id), { status }));
}

export function usePublishWordpress() {
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: PublishBody['status'] }) => publishToWordpress(id, status),
  });
}
