import type { FastifyPluginAsync } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { demoArticles } from './articles.ts';
import { renderImagePng } from './images.ts';
import { articleHtml, feedXml } from './pages.ts';
import { DEMO_ARTICLE_PATH, DEMO_FEED_PATH, DEMO_IMAGE_PATH } from './urls.ts';

const IMAGE_CACHE_LIMIT = 400;

export interface DemoNewsroomOptions {
  /** The origin these routes are reached at: links in the feed and the pages point there. */
  publicUrl: string;
}

/**
 * The demo newsroom: an RSS feed, article pages with the clutter of a real news site, and
 * generated illustrations. Ingestion reads it over HTTP like any other source.
 */
export const demoNewsroom: FastifyPluginAsync<DemoNewsroomOptions> = async (fastify, options) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Scoped to this plugin: it validates its own zod schemas wherever it is mounted.
  app.setValidatorCompiler(validatorCompiler);
  const byId = new Map(demoArticles.map((a) => [a.id, a]));
  const images = new Map<string, Buffer>();

  app.get(DEMO_FEED_PATH, { schema: { hide: true } }, async (_request, reply) => {
    return reply.type('application/rss+xml; charset=utf-8').send(feedXml(demoArticles, options.publicUrl, Date.now()));
  });

  app.get(
    DEMO_ARTICLE_PATH,
    { schema: { hide: true, params: z.object({ id: z.string().max(100) }) } },
    async (request, reply) => {
      const article = byId.get(request.params.id);
      if (!article) return reply.status(404).type('text/html; charset=utf-8').send('<h1>기사를 찾을 수 없어요</h1>');
      return reply.type('text/html; charset=utf-8').send(articleHtml(article, options.publicUrl));
    },
  );

  app.get(
    DEMO_IMAGE_PATH,
    { schema: { hide: true, params: z.object({ file: z.string().regex(/^[\w.-]{1,100}\.png$/) }) } },
    async (request, reply) => {
      const id = request.params.file.replace(/\.png$/, '');
      const png = images.get(id) ?? renderImagePng(id);
      if (!images.has(id)) {
        if (images.size >= IMAGE_CACHE_LIMIT) images.delete(images.keys().next().value!);
        images.set(id, png);
      }
      return reply.type('image/png').header('cache-control', 'public, max-age=86400').send(png);
    },
  );
};
