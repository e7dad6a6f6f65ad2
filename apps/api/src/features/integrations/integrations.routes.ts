import {
  apiPaths,
  errorSchema,
  wordpressCategoryList,
  wordpressConnectBody,
  wordpressIntegration,
} from '@geulgam/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Transport } from '../../shared/wordpress-client.ts';
import { createIntegrationsService } from './integrations.service.ts';

const security = [{ bearer: [] }];
const errors = { 400: errorSchema, 401: errorSchema, 404: errorSchema, 502: errorSchema, 503: errorSchema };

export interface IntegrationsOptions {
  /** Requests to members' sites: the safe outbound fetch (private addresses only when the operator allows them). */
  transport: Transport;
}

export const integrationsRoutes: FastifyPluginAsyncZod<IntegrationsOptions> = async (app, options) => {
  const service = createIntegrationsService({
    db: app.deps.database.db,
    config: app.deps.config,
    transport: options.transport,
  });

  app.get(
    apiPaths.wordpressIntegration,
    {
      schema: {
        tags: ['publishing'],
        summary: '워드프레스 연동 상태',
        security,
        response: { 200: wordpressIntegration, ...errors },
      },
    },
    async (request) => service.get((await app.auth.requireMember(request)).id),
  );

  app.put(
    apiPaths.wordpressIntegration,
    {
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags: ['publishing'],
        summary: '워드프레스 사이트 연결 (애플리케이션 비밀번호)',
        description:
          '비밀번호는 암호화해 저장하고 응답에 다시 돌려주지 않아요. 틀린 정보는 400, 연결할 수 없는 사이트는 502예요.',
        security,
        body: wordpressConnectBody,
        response: { 200: wordpressIntegration, ...errors },
      },
    },
    async (request) => service.connect((await app.auth.requireMember(request)).id, request.body),
  );

  app.get(
    apiPaths.wordpressCategories,
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['publishing'],
        summary: '연결한 워드프레스 사이트의 카테고리',
        security,
        response: { 200: wordpressCategoryList, ...errors },
      },
    },
    async (request) => service.categories((await app.auth.requireMember(request)).id),
  );

  app.delete(
    apiPaths.wordpressIntegration,
    {
      schema: {
        tags: ['publishing'],
        summary: '워드프레스 연결 해제',
        security,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await service.disconnect((await app.auth.requireMember(request)).id);
      return reply.status(204).send(null);
    },
  );
};
