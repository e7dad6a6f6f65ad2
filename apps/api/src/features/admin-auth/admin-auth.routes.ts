import { adminLoginBody, adminMeResponse, apiPaths, errorSchema, tokenPair } from '@geulgam/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
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
