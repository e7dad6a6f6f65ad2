import { demoArticles, demoFeedUrl, demoImageUrl } from '@geulgam/demo-newsroom';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers.ts';

// The newsroom is mounted only when NEWS_FEEDS lists `demo`, and never in production (ADR 014).
const article = demoArticles[0]!;
const paths = [
  new URL(demoFeedUrl('http://x')).pathname,
  `/demo-news/articles/${article.id}`,
  new URL(demoImageUrl('http://x', article.images[0]!.id)).pathname,
];

const PRODUCTION = {
  NODE_ENV: 'production',
  KAKAO_CLIENT_ID: 'kakao-client',
  NAVER_CLIENT_ID: 'naver-client',
  ADMIN_PASSWORD: 'a-real-long-password',
  // Only checked by the config: the test database is handed to the app directly.
  DATABASE_URL: 'postgres://db.invalid/geulgam',
};

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe('the demo newsroom on the API', () => {
  it('serves its feed, article pages and images by default (NEWS_FEEDS=demo)', async () => {
    t = await createTestApp();
    const [feed, page, image] = await Promise.all(paths.map((url) => t!.app.inject({ url })));
    expect(feed!.statusCode).toBe(200);
    expect(feed!.headers['content-type']).toMatch(/^application\/rss\+xml/);
    expect(feed!.body).toContain(`/demo-news/articles/${article.id}</link>`);
    expect(page!.statusCode).toBe(200);
    expect(page!.body).toContain(`<h1>`);
    expect(image!.statusCode).toBe(200);
    expect(image!.headers['content-type']).toBe('image/png');
    const unknown = await t.app.inject({ url: new URL(demoImageUrl('http://x', 'unknown-image')).pathname });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'not_found', detail: expect.stringMatching(/[가-힣]/) });
  });

  it.each([
    ['no feeds', { NEWS_FEEDS: '' }],
    ['real feeds only', { NEWS_FEEDS: 'https://demo.example.com/rss.xml,경제=https://biz.example.com/feed' }],
    ['production, even with NEWS_FEEDS=demo', { ...PRODUCTION, NEWS_FEEDS: 'demo' }],
  ])('has none of its routes with %s', async (_name, env) => {
    t = await createTestApp(env);
    for (const url of paths) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toMatchObject({ code: 'not_found', detail: expect.stringMatching(/[가-힣]/) });
    }
  });
});
