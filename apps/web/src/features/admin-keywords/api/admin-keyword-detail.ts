import {
  apiPaths,
  adminKeywordDetail,
  adminKeywordTitleResponse,
  adminKeywordToggleResponse,
} from '@geulgam/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { adminApi } from '../../../lib/api-bases.ts';
import { adminKeywordsKeys } from './admin-keywords-keys.ts';

export type AdminKeywordDetail = z.infer<typeof adminKeywordDetail>['data'];

/** GET /admin/titles/{id}/ — the keyword with its article and latest generated post. */
export async function getAdminKeywordDetail(id: number, signal?: AbortSignal): Promise<AdminKeywordDetail> {
  const body = await adminApi.get<unknown>(apiPaths.admin.keyword(id), { signal });
  return adminKeywordDetail.parse(body).data;
}

export function useAdminKeywordDetail(id: number) {
  return useQuery(
    queryOptions({
      queryKey: adminKeywordsKeys.detail(id),
      queryFn: ({ signal }) => getAdminKeywordDetail(id, signal),
      staleTime: 0,
    }),
  );
}

/** PATCH /admin/titles/{id}/title/ — the caller has already checked that the trimmed title is not empty. */
export function useUpdateTitle(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (title: string) =>
      adminKeywordTitleResponse.parse(
        await adminApi.patch<unknown>(apiPaths.admin.keywordTitle(id), { title: title.trim() }),
      ).data,
    onSuccess: (saved) => {
      queryClient.setQueryData<AdminKeywordDetail>(adminKeywordsKeys.detail(id), (old) =>
        old ? { ...old, title: saved.title } : old,
      );
      void queryClient.invalidateQueries({ queryKey: adminKeywordsKeys.lists() });
    },
  });
}

/** PATCH /admin/titles/{id}/toggle/ — flips public/private and answers with the new state. */
export function useToggleTitle(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      adminKeywordToggleResponse.parse(await adminApi.patch<unknown>(apiPaths.admin.keywordToggle(id))).data,
    onSuccess: (toggled) => {
      queryClient.setQueryData<AdminKeywordDetail>(adminKeywordsKeys.detail(id), (old) =>
        old ? { ...old, is_active: toggled.is_active } : old,
      );
      void queryClient.invalidateQueries({ queryKey: adminKeywordsKeys.lists() });
    },
  });
}
