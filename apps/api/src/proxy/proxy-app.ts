import { apiPaths, errorSchema, proxyImageQuery } from '@geulgam/contracts';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../app.ts';
import { registerDrain } from '../plugins/drain.ts';
import { clientErrors, registerErrorHandler } from '../plugins/error-handler.ts';
import { AppError, ForbiddenError, NotFoundError } from '../shared/errors.ts';
import { ImageFetchError, imageFetcherFor } from './image-fetcher.ts';
import { createProxyRepository } from './proxy.repository.ts';
import cors from '@fastify/cors';
import { z } from 'zod';

/**
 * The image proxy listener (PROXY_PORT). It only ever serves images the database knows
 * (article and post images), fetched through the safe outbound fetch (public addresses and the configured
 * origins only), cached.
 */
export async function buildProxyApp(deps: AppDeps, logger?: FastifyBaseLogger): Promise<FastifyInstance> {
  const app = Fastify({
    ...(logger ? { loggerInstance: logger } : { logger: false }),
    routerOptions: { ignoreTrailingSlash: true },
    clientErrorHandler: clientErrors,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerDrain(app, deps.isDraining);
  await app.register(cors, { origin: deps.config.WEB_ORIGINS, credentials: true });
  const repository = createProxyRepository(deps.database.db);
  const fetcher = deps.images ?? imageFetcherFor(deps.config);

  app.get(
    apiPaths.proxyImage,
    {
      schema: {
        querystring: proxyImageQuery,
        response: {
          200: z.any(),
          400: errorSchema,
          403: errorSchema,
          404: errorSchema,
          502: errorSchema,
          504: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const { url } = request.query;
      if (!(await repository.isKnownImage(url))) {
        throw new ForbiddenError('이 주소의 이미지는 제공하지 않아요.');
      }
      try {
        const image = await fetcher.fetch(url);
        return reply
          .type(image.contentType)
          .header('cache-control', 'public, max-age=86400, immutable')
          .header('x-content-type-options', 'nosniff')
          .header('content-security-policy', "default-src 'none'")
          .send(image.body);
      } catch (error) {
        if (error instanceof ImageFetchError) {
          if (error.status === 403) throw new ForbiddenError('이 주소의 이미지는 제공하지 않아요.');
          if (error.status === 404) throw new NotFoundError('이미지를 찾을 수 없어요.');
          if (error.status === 504) throw new AppError(504, 'gateway_timeout', '이미지 서버가 제때 답하지 않았어요.');
          throw new AppError(502, 'bad_gateway', '이미지를 불러오지 못했어요.');
        }
        throw error;
      }
    },
  );
  await app.ready();
  return app;
}
