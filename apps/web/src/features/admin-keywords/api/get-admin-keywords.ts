import { apiPaths, adminKeywordList } from '@geulgam/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { adminApi } from '../../../lib/api-bases.ts';
import { adminKeywordsKeys } from './admin-keywords-keys.ts';

export type AdminKeywordList = z.infer<typeof adminKeywordList>;
export type AdminKeywordItem = AdminKeywordList['data'][number];

export interface AdminKeywordsParams {
  search: string;
  page: number;
  pageSize: number;
}

/** The root of every admin keyword key (`adminKeywordsKeys.all`), for code that has not moved to the factory yet. */
export const adminKeywordsKey = adminKeywordsKeys.all;

/** GET /admin/titles/ — newest first (the sort is fixed at created_desc, SPEC §9). */
export async function getAdminKeywords(
  { search, page, pageSize }: AdminKeywordsParams,
  signal?: AbortSignal,
): Promise<AdminKeywordList> {
  const body = await adminApi.get<unknown>(apiPaths.admin.keywords, {
    query: { search: search.trim(), page, page_size: pageSize, sort: 'created_desc' },
    signal,
  });
  return adminKeywordList.parse(body);
}

export function getAdminKeywordsQueryOptions(params: AdminKeywordsParams) {
  return queryOptions({
    queryKey: adminKeywordsKeys.list(params),
    queryFn: ({ signal }) => getAdminKeywords(params, signal),
  });
}

export function useAdminKeywords(params: AdminKeywordsParams) {
  return useQuery({ ...getAdminKeywordsQueryOptions(params), placeholderData: keepPreviousData });
}
