import { apiPaths } from '@geulgam/contracts/paths';
import { queryOptions } from '@tanstack/react-query';
import { adminApi } from './api-clients.ts';
import { loadContracts } from './contracts.ts';

/**
 * GET /admin/auth/me/ — who the stored admin token belongs to. A 401 means the
 * token is no longer valid (the admin client's 401 rule then drops it). Lives
 * outside the admin chunk because the guard in the entry bundle calls it.
 */
export async function getAdminMe(signal?: AbortSignal) {
  const [body, { adminMeResponse }] = await Promise.all([
    adminApi.get<unknown>(apiPaths.admin.me, { signal }),
    loadContracts(),
  ]);
  return adminMeResponse.parse(body).data;
}

/** Keyed by the token, so signing in again checks again. */
export function getAdminMeQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['admin', 'me', token] as const,
    queryFn: ({ signal }) => getAdminMe(signal),
    staleTime: 5 * 60_000,
  });
}
