import { z } from 'zod';
import { AppError, BadRequestError } from '../../shared/errors.ts';
import type { ProviderEndpoints } from './oauth-providers.ts';

const HTTP_TIMEOUT_MS = 8_000;

export interface ProviderProfile {
  providerUserId: string;
  email: string | null;
  nickname: string | null;
}

const tokenResponse = z.object({ access_token: z.string().min(1), token_type: z.string().optional() });
const kakaoProfile = z.object({
  id: z.union([z.number(), z.string()]),
  kakao_account: z
    .object({
      email: z.string().nullish(),
      profile: z.object({ nickname: z.string().nullish() }).nullish(),
    })
    .nullish(),
});
const naverProfile = z.object({
  resultcode: z.literal('00'),
  response: z.object({ id: z.string(), email: z.string().nullish(), nickname: z.string().nullish() }),
});

const LOGIN_FAILED = '로그인 중 오류가 발생했어요. 다시 시도해 주세요.';

class ProviderUnavailableError extends AppError {
  constructor() {
    super(502, 'bad_gateway', '로그인 서비스에 연결하지 못했어요. 잠시 후 다시 시도해 주세요.');
  }
}

async function call(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(HTTP_TIMEOUT_MS), redirect: 'error' });
  } catch {
    throw new ProviderUnavailableError();
  }
}

/** The same OAuth 2.0 client code talks to the real providers and to the local emulator. */
export async function exchangeCode(
  endpoints: ProviderEndpoints,
  input: { code: string; state?: string | undefined; codeVerifier?: string | null | undefined },
): Promise<string> {
  const form = new URLSearchParams({
    grant_type: 'authorization_code',
    client_id: endpoints.clientId,
    redirect_uri: endpoints.redirectUri,
    code: input.code,
  });
  if (endpoints.clientSecret) form.set('client_secret', endpoints.clientSecret);
  if (input.codeVerifier) form.set('code_verifier', input.codeVerifier);
  if (input.state && endpoints.provider === 'naver') form.set('state', input.state);
  const response = await call(endpoints.tokenUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded;charset=utf-8', accept: 'application/json' },
    body: form,
  });
  if (response.status >= 500) throw new ProviderUnavailableError();
  const parsed = tokenResponse.safeParse(await response.json().catch(() => null));
  if (!response.ok || !parsed.success) throw new BadRequestError(LOGIN_FAILED);
  return parsed.data.access_token;
}

export async function fetchProfile(endpoints: ProviderEndpoints, accessToken: string): Promise<ProviderProfile> {
  const response = await call(endpoints.profileUrl, {
    headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
  });
  if (response.status >= 500) throw new ProviderUnavailableError();
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw new BadRequestError(LOGIN_FAILED);
  if (endpoints.provider === 'kakao') {
    const profile = kakaoProfile.safeParse(body);
    if (!profile.success) throw new BadRequestError(LOGIN_FAILED);
    return {
      providerUserId: String(profile.data.id),
      email: profile.data.kakao_account?.email ?? null,
      nickname: profile.data.kakao_account?.profile?.nickname ?? null,
    };
  }
  const profile = naverProfile.safeParse(body);
  if (!profile.success) throw new BadRequestError(LOGIN_FAILED);
  return {
    providerUserId: profile.data.response.id,
    email: profile.data.response.email ?? null,
    nickname: profile.data.response.nickname ?? null,
  };
}
