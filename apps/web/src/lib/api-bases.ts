/**
 * The three API clients of SPEC §7, one per base:
 * - member: `${apiBase}/api`, cookies included, the member's access token;
 * - admin: `${adminBase}` (server root, paths start with /admin), no cookies, the admin token;
 * - internal: `${internalBase}/api/v1/internal` (image proxy), the member's access token.
 * Paths come from `apiPaths` of `@geulgam/contracts`.
 *
 * The member and admin clients renew their access tokens with the stored refresh token (ADR 019).
 */
import { apiPaths } from '@geulgam/contracts/paths';
import { getRuntimeConfig } from '../config/env.ts';
import { type ApiError, createApiClient } from './create-api-client.ts';
import { announceSessionExpired } from './session-expiry.ts';
import {
  clearMemberTokens,
  getAccessToken,
  getAdminRefreshToken,
  getAdminToken,
  getRefreshToken,
  renewAdminTokens,
  renewMemberTokens,
} from './storage.ts';
import { createTokenRenewal, type TokenPairLike } from './token-renewal.ts';

function tokenPair(body: unknown): TokenPairLike {
  const pair = body as Partial<TokenPairLike> | undefined;
  if (typeof pair?.access !== 'string' || typeof pair.refresh !== 'string') throw new Error('토큰을 받지 못했어요.');
  return { access: pair.access, refresh: pair.refresh };
}

const memberRenewal = createTokenRenewal({
  read: () => ({ access: getAccessToken(), refresh: getRefreshToken() }),
  save: renewMemberTokens,
  exchange: async (refresh) => tokenPair(await memberApi.post(apiPaths.auth.refresh, { refresh }, { anonymous: true })),
});

export const memberApi = createApiClient({
  origin: () => getRuntimeConfig().apiBase,
  prefix: '/api',
  credentials: 'include',
  getToken: getAccessToken,
  renew: () => memberRenewal.renew(),
  // The member was signed in and the login could not be renewed: sign out here and ask them to sign in
  // again. Tokens already gone (a logout in another tab) need no prompt.
  onSessionEnded: () => {
    if (getAccessToken() === null) return;
    clearMemberTokens();
    announceSessionExpired();
  },
});

type UnauthorizedHandler = (error: ApiError) => void;
let adminUnauthorizedHandler: UnauthorizedHandler | undefined;

/**
 * What a 401 from the admin API does. Set once at app start (see
 * `app/setup-api.ts`) so the redirect lives at the app level, not here.
 * Returns a function that removes the handler again.
 */
export function setAdminUnauthorizedHandler(handler: UnauthorizedHandler | undefined): () => void {
  adminUnauthorizedHandler = handler;
  return () => {
    if (adminUnauthorizedHandler === handler) adminUnauthorizedHandler = undefined;
  };
}

const adminRenewal = createTokenRenewal({
  read: () => ({ access: getAdminToken(), refresh: getAdminRefreshToken() }),
  save: renewAdminTokens,
  exchange: async (refresh) => tokenPair(await adminApi.post(apiPaths.admin.refresh, { refresh }, { anonymous: true })),
});

export const adminApi = createApiClient({
  origin: () => getRuntimeConfig().adminBase,
  prefix: '/admin',
  credentials: 'omit',
  getToken: getAdminToken,
  renew: () => adminRenewal.renew(),
  onUnauthorized: (error) => adminUnauthorizedHandler?.(error),
});

export const internalApi = createApiClient({
  origin: () => getRuntimeConfig().internalBase,
  prefix: '/api/v1/internal',
  credentials: 'omit',
  getToken: getAccessToken,
});
