import { apiPaths, healthSchema, readinessSchema } from '@geulgam/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const READINESS_TIMEOUT_MS = 2_000;

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    apiPaths.health,
    { schema: { tags: ['health'], summary: '프로세스 생존 확인', response: { 200: healthSchema } } },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    apiPaths.ready,
    {
      schema: {
        tags: ['health'],
        summary: '데이터베이스까지 준비되었는지 확인',
        response: { 200: readinessSchema, 503: readinessSchema },
      },
    },
    async (_request, reply) => {
      try {
        await Promise.race([
          app.deps.database.ping(),
          new Promise((_, reject) =>
            setTimeout(() => reject(new Error('readiness timeout')), READINESS_TIMEOUT_MS).unref(),
          ),
        ]);
        return { status: 'ok' as const, database: 'ok' as const };
      } catch {
        return reply.status(503).send({ status: 'unavailable', database: 'down' });
      }
    },
  );
};
