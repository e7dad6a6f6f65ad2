import { apiPaths, writerCallStats, dailyStats, topKeywords } from '@geulgam/contracts';
import type { z } from 'zod';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi } from '../../../lib/api-clients.ts';
import { adminDashboardKeys } from './admin-dashboard-keys.ts';

export type DailyStat = z.infer<typeof dailyStats>['data'][number];
export type TopKeyword = z.infer<typeof topKeywords>['data'][number];
export type ProviderCallStats = z.infer<typeof writerCallStats>['data'];

export interface DashboardData {
  /** 14 days, newest first (today is the first). */
  daily: DailyStat[];
  topKeywords: TopKeyword[];
  providerCalls: ProviderCallStats;
}

/** The window the top keywords and provider-call stats cover. */
export const DASHBOARD_DAYS = 7;
export const TOP_KEYWORD_LIMIT = 10;

/** The three dashboard reads, in parallel (SPEC §7). */
export async function getDashboard(signal?: AbortSignal): Promise<DashboardData> {
  const [daily, top, calls] = await Promise.all([
    adminApi.get<unknown>(apiPaths.admin.dailyStats, { signal }),
    adminApi.get<unknown>(apiPaths.admin.topKeywords, {
      query: { days: DASHBOARD_DAYS, limit: TOP_KEYWORD_LIMIT },
      signal,
    }),
    adminApi.get<unknown>(apiPaths.admin.writerCallStats, { query: { days: DASHBOARD_DAYS }, signal }),
  ]);
  return {
    daily: dailyStats.parse(daily).data,
    topKeywords: topKeywords.parse(top).data,
    providerCalls: writerCallStats.parse(calls).data,
  };
}

export function getDashboardQueryOptions() {
  return queryOptions({
    queryKey: adminDashboardKeys.summary(),
    queryFn: ({ signal }) => getDashboard(signal),
  });
}

export function useDashboard() {
  return useQuery(getDashboardQueryOptions());
}
