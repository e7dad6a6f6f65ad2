import type { FastifyPluginAsync } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { demoArticles } from './articles.ts';
import { createImageStore } from './image-store.ts';
import { renderImagePng } from './images/render.ts';
import { articleHtml, feedXml } from './pages.ts';
import { demoProducts } from './products.ts';
import { DEMO_ARTICLE_PATH, DEMO_FEED_PATH, DEMO_IMAGE_PATH } from './urls.ts';

/** Every picture of the corpus (about 130 PNGs, 9.5 MB in all) fits, so each is drawn once per hour at most. */
const IMAGE_CACHE = { maxBytes: 16 * 1024 * 1024, ttlMs: 60 * 60 * 1000 };

/** The ids the newsroom has pictures for: the articles' images and the products'. */
const imageIds = [
  ...demoArticles.flatMap((article) => article.images.map((image) => image.id)),
  ...demoProducts.map((product) => product.imageId),
];

export interface DemoNewsroomOptions {
  /** The origin these routes are reached at: links in the feed and the pages point there. */
  publicUrl: string;
  /** Draws a picture; tests count the calls. */
  renderImage?: (imageId: string) => Buffer;
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
  const images = createImageStore({ known: imageIds, render: options.renderImage ?? renderImagePng, ...IMAGE_CACHE });

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
      const png = images.png(request.params.file.replace(/\.png$/, ''));
      if (!png) return reply.callNotFound();
      return reply.type('image/png').header('cache-control', 'public, max-age=86400').send(png);
    },
  );
};
