import escapeHtml from 'escape-html';
import type { DemoArticle } from './types.ts';
import { demoArticleUrl, demoFeedUrl, demoImageUrl } from './urls.ts';

function paragraphsHtml(body: string): string {
  return body
    .split(/\n{2,}/)
    .map((p) => `<p>${escapeHtml(p.trim())}</p>`)
    .join('\n');
}

/** The RSS 2.0 feed of every article; publication times are offsets from `now`, so the demo always looks fresh. */
export function feedXml(articles: readonly DemoArticle[], publicUrl: string, now: number): string {
  const base = publicUrl.replace(/\/$/, '');
  const items = articles
    .map(
      (a) => `<item>
  <title>${escapeHtml(a.title)}</title>
  <link>${demoArticleUrl(base, a.id)}</link>
  <guid isPermaLink="true">${demoArticleUrl(base, a.id)}</guid>
  <pubDate>${new Date(now - a.publishedHoursAgo * 3_600_000).toUTCString()}</pubDate>
  <category>${a.category}</category>
  <source url="${demoFeedUrl(base)}">${escapeHtml(a.outlet)}</source>
</item>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0"><channel>
<title>글감 데모 뉴스</title><link>${base}/demo-news/</link><description>글감을 위해 직접 쓴 데모 기사 모음</description><language>ko</language>
${items}
</channel></rss>`;
}

/** An article page with the clutter of a real news site (navigation, ads, related links), which extraction must drop. */
export function articleHtml(article: DemoArticle, publicUrl: string): string {
  const imageUrl = (id: string) => demoImageUrl(publicUrl, id);
  const [lead, ...rest] = article.body.split(/\n{2,}/);
  const figures = article.images
    .map(
      (image) =>
        `<figure><img src="${imageUrl(image.id)}" alt="${escapeHtml(image.alt)}"><figcaption>${escapeHtml(image.alt)}</figcaption></figure>`,
    )
    .join('\n');
  return `<!doctype html><html lang="ko"><head><meta charset="utf-8"><title>${escapeHtml(article.title)} - ${escapeHtml(article.outlet)}</title>
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
}
