import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { parseFeed } from './feed-parser.ts';
import { createPageReader } from './page-reader.ts';
import { readArticle } from './read-article.ts';

const PAGE = `<!doctype html><html><head><title>시험 기사 | 글감일보</title>
<meta property="og:title" content="시험 기사"><meta property="og:site_name" content="글감일보">
<link rel="canonical" href="https://news.example.com/a/1"></head><body><article><h1>시험 기사</h1>
<p>서울시가 오늘 한강공원 세 곳에 새 자전거 도로를 열었다. 길이는 모두 12킬로미터다.</p>
<p>시는 다음 달까지 안내판을 달고, 주말에는 자원봉사자를 배치해 이용객을 돕기로 했다.</p>
<p>이용객들은 출퇴근길이 짧아졌다며 반겼고, 일부는 보행로와 겹치는 구간의 안전을 걱정했다.</p>
</article></body></html>`;
const FEED = `<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"><channel><title>글감일보</title>
<link>https://news.example.com/</link><item><title>시험 기사</title><link>https://news.example.com/a/1</link>
<pubDate>Thu, 26 Nov 2026 06:00:00 +0900</pubDate></item></channel></rss>`;

describe('page reader: feeds and pages read in a process of its own', () => {
  const reader = createPageReader({ idleMs: 50 });
  afterAll(() => reader.close());
  const item = {
    url: 'https://news.example.com/a/1',
    title: '시험 기사',
    publishedAt: null,
    category: null,
    outlet: null,
  };
  const page = {
    url: 'https://news.example.com/a/1?utm_source=x',
    text: PAGE,
    charset: 'utf-8',
    charsetFrom: 'header' as const,
  };

  it('reads a page and a feed as the functions do in the process itself', async () => {
    expect(reader.running).toBe(false);
    const article = await reader.readArticle(item, page);
    expect(article).toEqual(readArticle(item, page));
    expect(article.body).toContain('자전거 도로');
    const feed = await reader.parseFeed(FEED, 'https://news.example.com/rss');
    expect(feed).toEqual(parseFeed(FEED, 'https://news.example.com/rss'));
    expect(feed.items[0]!.publishedAt).toBeInstanceOf(Date);
  });

  it('fails with the parser’s own message', async () => {
    let inProcess = '';
    try {
      parseFeed('<html>not a feed</html>', 'https://news.example.com/rss');
    } catch (error) {
      inProcess = (error as Error).message;
    }
    expect(inProcess).not.toBe('');
    await expect(reader.parseFeed('<html>not a feed</html>', 'https://news.example.com/rss')).rejects.toThrow(
      new Error(inProcess),
    );
  });

  it('ends its process once idle, and starts one again for the next page', async () => {
    await reader.readArticle(item, page);
    while (reader.running) await new Promise((resolve) => setTimeout(resolve, 20));
    expect((await reader.readArticle(item, page)).title).toBe('시험 기사');
    expect(reader.running).toBe(true);
  });

  it('can be started ahead of its first read, and still ends once idle', async () => {
    const own = createPageReader({ idleMs: 50 });
    own.warm();
    expect(own.running).toBe(true);
    while (own.running) await new Promise((resolve) => setTimeout(resolve, 20));
    own.warm();
    expect((await own.readArticle(item, page)).title).toBe('시험 기사');
    await own.close();
  });

  it('ends its process when closed; reads still out fail, the next read starts a new one', async () => {
    const own = createPageReader();
    const out = expect(own.readArticle(item, page)).rejects.toThrow(/page reader/);
    await own.close();
    await out;
    expect(own.running).toBe(false);
    expect((await own.readArticle(item, page)).title).toBe('시험 기사');
    expect(own.running).toBe(true);
    await own.close();
    expect(own.running).toBe(false);
  });

  it('is what ingestion and a member’s links use: none of them loads the parsers into the API itself', () => {
    // A value import of these would bring linkedom, Readability or fast-xml-parser back into the API's heap.
    const parsers = /^import (?!type )[^;]*from '\.\/(extract|feed-parser|read-article)\.ts'/m;
    for (const file of [
      'ingest.service.ts',
      'news-sources.ts',
      'member-links.ts',
      'page-reader.ts',
      'ingest.runner.ts',
    ]) {
      expect(readFileSync(new URL(`./${file}`, import.meta.url), 'utf8')).not.toMatch(parsers);
    }
  });
});
