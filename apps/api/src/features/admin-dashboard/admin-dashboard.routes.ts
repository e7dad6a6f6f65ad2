import {
  apiPaths,
  writerCallStats,
  dailyStats,
  dashboardLive,
  daysQuery,
  ingestionRunsList,
  ingestionRunsQuery,
  topKeywords,
  topKeywordsQuery,
} from '@geulgam/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminRouteDocs, adminRouteErrors, guardAdminRoutes } from '../../plugins/auth/admin-guard.ts';
import { createAdminDashboardService } from './admin-dashboard.service.ts';

const PING_TIMEOUT_MS = 2_000;

export const adminDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  guardAdminRoutes(app);
  const { database, queue, config } = app.deps;
  const service = createAdminDashboardService({
    db: database.db,
    now: app.deps.now,
    live: {
      snapshot: () => app.metrics.snapshot(),
      ping: () =>
        Promise.race([
          database.ping(),
          new Promise<never>((_, reject) =>
            setTimeout(() => reject(new Error('database ping timeout')), PING_TIMEOUT_MS).unref(),
          ),
        ]),
      hasQueue: Boolean(queue),
      ingestIntervalMinutes: config.INGEST_INTERVAL_MINUTES,
    },
  });

  app.get(
    apiPaths.admin.live,
    {
      schema: {
        ...adminRouteDocs,
        summary: '실시간 현황(이 API 프로세스)과 시스템 상태',
        response: { 200: dashboardLive, ...adminRouteErrors },
      },
    },
    async () => service.live(),
  );

  app.get(
    apiPaths.admin.ingestionRuns,
    {
      schema: {
        ...adminRouteDocs,
        summary: '수집 현황: 뉴스 출처별 최근 수집 기록',
        querystring: ingestionRunsQuery,
        response: { 200: ingestionRunsList, ...adminRouteErrors },
      },
    },
    async (request) => service.ingestionRuns(request.query.per_source),
  );

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
    apiPaths.admin.writerCallStats,
    {
      schema: {
        ...adminRouteDocs,
        summary: '글쓰기 제공자 호출 통계',
        querystring: daysQuery,
        response: { 200: writerCallStats, ...adminRouteErrors },
      },
    },
    async (request) => service.providerStats(request.query.days),
  );
};
