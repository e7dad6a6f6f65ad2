import type { LoginResponse, Provider } from '@geulgam/contracts';
import type { Auth } from '../../plugins/auth/auth.plugin.ts';
import { sha256 } from '../../plugins/auth/tokens.ts';
import type { Config } from '../../config/env.ts';
import type { Db } from '../../db/client.ts';
import { createUsersRepository } from '../../repositories/users.repository.ts';
import { BadRequestError } from '../../shared/errors.ts';
import { exchangeCode, fetchProfile } from './oauth-client.ts';
import { providerEndpoints } from './oauth-providers.ts';
import { createOauthStatesRepository } from './oauth-states.repository.ts';
import { codeChallengeS256, randomToken } from './pkce.ts';

const STATE_TTL_MS = 10 * 60 * 1000;
/** React StrictMode posts the callback twice: an identical call within this window gets the same login. */
const REPEAT_WINDOW_MS = 60 * 1000;
const REPEAT_WAIT_MS = 5_000;

const BAD_STATE = '로그인 요청이 만료되었거나 올바르지 않아요. 다시 로그인해 주세요.';

export function createAuthService(db: Db, config: Config, auth: Auth) {
  const states = createOauthStatesRepository(db);
  const users = createUsersRepository(db);

  async function loginResponse(userId: number): Promise<LoginResponse> {
    const member = await users.findMember(userId);
    if (!member) throw new BadRequestError(BAD_STATE);
    const tokens = await auth.sessions.start({ audience: 'member', id: member.id });
    return {
      ...tokens,
      user: {
        id: member.id,
        email: member.email,
        nickname: member.nickname,
        provider: member.provider as Provider,
        is_onboarded: member.categories.length > 0,
      },
    };
  }

  async function waitForRepeat(codeHash: string): Promise<number | null> {
    const deadline = Date.now() + REPEAT_WAIT_MS;
    while (Date.now() < deadline) {
      const found = await states.findRecentResult(codeHash, new Date());
      if (found) return found.userId;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return null;
  }

  async function findOrCreateUser(provider: Provider, profile: { providerUserId: string; email: string | null }) {
    return db.transaction(async (tx) => {
      const repository = createUsersRepository(tx);
      const existing = await repository.findIdentity(provider, profile.providerUserId);
      if (existing) return existing.userId;
      return repository.createWithIdentity({ provider, providerUserId: profile.providerUserId, email: profile.email });
    });
  }

  return {
    /** The provider's authorize URL for a new login attempt (state always; PKCE S256 for Kakao). */
    async startLogin(provider: Provider): Promise<string> {
      const endpoints = providerEndpoints(config, provider);
      const state = randomToken(24);
      const codeVerifier = provider === 'kakao' ? randomToken(48) : null;
      await states.create({ state, provider, codeVerifier, expiresAt: new Date(Date.now() + STATE_TTL_MS) });
      const url = new URL(endpoints.authorizeUrl);
      url.searchParams.set('response_type', 'code');
      url.searchParams.set('client_id', endpoints.clientId);
      url.searchParams.set('redirect_uri', endpoints.redirectUri);
      url.searchParams.set('state', state);
      if (codeVerifier) {
        url.searchParams.set('code_challenge', codeChallengeS256(codeVerifier));
        url.searchParams.set('code_challenge_method', 'S256');
      }
      return url.toString();
    },

    async completeLogin(
      provider: Provider,
      input: { code: string; state?: string | undefined },
    ): Promise<LoginResponse> {
      if (!input.state) throw new BadRequestError(BAD_STATE, { state: ['로그인 요청 정보(state)가 없어요.'] });
      const codeHash = sha256(`${provider}:${input.code}:${input.state}`);
      const now = new Date();
      const repeated = await states.findRecentResult(codeHash, now);
      if (repeated) return loginResponse(repeated.userId);

      const consumed = await states.consume(input.state, provider, now);
      if (!consumed) {
        // A twin request that consumed this state moments ago may still be finishing.
        if (await states.usedSince(input.state, provider, new Date(now.getTime() - REPEAT_WAIT_MS))) {
          const twin = await waitForRepeat(codeHash);
          if (twin) return loginResponse(twin);
        }
        throw new BadRequestError(BAD_STATE);
      }
      const endpoints = providerEndpoints(config, provider);
      const providerToken = await exchangeCode(endpoints, { ...input, codeVerifier: consumed.codeVerifier });
      const profile = await fetchProfile(endpoints, providerToken);
      const userId = await findOrCreateUser(provider, profile);
      await states.saveResult({ codeHash, provider, userId, expiresAt: new Date(Date.now() + REPEAT_WINDOW_MS) });
      return loginResponse(userId);
    },
  };
}
