import { apiPaths, meResponse, type MeResponse } from '@geulgam/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { memberApi } from '../../../lib/api-bases.ts';
import { accountKeys } from './account-keys.ts';

export type Me = MeResponse['data'];

/** GET /api/mypage/me — the signed-in member's profile, unwrapped from `data`. */
export async function getMe(signal?: AbortSignal): Promise<Me> {
  const body = await memberApi.get<unknown>(apiPaths.me, { signal });
  return meResponse.parse(body).data;
}

export function getMeQueryOptions() {
  return queryOptions({
    queryKey: accountKeys.me(),
    queryFn: ({ signal }) => getMe(signal),
  });
}

export function useMe() {
  return useQuery(getMeQueryOptions());
}
