import type { FastifyInstance } from 'fastify';

/**
 * While the process drains before a shutdown, every new request gets 503 with
 * `Connection: close`: clients and load balancers hear "go elsewhere" instead of a reset.
 */
export function registerDrain(app: FastifyInstance, isDraining: (() => boolean) | undefined) {
  if (!isDraining) return;
  app.addHook('onRequest', async (_request, reply) => {
    if (!isDraining()) return;
    return reply
      .status(503)
      .header('connection', 'close')
      .type('application/json; charset=utf-8')
      .send({ detail: '서버를 다시 시작하는 중이에요. 잠시 후 다시 시도해 주세요.', code: 'service_unavailable' });
  });
}
