import {
  apiPaths,
  errorSchema,
  generatedDetail,
  generatedList,
  generatedQuery,
  idParams,
  manageBody,
  manageResponse,
} from '@geulgam/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminRouteDocs, adminRouteErrors, currentAdmin, guardAdminRoutes } from '../../plugins/auth/admin-guard.ts';
import { apiPathPattern } from '../../shared/route-paths.ts';
import { createAdminGeneratedService } from './admin-generated.service.ts';

const errors = { ...adminRouteErrors, 404: errorSchema };

/** Generated-post management of the admin console. */
export const adminGeneratedRoutes: FastifyPluginAsyncZod = async (app) => {
  guardAdminRoutes(app);
  const service = createAdminGeneratedService(app.deps.database.db, app.deps.config, app.views);

  app.get(
    apiPaths.admin.generated,
    {
      schema: {
        ...adminRouteDocs,
        summary: '생성된 글 목록 (이메일·제목·공개 여부 필터)',
        querystring: generatedQuery,
        response: { 200: generatedList, ...errors },
      },
    },
    async (request) => {
      const { page, page_size: pageSize, email, title, is_active: isActive } = request.query;
      return service.list({ email, title, isActive }, page, pageSize);
    },
  );

  app.get(
    apiPathPattern(apiPaths.admin.generatedOne),
    {
      schema: {
        ...adminRouteDocs,
        summary: '생성된 글 상세',
        params: idParams,
        response: { 200: generatedDetail, ...errors },
      },
    },
    async (request) => service.detail(request.params.id),
  );

  app.patch(
    apiPathPattern(apiPaths.admin.generatedManage),
    {
      schema: {
        ...adminRouteDocs,
        summary: '생성된 글 비공개 전환 (되돌릴 수 없어요)',
        params: idParams,
        body: manageBody,
        response: { 200: manageResponse, ...errors },
      },
    },
    async (request) => service.hide(currentAdmin(request).id, request.params.id),
  );

  app.delete(
    apiPathPattern(apiPaths.admin.generatedManage),
    {
      schema: {
        ...adminRouteDocs,
        summary: '생성된 글 영구 삭제',
        params: idParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await service.remove(currentAdmin(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
