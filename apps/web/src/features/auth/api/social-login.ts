import { apiPaths, type LoginResponse } from '@geulgam/contracts';
import { getRuntimeConfig } from '../../../config/env.ts';
import { memberApi } from '../../../lib/api-bases.ts';

export type SocialProvider = 'kakao' | 'naver';

export const PROVIDER_NAMES: Record<SocialProvider, string> = { kakao: '카카오', naver: '네이버' };

/** GET {apiBase}/api/auth/{provider}/login/ — the browser goes there; the server redirects to the provider. */
export function socialLoginUrl(provider: SocialProvider): string {
  return `${getRuntimeConfig().apiBase}${apiPaths.auth.login(provider)}`;
}

export interface CallbackParams {
  code: string;
  /** Naver needs it; sent whenever present (it must be the attempt this browser started). */
  state?: string | null;
}

/**
 * POST /api/auth/{provider}/callback/ — trades the provider's code for our
 * tokens. Cookies go along (the member client includes them): the login start
 * bound the attempt to this browser with one (ADR 006). The body is not
 * trusted to have every field: the caller checks `access` itself (a missing
 * token has its own message).
 */
export async function exchangeLoginCode(
  provider: SocialProvider,
  { code, state }: CallbackParams,
): Promise<Partial<LoginResponse> | undefined> {
  // The contract builds this path at run time, so its type is a plain string.
  const path = apiPaths.auth.callback(provider);
  const body = await memberApi.post<unknown>(path, state ? { code, state } : { code }, { anonymous: true });
  return typeof body === 'object' && body !== null ? (body as Partial<LoginResponse>) : undefined;
}
