import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { readPageMeta, type NodeLike } from './page-meta.ts';

const URL_OF_PAGE = 'https://m.news.example/article/123?utm_source=feed#top';
const read = (head: string, body = '') =>
  readPageMeta(
    parseHTML(`<html><head>${head}</head><body>${body}</body></html>`).document as unknown as NodeLike,
    URL_OF_PAGE,
  );

describe('readPageMeta', () => {
  it('takes the outlet from the first metadata that names one', () => {
    const all =
      '<meta property="og:site_name" content="한결경제"><meta property="article:publisher" content="나들이매거진">' +
      '<meta name="author" content="새벽뉴스 김하늘 기자">';
    expect(read(all).outlet).toEqual({ name: '한결경제', from: 'og:site_name' });
    expect(read('<meta property="article:publisher" content="https://www.facebook.com/hangyeol">').outlet).toBeNull();
    expect(read('<meta name="author" content="김하늘 기자">').outlet).toBeNull();
    expect(read('', '<p class="byline">[한결경제=홍길동 기자]</p><p>본문이다.</p>').outlet).toEqual({
      name: '한결경제',
      from: 'byline',
    });
  });

  it('looks past a portal’s own name to the outlet it republishes', () => {
    const naver =
      '<meta property="og:site_name" content="네이버 뉴스"><meta property="og:article:author" content="한결뉴스 | 네이버">';
    expect(read(naver).outlet).toEqual({ name: '한결뉴스', from: 'article:publisher' });
  });

  it('reads the canonical URL, ignoring one that names the home page, and cleans the fallback', () => {
    expect(read('<link rel="canonical" href="/article/123">').canonicalUrl).toBe('https://m.news.example/article/123');
    expect(read('<meta property="og:url" content="https://news.example/article/123">').canonicalUrl).toBe(
      'https://news.example/article/123',
    );
    expect(read('<link rel="canonical" href="https://news.example/">').canonicalUrl).toBeNull();
  });

  it('reads the publication time from article:published_time or JSON-LD', () => {
    const ld = `<script type="application/ld+json">{"@type":"NewsArticle","datePublished":"2025-11-24T08:00:00+09:00"}</script>`;
    expect(read(ld).publishedAt?.toISOString()).toBe('2025-11-23T23:00:00.000Z');
    expect(read('<script type="application/ld+json">{ broken</script>').publishedAt).toBeNull();
  });
});
