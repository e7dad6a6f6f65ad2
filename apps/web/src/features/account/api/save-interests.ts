import { apiPaths, type Category } from '@geulgam/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { memberApi } from '../../../lib/api-bases.ts';

export interface SaveInterestsInput {
  /** The member's access token, sent explicitly as the bearer header (SPEC §7). */
  token: string;
  categories: Category[];
  /** Left out of the body when empty. */
  nickname?: string;
}

/**
 * POST /api/user/interests/ — the onboarding call. Resolves with the HTTP
 * status: only exactly 200 counts as done (SPEC §4). Non-2xx answers throw `ApiError`.
 */
export async function saveInterests({ token, categories, nickname }: SaveInterestsInput): Promise<number> {
  const response = await memberApi.requestRaw(apiPaths.interests, {
    method: 'POST',
    body: nickname ? { categories, nickname } : { categories },
    headers: { Authorization: `Bearer ${token}` },
  });
  return response.status;
}

export function useSaveInterests() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveInterests,
    // Interests rank the keywords and fill the profile: everything member-specific is stale now.
    onSuccess: () => {
      void queryClient.invalidateQueries();
    },
  });
}
