import { z } from 'zod';
import { AppError, BadRequestError } from '../../shared/errors.ts';
import { createSafeFetch } from '../../shared/safe-fetch.ts';
import type { ProviderEndpoints } from './oauth-providers.ts';

const HTTP_TIMEOUT_MS = 8_000;
/** A token or profile answer is a few hundred bytes; anything near this is not a provider speaking. */
const ANSWER_MAX_BYTES = 64 * 1024;

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

interface ProviderAnswer {
  status: number;
  ok: boolean;
  json(): unknown;
}

/**
 * The provider endpoints are the operator's configuration (the real hosts, or the emulator on this API), so their
 * origins are trusted like configured feeds; the request still goes through the one outbound module.
 */
async function call(
  url: string,
  init: { method?: 'GET' | 'POST'; headers: Record<string, string>; body?: string },
): Promise<ProviderAnswer> {
  const safeFetch = createSafeFetch({ trustedOrigins: [new URL(url).origin] });
  try {
    const response = await safeFetch(url, {
      ...init,
      maxBytes: ANSWER_MAX_BYTES,
      timeoutMs: HTTP_TIMEOUT_MS,
      anyStatus: true,
    });
    const text = response.body.toString('utf8');
    return {
      status: response.status,
      ok: response.status >= 200 && response.status < 300,
      json: () => {
        try {
          return JSON.parse(text) as unknown;
        } catch {
          return null;
        }
      },
    };
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
    body: form.toString(),
  });
  if (response.status >= 500) throw new ProviderUnavailableError();
  const parsed = tokenResponse.safeParse(response.json());
  if (!response.ok || !parsed.success) throw new BadRequestError(LOGIN_FAILED);
  return parsed.data.access_token;
}

export async function fetchProfile(endpoints: ProviderEndpoints, accessToken: string): Promise<ProviderProfile> {
  const response = await call(endpoints.profileUrl, {
    headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
  });
  if (response.status >= 500) throw new ProviderUnavailableError();
  const body = response.json();
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
