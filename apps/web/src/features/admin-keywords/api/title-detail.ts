import { apiPaths, titleDetail, titleEditResponse, titleToggleResponse } from '@geulgam/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { adminApi } from '../../../lib/api-clients.ts';
import { titlesKey } from './get-titles.ts';

export type TitleDetail = z.infer<typeof titleDetail>['data'];

const detailKey = (id: number) => [...titlesKey, 'detail', id] as const;

/** GET /admin/titles/{id}/ — the keyword with its article and latest generated post. */
export async function getTitleDetail(id: number, signal?: AbortSignal): Promise<TitleDetail> {
  const body = await adminApi.get<unknown>(apiPaths.admin.title(id), { signal });
  return titleDetail.parse(body).data;
}

export function useTitleDetail(id: number) {
  return useQuery(
    queryOptions({ queryKey: detailKey(id), queryFn: ({ signal }) => getTitleDetail(id, signal), staleTime: 0 }),
  );
}

/** PATCH /admin/titles/{id}/title/ — the caller has already checked that the trimmed title is not empty. */
export function useUpdateTitle(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (title: string) =>
      titleEditResponse.parse(await adminApi.patch<unknown>(apiPaths.admin.titleEdit(id), { title: title.trim() }))
        .data,
    onSuccess: (saved) => {
      queryClient.setQueryData<TitleDetail>(detailKey(id), (old) => (old ? { ...old, title: saved.title } : old));
      void queryClient.invalidateQueries({ queryKey: [...titlesKey, 'list'] });
    },
  });
}

/** PATCH /admin/titles/{id}/toggle/ — flips public/private and answers with the new state. */
export function useToggleTitle(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      titleToggleResponse.parse(await adminApi.patch<unknown>(apiPaths.admin.titleToggle(id))).data,
    onSuccess: (toggled) => {
      queryClient.setQueryData<TitleDetail>(detailKey(id), (old) =>
        old ? { ...old, is_active: toggled.is_active } : old,
      );
      void queryClient.invalidateQueries({ queryKey: [...titlesKey, 'list'] });
    },
  });
}
