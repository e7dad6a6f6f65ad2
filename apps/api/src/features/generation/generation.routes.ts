import { PassThrough } from 'node:stream';
import { apiPaths, errorSchema, generateBody, generateResponse, type GenerateStreamEvent } from '@geulgam/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createEventBatcher } from './event-batcher.ts';
import { generationFailed, type GenerateOptions } from './generation.service.ts';
import { createConfiguredGeneration } from './generation.factory.ts';

const wantsEventStream = (request: FastifyRequest) =>
  (request.headers.accept ?? '').toLowerCase().includes('text/event-stream');

export const generationRoutes: FastifyPluginAsyncZod = async (app) => {
  const writer = createConfiguredGeneration(app.deps.database.db, app.deps.config, app.log, app.views);

  /**
   * The generation's events as server-sent events (ADR 012). The stream opens with the first event, so
   * anything that fails before it (the database is down, say) is still an ordinary error answer.
   */
  async function streamGeneration(reply: FastifyReply, events: AsyncIterator<GenerateStreamEvent>, keywordId: number) {
    const first = await events.next();
    const body = new PassThrough();
    void pipeEvents(first, events, body, keywordId);
    return reply
      .header('content-type', 'text/event-stream; charset=utf-8')
      .header('cache-control', 'no-cache, no-transform')
      .header('x-accel-buffering', 'no')
      .send(body);
  }

  /**
   * Writes every event to the body, to the end: a member who leaves mid-stream still gets the post stored
   * (and finds it in their posts), so the generation is not cut short with the connection. Writes are batched
   * (event-batcher.ts): at most one per stream every 50 ms.
   */
  async function pipeEvents(
    first: IteratorResult<GenerateStreamEvent>,
    events: AsyncIterator<GenerateStreamEvent>,
    body: PassThrough,
    keywordId: number,
  ) {
    const batcher = createEventBatcher((chunk) => {
      if (!body.destroyed && !body.writableEnded) body.write(chunk);
    });
    try {
      for (let step = first; !step.done; step = await events.next()) batcher.push(step.value);
    } catch (error) {
      app.log.error({ err: error, keywordId }, 'generation failed after its stream opened');
      batcher.push({ event: 'result', data: generationFailed() });
    } finally {
      batcher.flush();
      body.end();
    }
  }

  app.post(
    apiPaths.generate,
    {
      config: {
        rateLimit: {
          max: app.deps.config.GENERATION_RATE_LIMIT,
          timeWindow: '1 minute',
          // Per member, not per token: a second login (a new access token) shares the budget.
          // Requests without a valid member token are counted per address (they end in 401).
          keyGenerator: async (request) => {
            const token = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
            const memberId = token ? await app.auth.signer.verifyAccess(token, 'member') : null;
            return memberId ? `member:${memberId}` : `ip:${request.ip}`;
          },
        },
      },
      schema: {
        tags: ['posts'],
        summary: '키워드로 글 생성 (같은 옵션이면 최신 버전을, 다시 생성이나 다른 옵션이면 새 버전을 돌려줘요)',
        description:
          '`Accept: text/event-stream`이면 JSON 대신 server-sent events로 답해요: 글을 쓰는 동안 `preview`(읽을 수 있는 본문 조각), 필요하면 `reset`, 마지막에 이 JSON과 같은 `result`.',
        security: [{ bearer: [] }],
        body: generateBody,
        response: { 200: generateResponse, 400: errorSchema, 401: errorSchema, 409: errorSchema, 429: errorSchema },
      },
    },
    async (request, reply) => {
      const member = await app.auth.requireMember(request);
      const { keyword_id: keywordId, tone, length, regenerate } = request.body;
      const options: GenerateOptions = { tone, length, regenerate };
      if (wantsEventStream(request)) {
        const events = writer.generate(member.id, keywordId, options)[Symbol.asyncIterator]();
        return streamGeneration(reply, events, keywordId);
      }
      return writer.generateForMember(member.id, keywordId, options);
    },
  );
};
