import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { escapeHtml } from '../../shared/html.ts';
import { demoArticles } from '../../demo/articles.ts';
import { renderImagePng } from '../../demo/images.ts';
import { DEMO_FEED_PATH, demoImageUrl } from '../../demo/urls.ts';

const IMAGE_CACHE_LIMIT = 400;

function paragraphsHtml(body: string): string {
  return body
    .split(/\n{2,}/)
    .map((p) => `<p>${escapeHtml(p.trim())}</p>`)
    .join('\n');
}

/**
 * The bundled demo newsroom: an RSS feed, article pages with the clutter of a real news site,
 * and generated illustrations. Ingestion reads it over HTTP like any other source.
 */
export const demoFeedRoutes: FastifyPluginAsyncZod = async (app) => {
  const base = app.deps.config.publicApiUrl.replace(/\/$/, '');
  const byId = new Map(demoArticles.map((a) => [a.id, a]));
  const images = new Map<string, Buffer>();
  const imageUrl = (id: string) => demoImageUrl(base, id);

  app.get(DEMO_FEED_PATH, { schema: { hide: true } }, async (_request, reply) => {
    const now = Date.now();
    const items = demoArticles
      .map(
        (a) => `<item>
  <title>${escapeHtml(a.title)}</title>
  <link>${base}/demo-news/articles/${a.id}</link>
  <guid isPermaLink="true">${base}/demo-news/articles/${a.id}</guid>
  <pubDate>${new Date(now - a.publishedHoursAgo * 3_600_000).toUTCString()}</pubDate>
  <category>${a.category}</category>
  <source url="${base}${DEMO_FEED_PATH}">${escapeHtml(a.outlet)}</source>
</item>`,
      )
      .join('\n');
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0"><channel>
<title>글감 데모 뉴스</title><link>${base}/demo-news/</link><description>글감을 위해 직접 쓴 데모 기사 모음</description><language>ko</language>
${items}
</channel></rss>`;
    return reply.type('application/rss+xml; charset=utf-8').send(xml);
  });

  app.get(
    '/demo-news/articles/:id',
    { schema: { hide: true, params: z.object({ id: z.string().max(100) }) } },
    async (request, reply) => {
      const article = byId.get(request.params.id);
      if (!article) return reply.status(404).type('text/html; charset=utf-8').send('<h1>기사를 찾을 수 없어요</h1>');
      const [lead, ...rest] = article.body.split(/\n{2,}/);
      const figures = article.images
        .map(
          (image) =>
            `<figure><img src="${imageUrl(image.id)}" alt="${escapeHtml(image.alt)}"><figcaption>${escapeHtml(image.alt)}</figcaption></figure>`,
        )
        .join('\n');
      const html = `<!doctype html><html lang="ko"><head><meta charset="utf-8"><title>${escapeHtml(article.title)} - ${escapeHtml(article.outlet)}</title>
<meta property="og:title" content="${escapeHtml(article.title)}">
${article.images[0] ? `<meta property="og:image" content="${imageUrl(article.images[0].id)}">` : ''}</head>
<body>
<header><nav><a href="/">${escapeHtml(article.outlet)}</a> <a href="/politics">정치</a> <a href="/economy">경제</a> <a href="/culture">문화</a> <a href="/login">로그인</a></nav></header>
<aside class="ad">광고 · 지금 가입하면 첫 달 무료</aside>
<main><article>
<h1>${escapeHtml(article.title)}</h1>
<p class="byline">${escapeHtml(article.outlet)} · ${escapeHtml(article.category)}</p>
${paragraphsHtml(lead ?? '')}
${figures}
${paragraphsHtml(rest.join('\n\n'))}
</article></main>
<aside><h3>많이 본 뉴스</h3><ul><li><a href="/a">다른 기사 하나</a></li><li><a href="/b">다른 기사 둘</a></li></ul></aside>
<footer><p>© ${escapeHtml(article.outlet)}. 무단 전재 및 재배포 금지.</p></footer>
</body></html>`;
      return reply.type('text/html; charset=utf-8').send(html);
    },
  );

  app.get(
    '/demo-news/images/:file',
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
