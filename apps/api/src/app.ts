import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config/env.ts';
import type { Database } from './db/client.ts';
import type { ImageFetcher } from './proxy/image-fetcher.ts';
import type { JobQueue } from './jobs/queue.ts';
import { regeneratePostJob } from './jobs/registry.ts';
import { registerAuth } from './plugins/auth/auth.plugin.ts';
import { mountDemoNewsroom } from './demo-newsroom.ts';
import { adminAuthRoutes } from './features/admin-auth/admin-auth.routes.ts';
import { adminDashboardRoutes } from './features/admin-dashboard/admin-dashboard.routes.ts';
import { adminGeneratedRoutes } from './features/admin-generated/admin-generated.routes.ts';
import { adminKeywordsRoutes } from './features/admin-keywords/admin-keywords.routes.ts';
import { adminUsersRoutes } from './features/admin-users/admin-users.routes.ts';
import { authRoutes } from './features/auth/auth.routes.ts';
import { emulatorRoutes } from './features/auth/emulator/emulator.routes.ts';
import { accountRoutes } from './features/account/account.routes.ts';
import { integrationsRoutes } from './features/integrations/integrations.routes.ts';
import { postsRoutes } from './features/posts/posts.routes.ts';
import { generationRoutes } from './features/generation/generation.routes.ts';
import { rewriteRoutes } from './features/generation/rewrite/rewrite.routes.ts';
import { topicRoutes } from './features/generation/topic.routes.ts';
import { memberLinkReaderFor } from './features/ingestion/member-links.ts';
import { briefingRoutes } from './features/briefing/briefing.routes.ts';
import { healthRoutes } from './features/health/health.routes.ts';
import { keywordsRoutes } from './features/keywords/keywords.routes.ts';
import { registerAdmission } from './plugins/admission.ts';
import { registerDocs } from './plugins/docs.ts';
import { registerDrain } from './plugins/drain.ts';
import { createMetrics, type Metrics } from './plugins/metrics/metrics.ts';
import { registerMetrics } from './plugins/metrics/metrics.plugin.ts';
import { clientErrors, frameworkErrors, registerErrorHandler } from './plugins/error-handler.ts';
import { registerSecurity, trustProxyOption } from './plugins/security.ts';
import { createCachedViews, type CachedViews } from './shared/cached-views.ts';
import { createSafeFetch } from './shared/safe-fetch.ts';
import type { PdfRenderer } from './features/posts/pdf/pdf-renderer.ts';
import type { Transport } from './shared/wordpress-client.ts';

const REQUEST_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$/;

export interface AppDeps {
  config: Config;
  database: Database;
  /** Absent in tests that do not need jobs. */
  queue?: JobQueue | undefined;
  /**
   * Shared by the image proxy and the PDF export when both run in one process, so an image is
   * downloaded and held in memory once. Each creates its own when absent.
   */
  images?: ImageFetcher | undefined;
  /** True once a shutdown has begun (server.ts): new requests then get 503. */
  isDraining?: (() => boolean) | undefined;
  /** This process's metrics (ADR 023); one per app when absent. */
  metrics?: Metrics | undefined;
  /** Renders post PDFs; a pool of PDF_RENDER_THREADS threads per app when absent (tests count or hold renders). */
  pdfRenderer?: PdfRenderer | undefined;
  /** The clock of the admin console's live figures and status (tests move it). */
  now?: (() => Date) | undefined;
  /**
   * The process's cached views, fed by the change feed (runtime.ts); an app of its own when absent (tests, one
   * process on PGlite).
   */
  views?: CachedViews | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
    /** What this process keeps in memory of the database; services call `invalidate(tag)` when they change it. */
    views: CachedViews;
  }
}

export interface BuildOptions {
  /** The process logger; tests leave it out and log nothing. */
  logger?: FastifyBaseLogger;
}

/** The API: plugins and routes, no listening. `server.ts` listens; tests call `inject()`. */
export async function buildApp(deps: AppDeps, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    ...(options.logger ? { loggerInstance: options.logger } : { logger: false }),
    bodyLimit: deps.config.BODY_LIMIT_BYTES,
    // A caller's `x-request-id` is kept (and echoed) only when it looks like an id; anything else
    // (markup, control characters, a novel) gets a fresh UUID instead of reaching logs and headers.
    requestIdHeader: false,
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    trustProxy: trustProxyOption(deps.config.TRUST_PROXY),
    frameworkErrors,
    clientErrorHandler: clientErrors,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('deps', deps);
  app.decorate('views', deps.views ?? createCachedViews({ singleWriter: deps.database.kind === 'pglite' }));
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  registerErrorHandler(app);
  registerDrain(app, deps.isDraining);
  await registerSecurity(app, deps.config, deps.database.db);
  // After the hooks that answer alone (draining, CORS preflights), before every route's own (the rate limit's count).
  registerAdmission(app, deps.config.API_CONCURRENCY);
  await registerDocs(app);
  const metrics = deps.metrics ?? createMetrics({ now: deps.now && (() => deps.now!().getTime()) });
  registerMetrics(app, metrics, deps.config.METRICS_TOKEN);
  registerAuth(app, deps.config, deps.database.db, app.views, { onMember: (id) => metrics.memberSeen(id) });

  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(accountRoutes);
  await app.register(adminAuthRoutes);
  await app.register(adminDashboardRoutes);
  await app.register(adminKeywordsRoutes, { regenerateJob: regeneratePostJob });
  await app.register(adminGeneratedRoutes);
  await app.register(adminUsersRoutes);
  await app.register(keywordsRoutes);
  await mountDemoNewsroom(app, deps.config);
  await app.register(generationRoutes);
  await app.register(rewriteRoutes);
  // A member's own links are read as ingestion reads a page, with none of the operator's trust (ADR 038).
  await app.register(topicRoutes, { reader: memberLinkReaderFor(deps.config) });
  await app.register(briefingRoutes);
  // A member's WordPress site is an address the member chose: the operator's trusted origins (this API, the feeds,
  // the LLM) are not extended to it, only the private hosts listed for WordPress.
  const memberSiteFetch = createSafeFetch({ trustedOrigins: [], allowHosts: deps.config.WORDPRESS_ALLOW_HOSTS });
  const transport: Transport = (url, init) => memberSiteFetch(url, { ...init, anyStatus: true });
  await app.register(postsRoutes, { transport });
  await app.register(integrationsRoutes, { transport });
  if (!deps.config.isProduction) await app.register(emulatorRoutes);

  if (!deps.metrics) app.addHook('onClose', async () => metrics.close());

  await app.ready();
  return app;
}
