import type { Provider } from '@geulgam/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EMULATOR_CLIENT, PROVIDER_PATHS, defaultRedirectUri } from '../../auth/oauth-providers.ts';
import { codeChallengeS256 } from '../../auth/pkce.ts';
import { renderAuthorizePage, renderErrorPage } from './emulator-page.ts';
import { createEmulatorStore, providerUserId, type Identity } from './emulator-store.ts';

const text = z.string().max(2048).optional();
const authorizeParams = z.object({
  client_id: text,
  redirect_uri: text,
  response_type: text,
  state: text,
  code_challenge: text,
  code_challenge_method: text,
  login_hint: text,
});
const authorizeForm = authorizeParams.extend({ email: text, nickname: text });
const tokenForm = z.object({
  grant_type: text,
  client_id: text,
  client_secret: text,
  redirect_uri: text,
  code: text,
  code_verifier: text,
  state: text,
});
const emailSchema = z.email();

/**
 * A local stand-in for Kakao and Naver login (never mounted in production). It speaks the
 * providers' protocol on their own paths so the same client code runs against it and them.
 */
export const emulatorRoutes: FastifyPluginAsyncZod = async (app) => {
  const store = createEmulatorStore();
  const { config } = app.deps;
  const redirectUris: Record<Provider, string> = {
    kakao: config.KAKAO_REDIRECT_URI ?? defaultRedirectUri(config, 'kakao'),
    naver: config.NAVER_REDIRECT_URI ?? defaultRedirectUri(config, 'naver'),
  };

  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  function authorizeProblem(provider: Provider, params: z.infer<typeof authorizeParams>): string | null {
    if (params.client_id !== EMULATOR_CLIENT[provider].id) return '등록되지 않은 client_id예요.';
    if (params.redirect_uri !== redirectUris[provider]) return 'redirect_uri가 등록된 주소와 정확히 일치하지 않아요.';
    if (params.response_type !== 'code') return 'response_type은 code여야 해요.';
    if (provider === 'naver' && !params.state) return '네이버 로그인에는 state가 필요해요.';
    if (params.code_challenge && params.code_challenge_method !== 'S256')
      return 'code_challenge_method는 S256이어야 해요.';
    return null;
  }

  function redirectWithCode(
    reply: FastifyReply,
    provider: Provider,
    params: z.infer<typeof authorizeParams>,
    identity: Identity,
  ) {
    const code = store.issueCode({
      identity,
      clientId: params.client_id!,
      redirectUri: params.redirect_uri!,
      state: params.state,
      codeChallenge: params.code_challenge,
    });
    const target = new URL(params.redirect_uri!);
    target.searchParams.set('code', code);
    if (params.state) target.searchParams.set('state', params.state);
    return reply.redirect(target.toString(), 302);
  }

  function sendPage(reply: FastifyReply, status: number, html: string, provider: Provider) {
    const formTarget = new URL(redirectUris[provider]).origin;
    return reply
      .status(status)
      .type('text/html; charset=utf-8')
      .header(
        'content-security-policy',
        `default-src 'none'; style-src 'unsafe-inline'; img-src data:; form-action 'self' ${formTarget}; frame-ancestors 'none'; base-uri 'none'`,
      )
      .send(html);
  }

  function identityFrom(provider: Provider, email: string, nickname: string | undefined): Identity {
    const trimmed = nickname?.trim();
    return { provider, email: email.trim().toLowerCase(), nickname: trimmed || email.split('@')[0]! };
  }

  for (const provider of ['kakao', 'naver'] as const) {
    const base = `/dev/oauth/${provider}`;
    const paths = PROVIDER_PATHS[provider];

    for (const path of [`${base}/authorize`, `${base}${paths.authorize}`]) {
      app.get(path, { schema: { hide: true, querystring: authorizeParams } }, async (request, reply) => {
        const params = request.query;
        const problem = authorizeProblem(provider, params);
        if (problem) return sendPage(reply, 400, renderErrorPage(problem), provider);
        if (params.login_hint) {
          const hint = emailSchema.safeParse(params.login_hint.trim());
          if (hint.success)
            return redirectWithCode(reply, provider, params, identityFrom(provider, hint.data, undefined));
        }
        return sendPage(reply, 200, renderAuthorizePage(provider, params), provider);
      });

      app.post(path, { schema: { hide: true, body: authorizeForm } }, async (request, reply) => {
        const { email, nickname, ...params } = request.body;
        const problem = authorizeProblem(provider, params);
        if (problem) return sendPage(reply, 400, renderErrorPage(problem), provider);
        const parsed = emailSchema.safeParse(email?.trim());
        if (!parsed.success) {
          return sendPage(
            reply,
            400,
            renderAuthorizePage(provider, params, '올바른 이메일을 입력해 주세요.'),
            provider,
          );
        }
        return redirectWithCode(reply, provider, params, identityFrom(provider, parsed.data, nickname));
      });
    }

    app.post(`${base}${paths.token}`, { schema: { hide: true, body: tokenForm } }, async (request, reply) => {
      const form = request.body;
      const fail = (description: string) =>
        reply.status(400).send({ error: 'invalid_grant', error_description: description, error_code: 'KOE320' });
      if (form.grant_type !== 'authorization_code') return fail('grant_type must be authorization_code');
      const issued = form.code ? store.takeCode(form.code) : null;
      if (!issued) return fail('authorization code not found, expired or already used');
      if (form.client_id !== issued.clientId || form.client_secret !== EMULATOR_CLIENT[provider].secret)
        return fail('client authentication failed');
      if (form.redirect_uri !== issued.redirectUri) return fail('redirect_uri mismatch');
      if (
        issued.codeChallenge &&
        (!form.code_verifier || codeChallengeS256(form.code_verifier) !== issued.codeChallenge)
      )
        return fail('PKCE verification failed');
      if (provider === 'naver' && form.state !== issued.state) return fail('state mismatch');
      const accessToken = store.issueToken(issued.identity);
      return {
        access_token: accessToken,
        token_type: 'bearer',
        refresh_token: store.issueToken(issued.identity),
        expires_in: 21_599,
      };
    });

    app.get(`${base}${paths.profile}`, { schema: { hide: true } }, async (request, reply) => {
      const token = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
      const identity = token ? store.identityFor(token) : null;
      if (!identity) return reply.status(401).send({ msg: 'this access token does not exist', code: -401 });
      const id = providerUserId(provider, identity.email);
      if (provider === 'kakao') {
        return {
          id: Number(id),
          connected_at: new Date().toISOString(),
          kakao_account: { email: identity.email, is_email_valid: true, profile: { nickname: identity.nickname } },
        };
      }
      return {
        resultcode: '00',
        message: 'success',
        response: { id, email: identity.email, nickname: identity.nickname },
      };
    });
  }
};
