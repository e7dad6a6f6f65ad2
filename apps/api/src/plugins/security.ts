import type { IncomingMessage, ServerResponse } from 'node:http';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../config/env.ts';
import type { Db } from '../db/client.ts';
import { TooManyRequestsError } from '../shared/errors.ts';
import { databaseRateLimitStore } from './rate-limit-store.ts';

/**
 * Fastify's `trustProxy` from `TRUST_PROXY`. A hop count becomes "the first n hops are ours" (Fastify itself
 * treats a bare number as trusting nobody); addresses and CIDRs are matched by Fastify as they are.
 */
export function trustProxyOption(
  setting: Config['TRUST_PROXY'],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting !== 'number') return setting;
  return (_address, hop) => hop < setting;
}

/**
 * What helmet does to every response with these options, found once: its middleware run against a response that
 * records the calls. Every value is fixed by the options (no nonces, no per-request directives), so the list is the
 * same for every request. @fastify/helmet built helmet's middleware again on every request (the options checked, the
 * CSP directives parsed), a few per cent of the API's busy time under load (ADR 071).
 */
export function securityHeaders(options: HelmetOptions): ReadonlyArray<readonly [string, string | null]> {
  const recorded: [string, string | null][] = [];
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      recorded.push([name, Array.isArray(value) ? value.join(', ') : String(value)]);
      return response;
    },
    removeHeader(name: string) {
      recorded.push([name, null]);
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return recorded;
}

/**
 * CORS allowlist, security headers and the rate limiter (applied per route via `config.rateLimit`). Limits
 * count in the database (shared by replicas, kept across restarts) per client address, which is the
 * `X-Forwarded-For` entry of the trusted proxy hop when `TRUST_PROXY` is set.
 */
export async function registerSecurity(app: FastifyInstance, config: Config, db: Db) {
  const allowed = new Set(config.WEB_ORIGINS);
  await app.register(cors, {
    origin: (origin, callback) => callback(null, !origin || allowed.has(origin)),
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PATCH', 'PUT', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['Authorization', 'Content-Type', 'X-Request-Id'],
    exposedHeaders: ['Content-Disposition', 'X-Request-Id', 'Retry-After'],
    maxAge: 600,
  });
  const headers = securityHeaders({
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
  // Set on the raw response as helmet sets them, so a route's own `reply.header` (the web app's CSP) still wins.
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) {
      if (value === null) reply.raw.removeHeader(name);
      else reply.raw.setHeader(name, value);
    }
    done();
  });
  await app.register(rateLimit, {
    global: false,
    store: databaseRateLimitStore(db),
    errorResponseBuilder: (_request, context) => new TooManyRequestsError(Math.max(1, Math.ceil(context.ttl / 1000))),
  });
}
