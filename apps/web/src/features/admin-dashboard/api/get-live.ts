import { apiPaths, dashboardLive, ingestionRunsList } from '@geulgam/contracts';
import type { z } from 'zod';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi } from '../../../lib/api-bases.ts';
import { adminDashboardKeys } from './admin-dashboard-keys.ts';

export type LiveFigures = z.infer<typeof dashboardLive>['data'];
export type IngestionSource = z.infer<typeof ingestionRunsList>['data'][number];

/** How often the live panel asks again while the dashboard is open. */
export const LIVE_REFRESH_MS = 10_000;
/** Runs shown per news source in 수집 현황. */
export const RUNS_PER_SOURCE = 5;

export async function getLive(signal?: AbortSignal): Promise<LiveFigures> {
  return dashboardLive.parse(await adminApi.get<unknown>(apiPaths.admin.live, { signal })).data;
}

export async function getIngestionRuns(signal?: AbortSignal): Promise<IngestionSource[]> {
  const body = await adminApi.get<unknown>(apiPaths.admin.ingestionRuns, {
    query: { per_source: RUNS_PER_SOURCE },
    signal,
  });
  return ingestionRunsList.parse(body).data;
}

/** 실시간 현황 and 시스템 상태: this API process's figures, refreshed every ten seconds. */
export function useLiveFigures() {
  return useQuery(
    queryOptions({
      queryKey: adminDashboardKeys.live(),
      queryFn: ({ signal }) => getLive(signal),
      refetchInterval: LIVE_REFRESH_MS,
    }),
  );
}

export function useIngestionRuns() {
  return useQuery(
    queryOptions({ queryKey: adminDashboardKeys.ingestionRuns(), queryFn: ({ signal }) => getIngestionRuns(signal) }),
  );
}
