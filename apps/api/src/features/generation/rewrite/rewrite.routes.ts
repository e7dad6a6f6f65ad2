import { apiPaths, errorSchema, idParams, rewriteBody, rewriteState, rewriteTurn } from '@geulgam/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiPathPattern } from '../../../shared/route-paths.ts';
import { createRewriteService } from './rewrite.service.ts';
import { createOpenAiSectionRewriter } from './section-rewriter.ts';

const security = [{ bearer: [] }];
const errors = { 400: errorSchema, 401: errorSchema, 404: errorSchema };

/** Rewriting part of a post, the rewrite conversation and keeping a version (ADR 039). */
export const rewriteRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app.deps;
  const llm =
    config.LLM_PROVIDER === 'openai' && config.LLM_BASE_URL && config.LLM_MODEL
      ? createOpenAiSectionRewriter({
          baseUrl: config.LLM_BASE_URL,
          model: config.LLM_MODEL,
          apiKey: config.LLM_API_KEY,
          timeoutMs: config.LLM_TIMEOUT_MS,
        })
      : undefined;
  const service = createRewriteService({
    db: app.deps.database.db,
    config,
    logger: app.log,
    views: app.views,
    llm,
  });

  app.get(
    apiPathPattern(apiPaths.myPostRevisions),
    {
      schema: {
        tags: ['posts'],
        summary: '다시 쓸 수 있는 부분과 다시 쓰기 대화',
        security,
        params: idParams,
        response: { 200: rewriteState, ...errors },
      },
    },
    async (request) => service.state((await app.auth.requireMember(request)).id, request.params.id),
  );

  app.post(
    apiPathPattern(apiPaths.myPostRewrite),
    {
      schema: {
        tags: ['posts'],
        summary: '한 부분(또는 AI 모델이 있으면 글 전체) 다시 쓰기: 새 버전을 만들어요',
        security,
        params: idParams,
        body: rewriteBody,
        response: {
          200: rewriteTurn,
          ...errors,
          409: errorSchema,
          422: errorSchema,
          429: errorSchema,
          503: errorSchema,
        },
      },
    },
    async (request) => service.rewrite((await app.auth.requireMember(request)).id, request.params.id, request.body),
  );

  app.post(
    apiPathPattern(apiPaths.myPostKeep),
    {
      schema: {
        tags: ['posts'],
        summary: '이 버전을 대표 버전으로 두기',
        security,
        params: idParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await service.keep((await app.auth.requireMember(request)).id, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
