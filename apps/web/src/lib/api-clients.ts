/**
 * The three API clients of SPEC §7, one per base:
 * - member: `${apiBase}/api`, cookies included, the member's access token;
 * - admin: `${adminBase}` (server root, paths start with /admin), no cookies, the admin token;
 * - internal: `${internalBase}/api/v1/internal` (image proxy), the member's access token.
 * Paths come from `apiPaths` of `@geulgam/contracts`.
 */
import { getRuntimeConfig } from '../config/env.ts';
import { type ApiError, createApiClient } from './api-client.ts';
import { getAccessToken, getAdminToken } from './storage.ts';

export const memberApi = createApiClient({
  origin: () => getRuntimeConfig().apiBase,
  prefix: '/api',
  credentials: 'include',
  getToken: getAccessToken,
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

export const adminApi = createApiClient({
  origin: () => getRuntimeConfig().adminBase,
  prefix: '/admin',
  credentials: 'omit',
  getToken: getAdminToken,
  onUnauthorized: (error) => adminUnauthorizedHandler?.(error),
});

export const internalApi = createApiClient({
  origin: () => getRuntimeConfig().internalBase,
  prefix: '/api/v1/internal',
  credentials: 'omit',
  getToken: getAccessToken,
});
