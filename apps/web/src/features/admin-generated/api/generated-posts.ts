import { apiPaths, generatedDetail, generatedList, manageResponse } from '@geulgam/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { adminApi } from '../../../lib/api-bases.ts';
import { adminGeneratedKeys } from './admin-generated-keys.ts';

export type GeneratedList = z.infer<typeof generatedList>;
export type GeneratedPost = GeneratedList['data'][number];

export interface GeneratedFilters {
  email: string;
  title: string;
  activeOnly: boolean;
}

export interface GeneratedParams extends GeneratedFilters {
  page: number;
  pageSize: number;
}

/** True when any filter narrows the list (the empty-state text depends on it). */
export function hasFilters({ email, title, activeOnly }: GeneratedFilters): boolean {
  return email.trim() !== '' || title.trim() !== '' || activeOnly;
}

/**
 * GET /admin/generated/ — email and title are trimmed and left out when empty;
 * is_active=true is sent only when "active only" is ticked (SPEC §5).
 */
export async function getGeneratedPosts(params: GeneratedParams, signal?: AbortSignal): Promise<GeneratedList> {
  const body = await adminApi.get<unknown>(apiPaths.admin.generated, {
    query: {
      page: params.page,
      page_size: params.pageSize,
      email: params.email.trim(),
      title: params.title.trim(),
      is_active: params.activeOnly ? 'true' : undefined,
    },
    signal,
  });
  return generatedList.parse(body);
}

export function useGeneratedPosts(params: GeneratedParams) {
  return useQuery({
    ...queryOptions({
      queryKey: adminGeneratedKeys.list(params),
      queryFn: ({ signal }) => getGeneratedPosts(params, signal),
    }),
    placeholderData: keepPreviousData,
  });
}

/** GET /admin/generated/{id}/ */
export async function getGeneratedPost(id: number, signal?: AbortSignal): Promise<GeneratedPost> {
  const body = await adminApi.get<unknown>(apiPaths.admin.generatedOne(id), { signal });
  return generatedDetail.parse(body).data;
}

export function useGeneratedPost(id: number) {
  return useQuery(
    queryOptions({
      queryKey: adminGeneratedKeys.detail(id),
      queryFn: ({ signal }) => getGeneratedPost(id, signal),
      staleTime: 0,
    }),
  );
}

type ListUpdater = (rows: GeneratedPost[]) => GeneratedPost[];

function useUpdateLoadedLists() {
  const queryClient = useQueryClient();
  return (update: ListUpdater) =>
    queryClient.setQueriesData<GeneratedList>({ queryKey: adminGeneratedKeys.lists() }, (old) =>
      old ? { ...old, data: update(old.data) } : old,
    );
}

/** PATCH /admin/generated/{id}/manage/ {is_active:false} — irreversible; the loaded rows change at once. */
export function useHidePost() {
  const queryClient = useQueryClient();
  const updateLists = useUpdateLoadedLists();
  return useMutation({
    mutationFn: async (id: number) =>
      manageResponse.parse(await adminApi.patch<unknown>(apiPaths.admin.generatedManage(id), { is_active: false }))
        .data,
    onSuccess: (post, id) => {
      updateLists((rows) => rows.map((row) => (row.id === id ? { ...row, is_active: false } : row)));
      queryClient.setQueryData<GeneratedPost>(adminGeneratedKeys.detail(id), (old) =>
        old ? { ...old, ...post } : post,
      );
    },
  });
}

/** DELETE /admin/generated/{id}/manage/ — any 2xx is success; the row goes and the page refills. */
export function useDeletePost() {
  const queryClient = useQueryClient();
  const updateLists = useUpdateLoadedLists();
  return useMutation({
    mutationFn: async (id: number) => {
      await adminApi.requestRaw(apiPaths.admin.generatedManage(id), { method: 'DELETE' });
    },
    onSuccess: (_result, id) => {
      updateLists((rows) => rows.filter((row) => row.id !== id));
      queryClient.removeQueries({ queryKey: adminGeneratedKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: adminGeneratedKeys.lists() });
    },
  });
}
