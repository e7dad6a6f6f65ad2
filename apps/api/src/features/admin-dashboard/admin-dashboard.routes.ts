import { apiPaths, clovaStats, dailyStats, daysQuery, topKeywords, topKeywordsQuery } from '@geulgam/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminRouteDocs, adminRouteErrors, guardAdminRoutes } from '../../plugins/auth/admin-guard.ts';
import { createAdminDashboardService } from './admin-dashboard.service.ts';

export const adminDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  guardAdminRoutes(app);
  const service = createAdminDashboardService({ db: app.deps.database.db });

  app.get(
    apiPaths.admin.dailyStats,
    {
      schema: {
        ...adminRouteDocs,
        summary: '최근 14일 일별 생성 글·수집 키워드 (서울 기준, 최신순)',
        response: { 200: dailyStats, ...adminRouteErrors },
      },
    },
    async () => service.dailyStats(),
  );

  app.get(
    apiPaths.admin.topKeywords,
    {
      schema: {
        ...adminRouteDocs,
        summary: '클릭 많은 키워드',
        querystring: topKeywordsQuery,
        response: { 200: topKeywords, ...adminRouteErrors },
      },
    },
    async (request) => service.topKeywords(request.query.days, request.query.limit),
  );

  app.get(
    apiPaths.admin.clovaStats,
    {
      schema: {
        ...adminRouteDocs,
        summary: '글쓰기 제공자 호출 통계',
        querystring: daysQuery,
        response: { 200: clovaStats, ...adminRouteErrors },
      },
    },
    async (request) => service.providerStats(request.query.days),
  );
};
