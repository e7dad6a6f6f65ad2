import { apiPaths, titleList } from '@geulgam/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { adminApi } from '../../../lib/api-clients.ts';

export type TitleList = z.infer<typeof titleList>;
export type TitleItem = TitleList['data'][number];

export interface TitlesParams {
  search: string;
  page: number;
  pageSize: number;
}

/** Every admin keyword query starts with this key, so one invalidation refreshes them all. */
export const titlesKey = ['admin', 'titles'] as const;

/** GET /admin/titles/ — newest first (the sort is fixed at created_desc, SPEC §9). */
export async function getTitles({ search, page, pageSize }: TitlesParams, signal?: AbortSignal): Promise<TitleList> {
  const body = await adminApi.get<unknown>(apiPaths.admin.titles, {
    query: { search: search.trim(), page, page_size: pageSize, sort: 'created_desc' },
    signal,
  });
  return titleList.parse(body);
}

export function getTitlesQueryOptions(params: TitlesParams) {
  return queryOptions({
    queryKey: [...titlesKey, 'list', params] as const,
    queryFn: ({ signal }) => getTitles(params, signal),
  });
}

export function useTitles(params: TitlesParams) {
  return useQuery({ ...getTitlesQueryOptions(params), placeholderData: keepPreviousData });
}
