import { describe, expect, it } from 'vitest';
import { parseFeedList } from './news-sources.ts';

const DEMO = 'http://127.0.0.1:8000/demo-news/rss.xml';

describe('NEWS_FEEDS', () => {
  it('reads URLs, category hints and `demo` as the demo newsroom’s feed', () => {
    expect(parseFeedList(' demo , 경제=https://biz.example.com/rss ,https://news.example.com/rss,', DEMO)).toEqual([
      { url: DEMO, categoryHint: null },
      { url: 'https://biz.example.com/rss', categoryHint: '경제' },
      { url: 'https://news.example.com/rss', categoryHint: null },
    ]);
  });

  it('skips `demo` where this deployment does not serve the demo newsroom', () => {
    expect(parseFeedList('demo,https://news.example.com/rss', undefined)).toEqual([
      { url: 'https://news.example.com/rss', categoryHint: null },
    ]);
  });
});
