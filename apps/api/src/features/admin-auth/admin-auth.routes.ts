import { adminLoginBody, adminMeResponse, apiPaths, errorSchema, refreshBody, tokenPair } from '@geulgam/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createAdminAuthService } from './admin-auth.service.ts';

export const adminAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createAdminAuthService(app.deps.database.db, app.auth.sessions);

  app.post(
    apiPaths.admin.login,
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['admin'],
        summary: '관리자 로그인',
        body: adminLoginBody,
        response: { 200: tokenPair, 400: errorSchema, 401: errorSchema, 429: errorSchema },
      },
    },
    async (request) => service.login(request.body.email, request.body.password, request.ip),
  );

  app.post(
    apiPaths.admin.refresh,
    {
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: ['admin'],
        summary: '관리자 토큰 재발급 (회전)',
        description:
          '관리자 로그인의 refresh 토큰으로 새 토큰 쌍을 받아요. 회원의 `/api/auth/token/refresh/`와 같은 규칙이에요: ' +
          '몇 초 안에 같은 토큰이 다시 오면(두 탭) 같은 후속 토큰을, 그 뒤의 재사용은 401과 함께 로그인 전체를 끝내요. ' +
          '회원 refresh 토큰은 여기서 401이에요.',
        body: refreshBody,
        response: { 200: tokenPair, 400: errorSchema, 401: errorSchema, 429: errorSchema },
      },
    },
    async (request) => app.auth.sessions.rotate(request.body.refresh, 'admin'),
  );

  app.post(
    apiPaths.admin.logout,
    {
      schema: {
        tags: ['admin'],
        summary: '관리자 로그아웃 (refresh 토큰 폐기)',
        body: refreshBody,
        response: { 204: z.null(), 400: errorSchema },
      },
    },
    async (request, reply) => {
      await app.auth.sessions.revoke(request.body.refresh);
      return reply.status(204).send(null);
    },
  );

  app.get(
    apiPaths.admin.me,
    {
      schema: {
        tags: ['admin'],
        summary: '로그인한 관리자',
        security: [{ bearer: [] }],
        response: { 200: adminMeResponse, 401: errorSchema },
      },
    },
    async (request) => ({ data: await app.auth.requireAdmin(request) }),
  );
};
