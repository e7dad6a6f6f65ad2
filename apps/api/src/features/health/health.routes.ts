import { apiPaths, healthSchema, readinessSchema } from '@geulgam/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { STORAGE_FULL_READINESS } from '../../shared/storage-full.ts';

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
      } catch {
        return reply.status(503).send({
          status: 'unavailable',
          database: 'down',
          storage: app.storage.full ? 'full' : 'ok',
          detail: '데이터베이스가 응답하지 않아요.',
        });
      }
      if (app.storage.full) {
        return reply
          .status(503)
          .send({ status: 'unavailable', database: 'ok', storage: 'full', detail: STORAGE_FULL_READINESS });
      }
      return { status: 'ok' as const, database: 'ok' as const, storage: 'ok' as const };
    },
  );
};
