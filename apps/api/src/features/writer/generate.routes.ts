import { apiPaths, errorSchema, generateBody, generateResponse } from '@geulgam/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createConfiguredWriter } from './writer.factory.ts';

export const generateRoutes: FastifyPluginAsyncZod = async (app) => {
  const writer = createConfiguredWriter(app.deps.database.db, app.deps.config, app.log);

  app.post(
    apiPaths.generate,
    {
      config: {
        rateLimit: {
          max: app.deps.config.GENERATION_RATE_LIMIT,
          timeWindow: '1 minute',
          // Per member, not per token: a second login (a new access token) shares the budget.
          // Requests without a valid member token are counted per address (they end in 401).
          keyGenerator: async (request) => {
            const token = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
            const memberId = token ? await app.auth.signer.verifyAccess(token, 'member') : null;
            return memberId ? `member:${memberId}` : `ip:${request.ip}`;
          },
        },
      },
      schema: {
        tags: ['posts'],
        summary: '키워드로 글 생성 (같은 회원·키워드는 기존 글을 돌려줘요)',
        security: [{ bearer: [] }],
        body: generateBody,
        response: { 200: generateResponse, 400: errorSchema, 401: errorSchema, 429: errorSchema },
      },
    },
    async (request) => {
      const member = await app.auth.requireMember(request);
      return writer.generateForMember(member.id, request.body.keyword_id);
    },
  );
};
