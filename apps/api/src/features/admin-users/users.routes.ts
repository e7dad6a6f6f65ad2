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
import { guardAdminRoutes } from '../../auth/admin-guard.ts';
import { apiPathPattern } from '../../shared/route-paths.ts';
import { createAdminUsersService } from './users.service.ts';

const tags = ['admin'];
const security = [{ bearer: [] }];
const errors = { 400: errorSchema, 401: errorSchema, 404: errorSchema };

/** Member overview of the admin console (read only). */
export const adminUsersRoutes: FastifyPluginAsyncZod = async (app) => {
  guardAdminRoutes(app);
  const service = createAdminUsersService(app.deps.database.db);

  app.get(
    apiPaths.admin.users,
    {
      schema: {
        tags,
        summary: '회원 목록 (생성 글 수 포함)',
        security,
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
        tags,
        summary: '회원이 생성한 글',
        security,
        params: idParams,
        querystring: userPostsQuery,
        response: { 200: userPosts, ...errors },
      },
    },
    async (request) => service.posts(request.params.id, request.query.limit, request.query.offset),
  );
};
