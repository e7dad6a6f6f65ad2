import { apiPaths, errorSchema, proxyImageQuery } from '@geulgam/contracts';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../app.ts';
import { registerErrorHandler } from '../plugins/error-handler.ts';
import { ForbiddenError, NotFoundError } from '../shared/errors.ts';
import { createProxyRepository } from './proxy.repository.ts';
import cors from '@fastify/cors';

/**
 * The image proxy listener (PROXY_PORT). It only ever serves images the database knows;
 * fetching and caching them arrives with the content engine.
 */
export async function buildProxyApp(deps: AppDeps, logger?: FastifyBaseLogger): Promise<FastifyInstance> {
  const app = Fastify({
    ...(logger ? { loggerInstance: logger } : { logger: false }),
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  await app.register(cors, { origin: deps.config.WEB_ORIGINS, credentials: true });
  const repository = createProxyRepository(deps.database.db);

  app.get(
    apiPaths.proxyImage,
    { schema: { querystring: proxyImageQuery, response: { 400: errorSchema, 403: errorSchema, 404: errorSchema } } },
    async (request) => {
      if (!(await repository.isKnownImage(request.query.url))) {
        throw new ForbiddenError('이 주소의 이미지는 제공하지 않아요.');
      }
      throw new NotFoundError('이미지를 아직 불러올 수 없어요.');
    },
  );
  await app.ready();
  return app;
}
