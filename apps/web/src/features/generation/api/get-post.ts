import { apiPaths, postDetail, type PostDetail } from '@geulgam/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { memberApi } from '../../../lib/api-clients.ts';

/** GET /api/posts/{id}/ — the generated post shown in the result modal. */
export async function getPost(id: number, signal?: AbortSignal): Promise<PostDetail> {
  const body = await memberApi.get<unknown>(apiPaths.post(id), { signal });
  return postDetail.parse(body);
}

export const postQueryKey = (id: number) => ['post', id] as const;

export function getPostQueryOptions(id: number) {
  return queryOptions({ queryKey: postQueryKey(id), queryFn: ({ signal }) => getPost(id, signal) });
}

export function usePost(id: number | null) {
  return useQuery({ ...getPostQueryOptions(id ?? 0), enabled: id !== null });
}
