import { interestsBody, NICKNAME_MAX, type LoginResponse, type Provider } from '@geulgam/contracts';
import type { Auth } from '../../plugins/auth/auth.plugin.ts';
import type { Config } from '../../config/env.ts';
import type { Db } from '../../db/client.ts';
import { createUsersRepository } from '../../repositories/users.repository.ts';
import { BadRequestError } from '../../shared/errors.ts';
import { LOGIN_BINDING_TTL_SECONDS } from './login-binding.ts';
import { exchangeCode, fetchProfile } from './oauth-client.ts';
import { providerEndpoints } from './oauth-providers.ts';
import { createOauthStatesRepository } from './oauth-states.repository.ts';
import { codeChallengeS256, randomToken } from './pkce.ts';

const BAD_STATE = '로그인 요청이 만료되었거나 올바르지 않아요. 다시 로그인해 주세요.';
function isUniqueViolation(error: unknown): boolean {
  const cause = (error as { cause?: unknown }).cause ?? error;
  return (cause as { code?: string }).code === '23505';
}

const NOT_BOUND = '이 브라우저에서 시작한 로그인이 아니에요. 로그인을 처음부터 다시 해 주세요.';

export interface LoginStart {
  /** The provider's authorize URL. */
  url: string;
  /** Goes into the browser's login binding cookie. */
  state: string;
}

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

  /**
   * The member's nickname from the provider's profile, when it is a valid one; taken by someone else, the
   * first free `닉네임2`…`닉네임9`. Null otherwise: onboarding then suggests one.
   */
  async function freeNickname(repository: ReturnType<typeof createUsersRepository>, wanted: string | null) {
    const parsed = interestsBody.shape.nickname.safeParse((wanted ?? '').trim().slice(0, NICKNAME_MAX));
    const base = parsed.success ? parsed.data : undefined;
    if (!base) return null;
    for (const candidate of [base, ...[2, 3, 4, 5, 6, 7, 8, 9].map((n) => `${base.slice(0, NICKNAME_MAX - 1)}${n}`)]) {
      if ((await repository.lookAlikeNickname(candidate, 0)) === null) return candidate;
    }
    return null;
  }

  async function findOrCreateUser(
    provider: Provider,
    profile: { providerUserId: string; email: string | null; nickname: string | null },
  ) {
    const attempt = (withNickname: boolean) =>
      db.transaction(async (tx) => {
        const repository = createUsersRepository(tx);
        const existing = await repository.findIdentity(provider, profile.providerUserId);
        if (existing) return existing.userId;
        const nickname = withNickname ? await freeNickname(repository, profile.nickname) : null;
        return repository.createWithIdentity({ ...profile, provider, nickname });
      });
    try {
      return await attempt(true);
    } catch (error) {
      // Two first logins at once: the identity, or the nickname, went to the other one. Once more, plainly.
      if (!isUniqueViolation(error)) throw error;
      return attempt(false);
    }
  }

  return {
    /** A new login attempt: a state row (with a PKCE verifier for Kakao) and the provider's authorize URL. */
    async startLogin(provider: Provider): Promise<LoginStart> {
      const endpoints = providerEndpoints(config, provider);
      const state = randomToken(24);
      const codeVerifier = provider === 'kakao' ? randomToken(48) : null;
      const expiresAt = new Date(Date.now() + LOGIN_BINDING_TTL_SECONDS * 1000);
      await states.create({ state, provider, codeVerifier, expiresAt });
      const url = new URL(endpoints.authorizeUrl);
      url.searchParams.set('response_type', 'code');
      url.searchParams.set('client_id', endpoints.clientId);
      url.searchParams.set('redirect_uri', endpoints.redirectUri);
      url.searchParams.set('state', state);
      if (codeVerifier) {
        url.searchParams.set('code_challenge', codeChallengeS256(codeVerifier));
        url.searchParams.set('code_challenge_method', 'S256');
      }
      return { url: url.toString(), state };
    },

    /**
     * Trades the provider's code for our tokens. `boundState` is the state in this browser's login
     * binding cookie: a pair minted in another browser (login CSRF) does not match it. The state is
     * used up only once the provider accepted the code, so a forged code cannot spend a genuine state;
     * a replayed code finds its state spent.
     */
    async completeLogin(
      provider: Provider,
      input: { code: string; state?: string | undefined },
      boundState: string | undefined,
    ): Promise<LoginResponse> {
      if (!boundState || (input.state !== undefined && input.state !== boundState)) {
        throw new BadRequestError(NOT_BOUND);
      }
      const now = new Date();
      const attempt = await states.findUsable(boundState, provider, now);
      if (!attempt) throw new BadRequestError(BAD_STATE);
      const endpoints = providerEndpoints(config, provider);
      const providerToken = await exchangeCode(endpoints, {
        code: input.code,
        state: boundState,
        codeVerifier: attempt.codeVerifier,
      });
      if (!(await states.consume(boundState, provider, new Date()))) throw new BadRequestError(BAD_STATE);
      const profile = await fetchProfile(endpoints, providerToken);
      return loginResponse(await findOrCreateUser(provider, profile));
    },
  };
}
