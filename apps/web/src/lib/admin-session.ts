import { apiPaths } from '@geulgam/contracts/paths';
import { queryOptions } from '@tanstack/react-query';
import { tokenSubject } from './access-token.ts';
import { adminApi } from './api-bases.ts';
import { loadContracts } from './contracts.ts';
import { clearAdminToken, getAdminRefreshToken } from './storage.ts';

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

/**
 * Keyed by whose token it is, so signing in again checks again while a renewed token (same admin)
 * does not: the console stays on screen with whatever was being edited.
 */
export function getAdminMeQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['admin', 'me', tokenSubject(token) ?? token] as const,
    queryFn: ({ signal }) => getAdminMe(signal),
    staleTime: 5 * 60_000,
  });
}

/** Signs the admin out in this browser and revokes the refresh token on the server in the background. */
export function logoutAdmin(): void {
  const refresh = getAdminRefreshToken();
  clearAdminToken();
  if (refresh) {
    adminApi.post(apiPaths.admin.logout, { refresh }, { anonymous: true }).catch(() => {
      // Already signed out here; an expired or unknown token is fine.
    });
  }
}
