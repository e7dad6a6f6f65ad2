import { apiPaths, type LoginResponse } from '@geulgam/contracts';
import { getRuntimeConfig } from '../../../config/env.ts';
import { memberApi } from '../../../lib/api-clients.ts';

export type SocialProvider = 'kakao' | 'naver';

export const PROVIDER_NAMES: Record<SocialProvider, string> = { kakao: '카카오', naver: '네이버' };

/** GET {apiBase}/api/auth/{provider}/login/ — the browser goes there; the server redirects to the provider. */
export function socialLoginUrl(provider: SocialProvider): string {
  return `${getRuntimeConfig().apiBase}${apiPaths.auth.login(provider)}`;
}

export interface CallbackParams {
  code: string;
  /** Naver needs it; for Kakao the server finds its PKCE verifier by it, so it is sent whenever present. */
  state?: string | null;
}

/**
 * POST /api/auth/{provider}/callback/ — trades the provider's code for our
 * tokens. The body is not trusted to have every field: the caller checks
 * `access` itself (a missing token has its own message).
 */
export async function exchangeLoginCode(
  provider: SocialProvider,
  { code, state }: CallbackParams,
): Promise<Partial<LoginResponse> | undefined> {
  // The contract builds this path at run time, so its type is a plain string.
  const path = apiPaths.auth.callback(provider);
  const body = await memberApi.post<unknown>(path, state ? { code, state } : { code });
  return typeof body === 'object' && body !== null ? (body as Partial<LoginResponse>) : undefined;
}
