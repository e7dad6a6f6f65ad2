import { apiPaths, briefingResponse, errorSchema } from '@geulgam/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createBriefingService } from './briefing.service.ts';

export const briefingRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createBriefingService(app.deps.database.db, app.views, app.deps.now);

  app.get(
    apiPaths.briefing,
    {
      schema: {
        tags: ['keywords'],
        summary: '오늘의 뉴스 브리핑: 분야별 오늘의 소식과 핵심 문장, 수치, 언론사, 출처 (방문자 포함)',
        response: { 200: briefingResponse, 503: errorSchema },
      },
    },
    async () => service.today(),
  );
};
