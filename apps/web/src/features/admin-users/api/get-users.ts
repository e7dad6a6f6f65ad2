import { adminUserList, apiPaths } from '@geulgam/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { adminApi } from '../../../lib/api-bases.ts';
import { adminUsersKeys } from './admin-users-keys.ts';

export type AdminUserList = z.infer<typeof adminUserList>;
export type AdminUser = AdminUserList['data'][number];

/** The users screen loads one page of 100 and filters and sorts in the browser (SPEC §9). */
export const USERS_PAGE_SIZE = 100;

/** GET /admin/users/?page=1&page_size=100 */
export async function getUsers(signal?: AbortSignal): Promise<AdminUserList> {
  const body = await adminApi.get<unknown>(apiPaths.admin.users, {
    query: { page: 1, page_size: USERS_PAGE_SIZE },
    signal,
  });
  return adminUserList.parse(body);
}

export function useUsers() {
  return useQuery(queryOptions({ queryKey: adminUsersKeys.list(), queryFn: ({ signal }) => getUsers(signal) }));
}
