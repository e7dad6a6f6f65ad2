// Loopback fakes for the stored-XSS test: a news site whose feed, article pages and image URLs carry
// payloads, and an OpenAI-compatible chat server whose drafts carry payloads too.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Payload, PAYLOAD_COUNT, payloads } from './xss-payloads.ts';

export interface FakeServer {
  url: string;
  close(): Promise<void>;
}

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

function closer(server: Server): () => Promise<void> {
  return () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
}

const escapeMarkup = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

// ---------------------------------------------------------------------------------------------
// News site

/** A 1×1 transparent PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** A deterministic PRNG, so every run plants the same articles. */
function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const SYLLABLES = [
  ...'가나다라마바사아자차카타파하고노도로모보소오조초코토포호구누두루무부수우주추쿠투푸후기니디리미비시이지치키티피히강남동량명방상영정창한민서진현수',
];
const ENDINGS = ['했다', '밝혔다', '늘었다', '줄었다', '전했다', '설명했다', '예상된다', '나타났다'];

/** Article text made of words no other article uses, so ingestion neither merges nor dedupes them. */
function filler(random: () => number, sentences: number): string {
  const word = () =>
    Array.from({ length: 2 + Math.floor(random() * 2) }, () => SYLLABLES[Math.floor(random() * SYLLABLES.length)]).join(
      '',
    );
  return Array.from({ length: sentences }, () => {
    const words = Array.from({ length: 5 + Math.floor(random() * 4) }, word).join(' ');
    return `${words} ${Math.floor(random() * 900 + 10)}건이 ${ENDINGS[Math.floor(random() * ENDINGS.length)]}.`;
  }).join(' ');
}

export interface PlantedArticle {
  index: number;
  title: string;
  /** The payload planted in each slot. */
  slots: Record<'title' | 'link' | 'lead' | 'body' | 'alt' | 'src', Payload>;
}

export interface FakeNewsSite extends FakeServer {
  feedUrl: string;
  articles: PlantedArticle[];
  /** Every payload planted in articles. */
  planted: Payload[];
}

const SLOTS = ['title', 'link', 'lead', 'body', 'alt', 'src'] as const;

/** An RSS feed with one article per six payloads: title, link, two paragraphs, image alt and src. */
export async function startFakeNewsSite(): Promise<FakeNewsSite> {
  const planted = payloads(1);
  const articles: PlantedArticle[] = [];
  for (let index = 0; index * SLOTS.length < planted.length; index += 1) {
    const take = (offset: number) => planted[(index * SLOTS.length + offset) % planted.length]!;
    const slots = Object.fromEntries(SLOTS.map((slot, offset) => [slot, take(offset)])) as PlantedArticle['slots'];
    articles.push({ index, title: `${slots.title.text} 점검 기사 ${index + 1}`, slots });
  }

  let base = '';
  const articleLink = (article: PlantedArticle) => `${base}/articles/${article.index}?ref=${article.slots.link.text}`;

  const feed = () => {
    const now = Date.now();
    const items = articles
      .map(
        (article) => `<item>
  <title>${escapeMarkup(article.title)}</title>
  <link>${escapeMarkup(articleLink(article))}</link>
  <guid isPermaLink="false">xss-${article.index}</guid>
  <pubDate>${new Date(now - (article.index + 1) * 60_000).toUTCString()}</pubDate>
  <category>경제</category>
  <source url="${base}/feed.xml">${escapeMarkup(`XSS 일보 ${article.slots.title.text}`)}</source>
</item>`,
      )
      .join('\n');
    return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0"><channel><title>XSS 일보</title><link>${base}/</link><description>payloads</description>
${items}
</channel></rss>`;
  };

  const page = (article: PlantedArticle) => {
    const random = mulberry32(article.index + 1);
    const { lead, body, alt, src } = article.slots;
    const imageSrc = `${base}/img/${article.index}.png?v=${src.text}`;
    return `<!doctype html><html lang="ko"><head><meta charset="utf-8"><title>${escapeMarkup(article.title)}</title>
<meta property="og:image" content="${escapeMarkup(`${base}/img/og-${article.index}.png?alt=${alt.text}`)}"></head>
<body>
<header><nav><a href="/">XSS 일보</a> <a href="${escapeMarkup(`javascript:${article.slots.link.text}`)}">메뉴</a></nav></header>
<main><article>
<h1>${escapeMarkup(article.title)}</h1>
<p>${escapeMarkup(lead.text)} ${filler(random, 4)}</p>
<figure><img src="${escapeMarkup(imageSrc)}" alt="${escapeMarkup(alt.text)}"><figcaption>${escapeMarkup(alt.text)}</figcaption></figure>
<p>${filler(random, 4)}</p>
<p>${escapeMarkup(body.text)} ${filler(random, 4)}</p>
<figure><img src="${escapeMarkup(src.text)}" alt="${escapeMarkup(lead.text)}"></figure>
<p>${filler(random, 3)} <a href="${escapeMarkup(`javascript:${src.text}`)}">${escapeMarkup(body.text)}</a></p>
</article></main>
<!-- The same payloads as live markup, for the extractor to drop. -->
<aside><h3>원본 마크업</h3><div>${lead.text}</div><div>${body.text}</div></aside>
</body></html>`;
  };

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (url.pathname === '/feed.xml') {
      res.writeHead(200, { 'content-type': 'application/rss+xml; charset=utf-8' }).end(feed());
      return;
    }
    const articleMatch = /^\/articles\/(\d+)$/.exec(url.pathname);
    const article = articleMatch ? articles[Number(articleMatch[1])] : undefined;
    if (article) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page(article));
      return;
    }
    if (url.pathname.startsWith('/img/')) {
      res.writeHead(200, { 'content-type': 'image/png' }).end(PNG);
      return;
    }
    res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
  });
  base = await listen(server);
  return { url: base, feedUrl: `${base}/feed.xml`, articles, planted, close: closer(server) };
}

// ---------------------------------------------------------------------------------------------
// OpenAI-compatible chat server

export interface FakeLlm extends FakeServer {
  /** `…/v1`, for LLM_BASE_URL. */
  baseUrl: string;
  /** Chat completions answered so far. */
  calls(): number;
  /** Every payload sent in an answer. */
  sent: Payload[];
}

/** Words every hostile draft keeps after the payloads are cleaned away, to find its text on screen. */
export const LLM_SENTINEL = '안전 확인 문장';

/**
 * A draft whose every field carries payloads next to harmless text. Every fourth answer is not JSON
 * at all (payloads only), so the writer falls back to the offline provider and the post is built from
 * the planted article text instead.
 */
function answer(call: number, sent: Payload[]): string {
  const list = payloads(1000 * (call + 1));
  let next = (call * 26) % PAYLOAD_COUNT;
  const take = () => {
    const payload = list[next % list.length]!;
    next += 1;
    sent.push(payload);
    return payload.text;
  };
  if (call % 4 === 3) return `${take()} ${take()} 형식이 깨진 답이에요`;
  // The harmless text comes first: a cleaner may rightly drop everything after an unclosed tag.
  return JSON.stringify({
    title: `오늘의 XSS 점검 ${call + 1} ${take()}`,
    intro: `${LLM_SENTINEL} ${call + 1}-도입이에요. ${take()} 그리고 ${take()}`,
    summary: [1, 2, 3].map((n) => `${LLM_SENTINEL} 요약 ${n}이에요. ${take()}`),
    sections: [1, 2, 3, 4, 5].map((n) => ({
      heading: `소제목 ${n} ${take()}`,
      paragraphs: [`${LLM_SENTINEL} 본문 ${n}이에요. ${take()} 그리고 ${take()}`],
    })),
    closing: `${LLM_SENTINEL} 마무리예요. ${take()}`,
    tags: [1, 2, 3, 4].map((n) => `태그${n}${take()}`),
  });
}

function wantsStream(body: string): boolean {
  try {
    return (JSON.parse(body) as { stream?: unknown }).stream === true;
  } catch {
    return false;
  }
}

/** The answer as chat completion chunks of a few characters, so the payloads reach the live preview. */
function streamAnswer(res: ServerResponse, content: string) {
  res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache' });
  const characters = Array.from(content);
  let at = 0;
  const next = () => {
    if (res.destroyed) return;
    if (at >= characters.length) {
      res.write(`data: ${JSON.stringify({ choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] })}\n\n`);
      res.end('data: [DONE]\n\n');
      return;
    }
    const piece = characters.slice(at, at + 8).join('');
    at += 8;
    res.write(
      `data: ${JSON.stringify({ choices: [{ index: 0, delta: { content: piece }, finish_reason: null }] })}\n\n`,
    );
    setTimeout(next, 10);
  };
  next();
}

export async function startFakeLlm(): Promise<FakeLlm> {
  let calls = 0;
  const sent: Payload[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
        res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":{"message":"not found"}}');
        return;
      }
      const content = answer(calls, sent);
      calls += 1;
      if (wantsStream(Buffer.concat(chunks).toString('utf8'))) {
        streamAnswer(res, content);
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          id: `chatcmpl-xss-${calls}`,
          object: 'chat.completion',
          created: Math.floor(Date.now() / 1000),
          model: 'fake-xss',
          choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
          usage: { prompt_tokens: 100, completion_tokens: 100, total_tokens: 200 },
        }),
      );
    });
  });
  const url = await listen(server);
  return { url, baseUrl: `${url}/v1`, calls: () => calls, sent, close: closer(server) };
}
