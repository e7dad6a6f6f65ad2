import type { GenerateResponse } from '@geulgam/contracts';
import { apiPaths } from '@geulgam/contracts/paths';
import { memberApi } from '../../../lib/api-bases.ts';

/** SPEC §9: a generation may take a while; after a minute the request gives up. */
export const GENERATE_TIMEOUT_MS = 60_000;

/** SPEC §5: only a `success` status that names a post counts. */
export function isGenerated(result: GenerateResponse): result is GenerateResponse & { post_id: number } {
  return result.status === 'success' && typeof result.post_id === 'number';
}

/** POST /api/keywords/{id}/click/ — counts the click; the answer is not used. */
export async function recordKeywordClick(keywordId: number): Promise<void> {
  await memberApi.post(apiPaths.keywordClick(keywordId));
}

/** PATCH /api/posts/{id}/status/ — marks the post as generated (no body). */
export async function markPostGenerated(postId: number): Promise<void> {
  await memberApi.patch(apiPaths.postStatus(postId));
}
