import { PassThrough } from 'node:stream';
import { apiPaths, errorSchema, generateBody, generateResponse, type GenerateStreamEvent } from '@geulgam/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createEventBatcher } from './event-batcher.ts';
import { generationFailed, type GenerateOptions } from './generation.service.ts';
import { createConfiguredGeneration } from './generation.factory.ts';
import { memberRateKey } from './member-rate-key.ts';

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
   * (and finds it in their posts), so the generation is not cut short with the connection; their leaving is logged
   * at info once the writing ends (ADR 073). Writes are batched (event-batcher.ts): at most one per stream every
   * 50 ms.
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
    // The member closed the page or lost the connection (Fastify destroys the body then): an ordinary end of the
    // answer, not an error. The writing goes on to store the post; its events are no longer serialized.
    let left = false;
    body.once('close', () => {
      if (!body.writableFinished) left = true;
    });
    let result: GenerateStreamEvent | undefined;
    try {
      for (let step = first; !step.done; step = await events.next()) {
        if (step.value.event === 'result') result = step.value;
        if (!left) batcher.push(step.value);
      }
    } catch (error) {
      app.log.error({ err: error, keywordId }, 'generation failed after its stream opened');
      result = { event: 'result', data: generationFailed() };
      if (!left) batcher.push(result);
    } finally {
      if (!left) batcher.flush();
      body.end();
    }
    if (left) {
      const status = result?.event === 'result' ? result.data.status : undefined;
      app.log.info({ keywordId, status }, 'generation stream ended: the member left');
    }
  }

  app.post(
    apiPaths.generate,
    {
      config: {
        rateLimit: {
          max: app.deps.config.GENERATION_RATE_LIMIT,
          timeWindow: '1 minute',
          keyGenerator: memberRateKey(app),
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
