import {
  apiPaths,
  errorSchema,
  idParams,
  keywordList,
  keywordListQuery,
  type KeywordList,
  messageSchema,
} from '@geulgam/contracts';
import { etagMatches } from '../../shared/etag.ts';
import { apiPathPattern } from '../../shared/route-paths.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
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
        response: { 200: keywordList, 304: z.null(), 400: errorSchema },
      },
    },
    async (request, reply) => {
      const member = await app.auth.optionalMember(request);
      // The page goes out as bytes kept per list version and member view (keywords.service.ts): the 200 answer
      // was checked against the contract when those bytes were made, so no serializer runs here.
      const { body, etag } = await service.listBody({
        sort: request.query.sort,
        page: request.query.page,
        pageSize: request.query.page_size,
        member: member && { id: member.id, categories: member.categories },
      });
      // A member's page differs from a visitor's: no shared cache may keep it, and the browser asks again each
      // time with the ETag it has (the API client's fetch does that on its own); an unchanged page is a 304.
      const vary = reply.getHeader('vary');
      reply
        .header('etag', etag)
        .header('cache-control', 'private, no-cache')
        .header('vary', vary ? `${String(vary)}, Authorization` : 'Authorization');
      if (etagMatches(request.headers['if-none-match'], etag)) return reply.status(304).send(null);
      // Fastify sends a Buffer as it is; these bytes are a `keywordList` (the type says what they hold).
      return reply.type('application/json; charset=utf-8').send(body as unknown as KeywordList);
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
