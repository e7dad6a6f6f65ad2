import { apiPaths, postDetail, type PostDetail } from '@geulgam/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { memberApi } from '../../../lib/api-bases.ts';
import { postsKeys } from './posts-keys.ts';

/**
 * GET /api/posts/{id}/ — one of the member's posts. `/api/mypage/posts/{id}/` answers the same object,
 * so the web reads only this one and keeps it under one key.
 */
export async function getPost(id: number, signal?: AbortSignal): Promise<PostDetail> {
  const body = await memberApi.get<unknown>(apiPaths.post(id), { signal });
  return postDetail.parse(body);
}

export function getPostQueryOptions(id: number) {
  return queryOptions({ queryKey: postsKeys.detail(id), queryFn: ({ signal }) => getPost(id, signal) });
}

export function usePost(id: number | null) {
  return useQuery({ ...getPostQueryOptions(id ?? 0), enabled: id !== null });
}
