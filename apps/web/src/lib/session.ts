import { apiPaths } from '@geulgam/contracts/paths';
import { memberApi } from './api-bases.ts';
import { clearGeneratedKeywords, clearMemberTokens, getRefreshToken } from './storage.ts';

declare global {
  interface Window {
    /** The Kakao JavaScript SDK, when a page loaded it. */
    Kakao?: { Auth?: { logout?: (callback?: () => void) => unknown } };
  }
}

/**
 * Ends the member's session in this browser: removes both tokens (the member's
 * other tabs see that through `storage` and sign out too) and the keywords this
 * browser generated for them (`generatedKeywords`), signs out of the
 * Kakao SDK if it is loaded, and announces `loginStateChange`. The refresh
 * token is revoked on the server in the background; the local logout never
 * waits for it or fails because of it.
 */
export function logoutMember(): void {
  const refresh = getRefreshToken();
  clearGeneratedKeywords();
  clearMemberTokens();
  try {
    window.Kakao?.Auth?.logout?.();
  } catch {
    // The SDK's own state does not matter once our tokens are gone.
  }
  if (refresh) {
    memberApi.post(apiPaths.auth.logout, { refresh }, { anonymous: true }).catch(() => {
      // Already logged out locally; an expired or unknown token is fine.
    });
  }
}

/**
 * After the member deleted their account (SPEC §4 "Account deletion"): both
 * tokens, the generated keywords and everything in session storage go, and
 * `loginStateChange` fires.
 * There is no refresh token left to revoke: the account and its tokens are gone.
 */
export function clearSessionAfterAccountDeletion(): void {
  try {
    window.sessionStorage.clear();
  } catch {
    // Storage may be unavailable; nothing was kept there then.
  }
  clearGeneratedKeywords();
  clearMemberTokens();
}
