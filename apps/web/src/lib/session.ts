import { apiPaths } from '@geulgam/contracts';
import { memberApi } from './api-clients.ts';
import { clearMemberTokens, getRefreshToken } from './storage.ts';

declare global {
  interface Window {
    /** The Kakao JavaScript SDK, when a page loaded it. */
    Kakao?: { Auth?: { logout?: (callback?: () => void) => unknown } };
  }
}

/**
 * Ends the member's session in this browser: removes both tokens, signs out of
 * the Kakao SDK if it is loaded, and announces `loginStateChange`. The refresh
 * token is revoked on the server in the background; the local logout never
 * waits for it or fails because of it.
 */
export function logoutMember(): void {
  const refresh = getRefreshToken();
  clearMemberTokens();
  try {
    window.Kakao?.Auth?.logout?.();
  } catch {
    // The SDK's own state does not matter once our tokens are gone.
  }
  if (refresh) {
    memberApi.post(apiPaths.auth.logout, { refresh }).catch(() => {
      // Already logged out locally; an expired or unknown token is fine.
    });
  }
}
