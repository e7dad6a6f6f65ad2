import { apiPaths, postDetail, type PostDetail } from '@geulgam/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { memberApi } from '../../../lib/api-clients.ts';
import { generationKeys } from './generation-keys.ts';

/** GET /api/posts/{id}/ — the generated post shown in the result modal. */
export async function getPost(id: number, signal?: AbortSignal): Promise<PostDetail> {
  const body = await memberApi.get<unknown>(apiPaths.post(id), { signal });
  return postDetail.parse(body);
}

export function getPostQueryOptions(id: number) {
  return queryOptions({ queryKey: generationKeys.post(id), queryFn: ({ signal }) => getPost(id, signal) });
}

export function usePost(id: number | null) {
  return useQuery({ ...getPostQueryOptions(id ?? 0), enabled: id !== null });
}
