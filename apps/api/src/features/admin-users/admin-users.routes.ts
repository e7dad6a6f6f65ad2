import {
  adminUserList,
  adminUsersQuery,
  apiPaths,
  errorSchema,
  idParams,
  userPosts,
  userPostsQuery,
} from '@geulgam/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminRouteDocs, adminRouteErrors, guardAdminRoutes } from '../../plugins/auth/admin-guard.ts';
import { apiPathPattern } from '../../shared/route-paths.ts';
import { createAdminUsersService } from './admin-users.service.ts';

const errors = { ...adminRouteErrors, 404: errorSchema };

/** Member overview of the admin console (read only). */
export const adminUsersRoutes: FastifyPluginAsyncZod = async (app) => {
  guardAdminRoutes(app);
  const service = createAdminUsersService(app.deps.database.db);

  app.get(
    apiPaths.admin.users,
    {
      schema: {
        ...adminRouteDocs,
        summary: '회원 목록 (생성 글 수 포함)',
        querystring: adminUsersQuery,
        response: { 200: adminUserList, ...errors },
      },
    },
    async (request) => service.list(request.query.page, request.query.page_size),
  );

  app.get(
    apiPathPattern(apiPaths.admin.userGenerated),
    {
      schema: {
        ...adminRouteDocs,
        summary: '회원이 생성한 글',
        params: idParams,
        querystring: userPostsQuery,
        response: { 200: userPosts, ...errors },
      },
    },
    async (request) => service.posts(request.params.id, request.query.limit, request.query.offset),
  );
};
