import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config/env.ts';

/** CORS allowlist, security headers and the rate limiter (applied per route via `config.rateLimit`). */
export async function registerSecurity(app: FastifyInstance, config: Config) {
  const allowed = new Set(config.WEB_ORIGINS);
  await app.register(cors, {
    origin: (origin, callback) => callback(null, !origin || allowed.has(origin)),
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PATCH', 'PUT', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['Authorization', 'Content-Type', 'X-Request-Id'],
    exposedHeaders: ['Content-Disposition', 'X-Request-Id', 'Retry-After'],
    maxAge: 600,
  });
  await app.register(helmet, {
    // The API serves JSON plus the /docs UI; the UI's own assets are same-origin.
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginResourcePolicy: { policy: 'cross-origin' },
  });
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      detail: `요청이 너무 많아요. ${Math.ceil(context.ttl / 1000)}초 후에 다시 시도해 주세요.`,
      code: 'rate_limited',
    }),
  });
}
