import { apiPaths, dashboardLive } from '@geulgam/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi } from '../../../lib/api-bases.ts';
import { adminUsersKeys } from './admin-users-keys.ts';

export interface MemberActivity {
  today: number;
  now: number;
  windowMinutes: number;
}

/** GET /admin/dashboard/live/ — the dashboard's active-member counts, so both screens agree. */
export async function getMemberActivity(signal?: AbortSignal): Promise<MemberActivity> {
  const { data } = dashboardLive.parse(await adminApi.get<unknown>(apiPaths.admin.live, { signal }));
  return { today: data.active_members_today, now: data.active_members, windowMinutes: data.active_window_minutes };
}

export function useMemberActivity() {
  return useQuery(
    queryOptions({ queryKey: adminUsersKeys.activity(), queryFn: ({ signal }) => getMemberActivity(signal) }),
  );
}
