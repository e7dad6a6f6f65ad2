import { createHash, timingSafeEqual } from 'node:crypto';
import { apiPaths } from '@geulgam/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Metrics } from './metrics.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's metrics (ADR 023): `/metrics` and the admin console's live figures read it. */
    metrics: Metrics;
  }
}

/** Calls left out of the console's latency: probes and scrapes say nothing about what members wait for. */
const NOT_LIVE = new Set<string>([apiPaths.health, apiPaths.ready, apiPaths.metrics]);

const digest = (value: string) => createHash('sha256').update(value).digest();

function bearer(request: FastifyRequest): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  return match?.[1] ?? null;
}

/**
 * Times every API request (route pattern, not the raw URL, so ids do not explode the label set) and serves
 * `GET /metrics` in the Prometheus text format to the scrape token (`METRICS_TOKEN`) or a signed-in admin.
 */
export function registerMetrics(app: FastifyInstance, metrics: Metrics, scrapeToken: string | undefined) {
  app.decorate('metrics', metrics);
  const expected = scrapeToken ? digest(scrapeToken) : null;

  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? '(unmatched)';
    metrics.observeRequest(
      { method: request.method, route, status: reply.statusCode },
      reply.elapsedTime,
      !NOT_LIVE.has(route),
    );
  });

  app.get(
    apiPaths.metrics,
    { schema: { tags: ['health'], summary: 'Prometheus 지표 (스크레이프 토큰 또는 관리자 토큰)', hide: true } },
    async (request, reply) => {
      const token = bearer(request);
      const scraper = expected !== null && token !== null && timingSafeEqual(digest(token), expected);
      if (!scraper) await app.auth.requireAdmin(request);
      const body = await metrics.render(app.deps.database.db);
      return reply.header('content-type', metrics.contentType).header('cache-control', 'no-store').send(body);
    },
  );
}
