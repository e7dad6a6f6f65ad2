import {
  apiPaths,
  errorSchema,
  idParams,
  keywordItem,
  keywordList,
  keywordListQuery,
  messageSchema,
} from '@geulgam/contracts';
import { sharedItemsJson, sharedJsonSerializerCompiler } from '../../shared/shared-json.ts';
import { apiPathPattern } from '../../shared/route-paths.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createKeywordsService } from './keywords.service.ts';

export const keywordsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createKeywordsService(app.deps.database.db, app.views);

  app.get(
    apiPaths.keywords,
    {
      config: { admission: 'queue' },
      schema: {
        tags: ['keywords'],
        summary: '추천 키워드 목록 (방문자 포함)',
        querystring: keywordListQuery,
        response: { 200: keywordList, 400: errorSchema },
      },
      // Pages share their item objects (keywords.service.ts): each is checked against the contract once.
      serializerCompiler: sharedJsonSerializerCompiler(sharedItemsJson(keywordItem)),
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

  app.post(
    apiPathPattern(apiPaths.keywordClick),
    {
      config: { admission: 'queue' },
      schema: {
        tags: ['keywords'],
        summary: '키워드 클릭 기록 (회원·키워드별 한 시간에 한 번)',
        security: [{ bearer: [] }],
        params: idParams,
        response: { 201: messageSchema, 401: errorSchema, 404: errorSchema },
      },
    },
    async (request, reply) => {
      const member = await app.auth.requireMember(request);
      return reply.status(201).send(await service.click(request.params.id, member.id));
    },
  );
};
