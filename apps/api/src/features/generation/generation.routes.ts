import { PassThrough } from 'node:stream';
import { apiPaths, errorSchema, generateBody, generateResponse, type GenerateStreamEvent } from '@geulgam/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PreviewListener } from './providers/provider.ts';
import { generationFailed, type GenerateOptions } from './generation.service.ts';
import { createConfiguredGeneration } from './generation.factory.ts';

const wantsEventStream = (request: FastifyRequest) =>
  (request.headers.accept ?? '').toLowerCase().includes('text/event-stream');

function serverSentEvent({ event, data }: GenerateStreamEvent): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

export const generationRoutes: FastifyPluginAsyncZod = async (app) => {
  const writer = createConfiguredGeneration(app.deps.database.db, app.deps.config, app.log);

  /**
   * The generation as server-sent events (ADR 012). The stream opens with the first event, so
   * anything that fails before it (the database is down, say) is still an ordinary error answer.
   */
  async function streamGeneration(reply: FastifyReply, memberId: number, keywordId: number, options: GenerateOptions) {
    const events = new PassThrough();
    let sentAny = false;
    let open: () => void = () => {};
    const firstEvent = new Promise<void>((resolve) => (open = resolve));
    const send = (event: GenerateStreamEvent) => {
      if (events.destroyed || events.writableEnded) return;
      events.write(serverSentEvent(event));
      sentAny = true;
      open();
    };
    const preview: PreviewListener = {
      preview: (data) => send({ event: 'preview', data }),
      reset: () => send({ event: 'reset', data: {} }),
    };
    const generation = writer.generateForMember(memberId, keywordId, options, preview).then(
      (data) => send({ event: 'result', data }),
      (error: unknown) => {
        if (!sentAny) throw error;
        app.log.error({ err: error, keywordId }, 'generation failed after its stream opened');
        send({ event: 'result', data: generationFailed() });
      },
    );
    await Promise.race([firstEvent, generation]);
    void generation.finally(() => events.end());
    return reply
      .header('content-type', 'text/event-stream; charset=utf-8')
      .header('cache-control', 'no-cache, no-transform')
      .header('x-accel-buffering', 'no')
      .send(events);
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
      if (wantsEventStream(request)) return streamGeneration(reply, member.id, keywordId, options);
      return writer.generateForMember(member.id, keywordId, options);
    },
  );
};
