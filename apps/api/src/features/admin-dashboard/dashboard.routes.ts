import {
  apiPaths,
  clovaStats,
  dailyStats,
  daysQuery,
  errorSchema,
  topKeywords,
  topKeywordsQuery,
} from '@geulgam/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guardAdminRoutes } from '../../auth/admin-guard.ts';
import { createDashboardService } from './dashboard.service.ts';

const tags = ['admin'];
const security = [{ bearer: [] }];
const errors = { 400: errorSchema, 401: errorSchema };

export const adminDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  guardAdminRoutes(app);
  const service = createDashboardService({ db: app.deps.database.db });

  app.get(
    apiPaths.admin.dailyStats,
    {
      schema: {
        tags,
        summary: '최근 14일 일별 생성 글·수집 키워드 (서울 기준, 최신순)',
        security,
        response: { 200: dailyStats, ...errors },
      },
    },
    async () => service.dailyStats(),
  );

  app.get(
    apiPaths.admin.topKeywords,
    {
      schema: {
        tags,
        summary: '클릭 많은 키워드',
        security,
        querystring: topKeywordsQuery,
        response: { 200: topKeywords, ...errors },
      },
    },
    async (request) => service.topKeywords(request.query.days, request.query.limit),
  );

  app.get(
    apiPaths.admin.clovaStats,
    {
      schema: {
        tags,
        summary: '글쓰기 제공자 호출 통계',
        security,
        querystring: daysQuery,
        response: { 200: clovaStats, ...errors },
      },
    },
    async (request) => service.providerStats(request.query.days),
  );
};
