import { apiPaths, errorSchema, keywordList, keywordListQuery } from '@geulgam/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createKeywordsService } from './keywords.service.ts';

export const keywordsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createKeywordsService(app.deps.database.db);

  app.get(
    apiPaths.keywords,
    {
      schema: {
        tags: ['keywords'],
        summary: '추천 키워드 목록 (방문자 포함)',
        querystring: keywordListQuery,
        response: { 200: keywordList, 400: errorSchema },
      },
    },
    async (request) => {
      const member = await app.auth.optionalMember(request);
      return service.list({
        sort: request.query.sort,
        page: request.query.page,
        pageSize: request.query.page_size,
        member: member && { id: member.id, categories: member.categories },
      });
    },
  );
};
