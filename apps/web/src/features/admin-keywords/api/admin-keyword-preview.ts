import { apiPaths, regenerateResponse, adminKeywordPreview } from '@geulgam/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { adminApi } from '../../../lib/api-bases.ts';
import { adminKeywordsKey } from './get-admin-keywords.ts';

export type AdminKeywordPreview = z.infer<typeof adminKeywordPreview>['data'];

export const previewKey = (id: number) => [...adminKeywordsKey, 'preview', id] as const;

/** GET /admin/titles/{id}/preview/ — null when nothing was generated yet (204). */
export async function getAdminKeywordPreview(id: number, signal?: AbortSignal): Promise<AdminKeywordPreview | null> {
  const body = await adminApi.get<unknown>(apiPaths.admin.keywordPreview(id), { signal });
  if (body === undefined || body === null || body === '') return null;
  return adminKeywordPreview.parse(body).data;
}

export function getAdminKeywordPreviewQueryOptions(id: number) {
  return queryOptions({
    queryKey: previewKey(id),
    queryFn: ({ signal }) => getAdminKeywordPreview(id, signal),
    staleTime: 0,
  });
}

/** While a queued regeneration runs, the preview is re-read this often, for at most REGENERATION_WAIT_MS. */
export const REGENERATION_POLL_MS = 1500;
export const REGENERATION_WAIT_MS = 90_000;

/** A regeneration the server answered 202 for: its post is newer than `before` once it shows up. */
export interface PendingRegeneration {
  /** The preview's created_at before the request (null when there was none). */
  before: string | null;
  /** Epoch ms after which the preview is no longer polled. */
  deadline: number;
}

/** The preview; polled while `pending` is set, until a post other than `before` shows up or the deadline. */
export function useAdminKeywordPreview(id: number, pending: PendingRegeneration | null = null) {
  return useQuery({
    ...getAdminKeywordPreviewQueryOptions(id),
    refetchInterval: (query) => {
      if (!pending || Date.now() >= pending.deadline) return false;
      const latest = query.state.data;
      return latest && latest.created_at !== pending.before ? false : REGENERATION_POLL_MS;
    },
  });
}

/**
 * POST /admin/titles/{id}/regenerate/ — the server waits for the job up to its bound: `done` (200) when
 * the new post is stored, `queued` (202) when the job is still running.
 */
export async function requestRegeneration(id: number, signal?: AbortSignal) {
  return regenerateResponse.parse(await adminApi.post<unknown>(apiPaths.admin.keywordRegenerate(id), {}, { signal }))
    .data;
}
