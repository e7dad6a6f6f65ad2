import {
  apiPaths,
  errorSchema,
  idParams,
  publishBody,
  publishResponse,
  wordpressConnectBody,
  wordpressIntegration,
} from '@geulgam/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { imageFetcherFor } from '../../proxy/image-fetcher.ts';
import { apiPathPattern } from '../../shared/route-paths.ts';
import { createPublishingService } from './publishing.service.ts';
import type { Transport } from './wordpress-client.ts';

const security = [{ bearer: [] }];
const errors = { 400: errorSchema, 401: errorSchema, 404: errorSchema, 502: errorSchema, 503: errorSchema };

export interface PublishingOptions {
  /** Requests to members' sites: the safe outbound fetch (private addresses only when the operator allows them). */
  transport: Transport;
}

export const publishingRoutes: FastifyPluginAsyncZod<PublishingOptions> = async (app, options) => {
  const images = app.deps.images ?? imageFetcherFor(app.deps.config);
  const service = createPublishingService({
    db: app.deps.database.db,
    config: app.deps.config,
    transport: options.transport,
    loadImage: (url) => images.fetch(url),
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

  app.post(
    apiPathPattern(apiPaths.postPublishWordpress),
    {
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags: ['publishing'],
        summary: '워드프레스에 발행 (다시 발행하면 같은 글을 고쳐요)',
        security,
        params: idParams,
        body: publishBody,
        response: { 200: publishResponse, ...errors },
      },
    },
    async (request) =>
      service.publish((await app.auth.requireMember(request)).id, request.params.id, request.body.status),
  );
};
