import { apiPaths } from '@geulgam/contracts';
import { useMutation } from '@tanstack/react-query';
import { memberApi } from '../../../lib/api-bases.ts';

/** DELETE /api/user/ — deletes the member's account, links, tokens and posts (204; the body is not read). */
export async function deleteAccount(): Promise<void> {
  await memberApi.requestRaw(apiPaths.user, { method: 'DELETE' });
}

export function useDeleteAccount() {
  // What happens next (clearing storage, leaving the page) belongs to the screen.
  return useMutation({ mutationFn: deleteAccount });
}
