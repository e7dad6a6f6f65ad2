/*
 * An evaluation set served as a news site on loopback and read back through the real ingestion path:
 * one RSS feed titled like an aggregator, one HTML page per article that names its outlet the way the
 * set says (og:site_name, article:publisher, JSON-LD publisher, author meta, a byline line only, or
 * nothing but the feed item's <source>). The feed parser and `readArticle` then decide each outlet.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import escapeHtml from 'escape-html';
import { parseFeed } from '../../src/features/ingestion/feed-parser.ts';
import { readArticle } from '../../src/features/ingestion/read-article.ts';

export interface PageMetaSpec {
  og_site_name?: string;
  article_publisher?: string;
  jsonld_publisher?: string;
  author_meta?: string;
  byline_only?: boolean;
  feed_source?: string;
}

export interface SiteArticle {
  id: string;
  outlet: string;
  title: string;
  body: string;
  publishedAt: Date;
  images: { id: string; alt: string }[];
  page?: PageMetaSpec;
}

export interface IngestedArticle {
  id: string;
  outlet: string;
  title: string;
  body: string;
  publishedAt: Date;
  images: number;
}

function articlePage(article: SiteArticle, origin: string): string {
  const page = article.page ?? { og_site_name: article.outlet };
  const head: string[] = [`<title>${escapeHtml(article.title)}</title>`];
  if (page.og_site_name) head.push(`<meta property="og:site_name" content="${escapeHtml(page.og_site_name)}">`);
  if (page.article_publisher)
    head.push(`<meta property="article:publisher" content="${escapeHtml(page.article_publisher)}">`);
  if (page.author_meta) head.push(`<meta name="author" content="${escapeHtml(page.author_meta)}">`);
  if (page.jsonld_publisher) {
    const data = {
      '@context': 'https://schema.org',
      '@type': 'NewsArticle',
      headline: article.title,
      publisher: { '@type': 'Organization', name: page.jsonld_publisher },
    };
    head.push(`<script type="application/ld+json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`);
  }
  const paragraphs = article.body
    .split(/\n\n+/)
    .map((p) => `<p>${escapeHtml(p)}</p>`)
    .join('\n');
  const figures = article.images
    .map(
      (image) =>
        `<figure><img src="${origin}/img/${encodeURIComponent(image.id)}.jpg" alt="${escapeHtml(image.alt)}"><figcaption>${escapeHtml(image.alt)}</figcaption></figure>`,
    )
    .join('\n');
  return `<!doctype html><html lang="ko"><head><meta charset="utf-8">${head.join('')}</head><body>
<header><nav><a href="/">홈</a></nav></header>
<main><article><h1>${escapeHtml(article.title)}</h1>
${figures}
${paragraphs}
</article></main><footer>모아보기</footer></body></html>`;
}

function feed(articles: SiteArticle[], origin: string, title: string): string {
  const items = articles
    .map((article) => {
      const source = article.page?.feed_source
        ? `<source url="${origin}/">${escapeHtml(article.page.feed_source)}</source>`
        : '';
      return `<item><title>${escapeHtml(article.title)}</title><link>${origin}/articles/${encodeURIComponent(article.id)}</link><pubDate>${article.publishedAt.toUTCString()}</pubDate>${source}</item>`;
    })
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"><channel><title>${escapeHtml(title)}</title><link>${origin}/</link>${items}</channel></rss>`;
}

/** Serves the set on loopback until `close()`: its feed at `/feed.xml`, each article at `urlOf(id)`. */
export async function serveSite(articles: SiteArticle[], feedTitle: string, port = 0) {
  const byId = new Map(articles.map((a) => [a.id, a]));
  let origin = '';
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', origin);
    if (url.pathname === '/feed.xml') {
      response.writeHead(200, { 'content-type': 'application/rss+xml; charset=utf-8' });
      response.end(feed(articles, origin, feedTitle));
      return;
    }
    const match = /^\/articles\/(.+)$/.exec(url.pathname);
    const article = match ? byId.get(decodeURIComponent(match[1]!)) : undefined;
    if (!article) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(articlePage(article, origin));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    urlOf: (id: string) => `${origin}/articles/${encodeURIComponent(id)}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Serves the set, reads it back as ingestion does, and stops the server. */
export async function ingestThroughSite(
  articles: SiteArticle[],
  feedTitle: string,
  port = 0,
): Promise<IngestedArticle[]> {
  const byId = new Map(articles.map((a) => [a.id, a]));
  const site = await serveSite(articles, feedTitle, port);
  try {
    const parsed = parseFeed(await (await fetch(`${site.origin}/feed.xml`)).text());
    const read: IngestedArticle[] = [];
    for (const item of parsed.items) {
      const response = await fetch(item.url);
      const page = { url: response.url, text: await response.text(), charset: 'utf-8', charsetFrom: 'header' as const };
      const article = readArticle(item, page);
      const id = decodeURIComponent(item.url.split('/articles/')[1] ?? '');
      read.push({
        id,
        outlet: article.outlet,
        title: article.title,
        body: article.body,
        publishedAt: article.publishedAt ?? byId.get(id)!.publishedAt,
        images: article.images.length,
      });
    }
    return read;
  } finally {
    await site.close();
  }
}
