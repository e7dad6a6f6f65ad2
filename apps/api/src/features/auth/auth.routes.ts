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
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createAuthService } from './auth.service.ts';

const callbackLimit = { max: 30, timeWindow: '1 minute' };
const errors = { 400: errorSchema, 401: errorSchema, 429: errorSchema, 502: errorSchema };

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createAuthService(app.deps.database.db, app.deps.config, app.auth);

  app.get(
    '/api/auth/:provider/login/',
    {
      config: { rateLimit: callbackLimit },
      schema: {
        tags: ['auth'],
        summary: '소셜 로그인 시작 (제공자 인증 페이지로 이동)',
        params: z.object({ provider: providerSchema }),
        response: { 302: z.null().describe('Location: authorize URL'), 400: errorSchema },
      },
    },
    async (request, reply) => reply.redirect(await service.startLogin(request.params.provider), 302),
  );

  app.post(
    apiPaths.auth.callback('kakao'),
    {
      config: { rateLimit: callbackLimit },
      schema: {
        tags: ['auth'],
        summary: '카카오 로그인 완료',
        body: kakaoCallbackBody,
        response: { 200: loginResponse, ...errors },
      },
    },
    async (request) => service.completeLogin('kakao', request.body),
  );

  app.post(
    apiPaths.auth.callback('naver'),
    {
      config: { rateLimit: callbackLimit },
      schema: {
        tags: ['auth'],
        summary: '네이버 로그인 완료',
        body: naverCallbackBody,
        response: { 200: loginResponse, ...errors },
      },
    },
    async (request) => service.completeLogin('naver', request.body),
  );

  app.post(
    apiPaths.auth.refresh,
    {
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: ['auth'],
        summary: '토큰 재발급 (회전)',
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
