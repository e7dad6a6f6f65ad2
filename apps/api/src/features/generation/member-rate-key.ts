import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * The rate limiter's key for a writing call: per member, not per token, so a second login (a new access token)
 * shares the budget. Requests without a valid member token are counted per address (they end in 401).
 */
export function memberRateKey(app: FastifyInstance) {
  return async (request: FastifyRequest) => {
    const token = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
    const memberId = token ? await app.auth.signer.verifyAccess(token, 'member') : null;
    return memberId ? `member:${memberId}` : `ip:${request.ip}`;
  };
}
