import { apiPaths, regenerateResponse, adminKeywordPreview } from '@geulgam/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { adminApi } from '../../../lib/api-clients.ts';
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

export function useAdminKeywordPreview(id: number) {
  return useQuery(getAdminKeywordPreviewQueryOptions(id));
}

/** POST /admin/titles/{id}/regenerate/ — queues a new post for the keyword (202). */
export async function requestRegeneration(id: number, signal?: AbortSignal) {
  return regenerateResponse.parse(await adminApi.post<unknown>(apiPaths.admin.keywordRegenerate(id), {}, { signal }))
    .data;
}

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason as Error);
      },
      { once: true },
    );
  });

export interface RegenerateOptions {
  /** The preview's created_at before the request (null when there was none). */
  before: string | null;
  signal?: AbortSignal;
  intervalMs?: number;
  timeoutMs?: number;
}

/**
 * Requests a regeneration, then watches the preview until a newer post shows
 * up (or the wait runs out: the job may still be running). Resolves with the
 * latest preview either way.
 */
export async function regenerateAndWait(
  id: number,
  { before, signal, intervalMs = 1500, timeoutMs = 90_000 }: RegenerateOptions,
): Promise<{ preview: AdminKeywordPreview | null; updated: boolean }> {
  await requestRegeneration(id, signal);
  const deadline = Date.now() + timeoutMs;
  let preview: AdminKeywordPreview | null = null;
  while (Date.now() < deadline) {
    await sleep(intervalMs, signal);
    preview = await getAdminKeywordPreview(id, signal);
    if (preview && preview.created_at !== before) return { preview, updated: true };
  }
  return { preview, updated: false };
}
