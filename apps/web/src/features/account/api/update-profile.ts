import { apiPaths, type Category, type UserInfo } from '@geulgam/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { memberApi } from '../../../lib/api-bases.ts';

export interface UpdateProfileInput {
  nickname: string;
  categories: Category[];
}

/**
 * PATCH /api/user/nickname/ — the new nickname and interests; 409 when the
 * nickname is taken. The answer (`{message, user_info}`) is passed on unchecked:
 * the screen only needs to know the call succeeded.
 */
export async function updateProfile(input: UpdateProfileInput) {
  return memberApi.patch<{ message?: string; user_info?: UserInfo } | undefined>(apiPaths.nickname, input);
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    // The profile changed, and the interests rank the keywords.
    onSuccess: () => {
      void queryClient.invalidateQueries();
    },
  });
}
