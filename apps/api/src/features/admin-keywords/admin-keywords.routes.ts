import {
  apiPaths,
  errorSchema,
  idParams,
  regenerateBody,
  regenerateDone,
  regenerateQueued,
  adminKeywordDetail,
  adminKeywordTitleBody,
  adminKeywordTitleResponse,
  adminKeywordList,
  adminKeywordPreview,
  adminKeywordsQuery,
  adminKeywordToggleResponse,
} from '@geulgam/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminRouteDocs, adminRouteErrors, currentAdmin, guardAdminRoutes } from '../../plugins/auth/admin-guard.ts';
import { apiPathPattern } from '../../shared/route-paths.ts';
import type { RegenerateJob } from './regenerate.job.ts';
import { createAdminKeywordsService } from './admin-keywords.service.ts';

const errors = { ...adminRouteErrors, 404: errorSchema };

export interface AdminKeywordsOptions {
  regenerateJob: RegenerateJob;
}

/** Keyword ("title") management of the admin console. */
export const adminKeywordsRoutes: FastifyPluginAsyncZod<AdminKeywordsOptions> = async (app, options) => {
  guardAdminRoutes(app);
  const service = createAdminKeywordsService({
    db: app.deps.database.db,
    config: app.deps.config,
    queue: app.deps.queue,
    regenerateJob: options.regenerateJob,
    views: app.views,
  });

  app.get(
    apiPaths.admin.keywords,
    {
      schema: {
        ...adminRouteDocs,
        summary: '키워드 목록 (제목·카테고리 검색)',
        querystring: adminKeywordsQuery,
        response: { 200: adminKeywordList, ...errors },
      },
    },
    async (request) =>
      service.list({
        search: request.query.search,
        sort: request.query.sort,
        page: request.query.page,
        pageSize: request.query.page_size,
      }),
  );

  app.get(
    apiPathPattern(apiPaths.admin.keyword),
    {
      schema: {
        ...adminRouteDocs,
        summary: '키워드 상세 (기사와 최근 생성 글)',
        params: idParams,
        response: { 200: adminKeywordDetail, ...errors },
      },
    },
    async (request) => service.detail(request.params.id),
  );

  app.patch(
    apiPathPattern(apiPaths.admin.keywordTitle),
    {
      schema: {
        ...adminRouteDocs,
        summary: '키워드 제목 수정',
        params: idParams,
        body: adminKeywordTitleBody,
        response: { 200: adminKeywordTitleResponse, ...errors },
      },
    },
    async (request) => service.rename(currentAdmin(request).id, request.params.id, request.body.title),
  );

  app.patch(
    apiPathPattern(apiPaths.admin.keywordToggle),
    {
      schema: {
        ...adminRouteDocs,
        summary: '키워드 공개/비공개 전환',
        params: idParams,
        response: { 200: adminKeywordToggleResponse, ...errors },
      },
    },
    async (request) => service.toggle(currentAdmin(request).id, request.params.id),
  );

  app.get(
    apiPathPattern(apiPaths.admin.keywordPreview),
    {
      schema: {
        ...adminRouteDocs,
        summary: '키워드의 최근 생성 글 미리보기 (없으면 204)',
        params: idParams,
        response: { 200: adminKeywordPreview, 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const preview = await service.preview(request.params.id);
      return preview ? preview : reply.status(204).send(null);
    },
  );

  app.post(
    apiPathPattern(apiPaths.admin.keywordRegenerate),
    {
      schema: {
        ...adminRouteDocs,
        summary: '키워드 글 다시 생성 (작업 대기열)',
        description:
          '작업을 대기열에 넣고 최대 REGENERATE_WAIT_SECONDS(기본 30초) 동안 끝나기를 기다려요. 끝나면 200 ' +
          '`{data:{status:"done", job_id, post_id}}`(미리보기에 새 글이 보여요), 아직이면 202 `{data:{status:"queued", job_id}}`예요.',
        params: idParams,
        // `{}` as the console sends it, or no body at all.
        body: regenerateBody.nullish(),
        response: { 200: regenerateDone, 202: regenerateQueued, 503: errorSchema, ...errors },
      },
    },
    async (request, reply) => {
      const result = await service.regenerate(currentAdmin(request).id, request.params.id);
      return reply.status(result.data.status === 'done' ? 200 : 202).send(result);
    },
  );
};
