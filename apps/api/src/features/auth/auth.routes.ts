import {
  apiPaths,
  errorSchema,
  kakaoCallbackBody,
  loginResponse,
  naverCallbackBody,
  providerSchema,
  refreshBody,
  tokenPair,
} from '@geulgam/contracts';
import cookie from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createAuthService } from './auth.service.ts';
import { BadRequestError } from '../../shared/errors.ts';
import { loginBindingCookie, loopbackLoginHop, missingBindingHint } from './login-binding.ts';
import { providerEndpoints } from './oauth-providers.ts';

const callbackLimit = { max: 30, timeWindow: '1 minute' };
const errors = { 400: errorSchema, 401: errorSchema, 429: errorSchema, 502: errorSchema };

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app.deps;
  const service = createAuthService(app.deps.database.db, config, app.auth);
  const binding = loginBindingCookie(config);
  await app.register(cookie);

  const completeLogin = async (
    provider: 'kakao' | 'naver',
    body: { code: string; state?: string | undefined },
    request: FastifyRequest,
    reply: FastifyReply,
  ) => {
    const bound = request.cookies[binding.name];
    if (!bound) {
      const hint = missingBindingHint(request.host, providerEndpoints(config, provider).redirectUri);
      request.log.warn(
        { provider, calledOn: request.host, startedOn: hint?.startedOn ?? null, origin: request.headers.origin },
        'login callback without its binding cookie',
      );
      if (hint) throw new BadRequestError(hint.message);
    }
    const result = await service.completeLogin(provider, body, bound);
    // The attempt is spent: the binding has nothing left to protect.
    reply.clearCookie(binding.name, { path: binding.options.path });
    return result;
  };

  app.get(
    '/api/auth/:provider/login/',
    {
      config: { rateLimit: callbackLimit },
      schema: {
        tags: ['auth'],
        summary: '소셜 로그인 시작 (제공자 인증 페이지로 이동)',
        description:
          '브라우저가 전체 페이지로 이동해 오는 주소예요. 로그인 시도(state, 카카오는 PKCE 검증값)를 이 브라우저에 묶는 ' +
          'httpOnly `SameSite=Lax` 쿠키를 심고 제공자 인증 페이지로 보내요. 콜백은 이 쿠키가 있어야 성공해요.',
        params: z.object({ provider: providerSchema }),
        response: { 302: z.null().describe('Location: authorize URL; Set-Cookie: login binding'), 400: errorSchema },
      },
    },
    async (request, reply) => {
      const { provider } = request.params;
      const here = new URL(request.url, `${request.protocol}://${request.host}`);
      const hop = loopbackLoginHop(here, providerEndpoints(config, provider).redirectUri);
      if (hop) return reply.redirect(hop, 302);
      const start = await service.startLogin(provider);
      reply.setCookie(binding.name, start.state, binding.options);
      return reply.redirect(start.url, 302);
    },
  );

  app.post(
    apiPaths.auth.callback('kakao'),
    {
      config: { rateLimit: callbackLimit },
      schema: {
        tags: ['auth'],
        summary: '카카오 로그인 완료',
        description:
          '`{code}`만 보내도 돼요: 로그인 시작 때 심은 쿠키가 state와 PKCE 검증값을 알려 줘요(`credentials: include`). ' +
          '`state`를 보내면 쿠키의 것과 같아야 해요. 쿠키가 없거나 다른 브라우저에서 온 code, 이미 쓴 code는 400이에요.',
        body: kakaoCallbackBody,
        response: { 200: loginResponse, ...errors },
      },
    },
    async (request, reply) => completeLogin('kakao', request.body, request, reply),
  );

  app.post(
    apiPaths.auth.callback('naver'),
    {
      config: { rateLimit: callbackLimit },
      schema: {
        tags: ['auth'],
        summary: '네이버 로그인 완료',
        description: '`state`는 로그인 시작 때 이 브라우저에 심은 쿠키의 것과 같아야 해요. 아니면 400이에요.',
        body: naverCallbackBody,
        response: { 200: loginResponse, ...errors },
      },
    },
    async (request, reply) => completeLogin('naver', request.body, request, reply),
  );

  app.post(
    apiPaths.auth.refresh,
    {
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: ['auth'],
        summary: '토큰 재발급 (회전)',
        description:
          '몇 초 안에 같은 refresh 토큰이 다시 오면(동시에 갱신한 두 탭) 같은 후속 토큰을 돌려줘요. ' +
          '그 뒤에 다시 쓰인 토큰은 401이고 그 로그인의 토큰 전체가 폐기돼요.',
        body: refreshBody,
        response: { 200: tokenPair, ...errors },
      },
    },
    async (request) => app.auth.sessions.rotate(request.body.refresh, 'member'),
  );

  app.post(
    apiPaths.auth.logout,
    {
      schema: {
        tags: ['auth'],
        summary: '로그아웃 (리프레시 토큰 폐기)',
        body: refreshBody,
        response: { 204: z.null(), 400: errorSchema },
      },
    },
    async (request, reply) => {
      await app.auth.sessions.revoke(request.body.refresh);
      return reply.status(204).send(null);
    },
  );
};
