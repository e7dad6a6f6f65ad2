// Third-party adapters against loopback fakes that speak each API's shape:
// Naver news search (ingestion), Naver Shopping, Coupang Partners, Kakao image search.
import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { articles, keywords, newsSources } from '../src/db/schema.ts';
import { runIngestion } from '../src/features/ingestion/ingest.runner.ts';
import { naverNewsSource, parseNaverQueries } from '../src/features/ingestion/news-sources.ts';
import { createKakaoImageSearch } from '../src/features/generation/images/image-picker.ts';
import { createCoupangSource } from '../src/features/generation/products/coupang-partners.ts';
import { createNaverShoppingSource } from '../src/features/generation/products/naver-shopping.ts';
import { withCache, type ProductQuery } from '../src/features/generation/products/product-source.ts';
import { startFakeServer, type RecordedRequest } from './fake-http-server.ts';
import { createTestApp, type TestApp } from './helpers.ts';

const logger = pino({ level: 'silent' }) as unknown as FastifyBaseLogger;
type Fake = Awaited<ReturnType<typeof startFakeServer>>;
const fakes: Fake[] = [];
async function fake(handle: (request: RecordedRequest) => { status?: number; json?: unknown; html?: string }) {
  const server = await startFakeServer(handle);
  fakes.push(server);
  return server;
}
afterEach(async () => {
  await Promise.all(fakes.splice(0).map((server) => server.close()));
});

const query: ProductQuery = { keyword: '전기차 충전', category: '자동차', terms: ['전기차', '충전'] };

/** A news page long enough for Readability, written for this test. */
function articlePage(title: string, paragraphs: string[]) {
  return `<!doctype html><html lang="ko"><head><title>${title}</title></head><body>
    <nav><a href="/">홈</a> <a href="/economy">경제</a></nav>
    <article><h1>${title}</h1>${paragraphs.map((p) => `<p>${p}</p>`).join('')}
    <img src="/images/chart.png" alt="금리 추이 그래프"></article>
    <footer>무단 전재 금지</footer></body></html>`;
}
const rateStory = [
  '한국은행이 기준금리를 연 3.25%로 유지하기로 했다. 금융통화위원회는 물가 상승률이 목표 수준에 가까워졌지만 가계부채 증가세가 여전히 빠르다고 판단했다.',
  '시장에서는 내년 상반기 중 한 차례 인하가 있을 것으로 내다보는 시각이 많다. 다만 환율 변동성이 커진 점은 변수로 꼽힌다.',
  '은행권은 주택담보대출 금리를 당분간 현 수준으로 묶어 둘 계획이다. 전문가들은 대출자들이 고정금리와 변동금리의 차이를 꼼꼼히 따져 볼 필요가 있다고 조언했다.',
];

describe('Naver news search source', () => {
  it('asks for the newest items with the keys and turns them into feed items', async () => {
    const server = await fake(() => ({
      json: {
        items: [
          {
            title: '<b>기준금리</b> 동결&quot;가계부채 부담&quot;',
            originallink: 'https://news.example.com/a/1',
            link: 'https://n.news.naver.com/article/1',
            pubDate: 'Sun, 22 Nov 2026 09:30:00 +0900',
          },
          { title: '원문 없는 기사', originallink: '', link: 'https://n.news.naver.com/article/2' },
          { title: '이상한 링크', originallink: 'javascript:alert(1)', link: 'ftp://nope' },
        ],
      },
    }));
    const source = naverNewsSource({
      query: '기준금리',
      category: '경제',
      clientId: 'id-1',
      clientSecret: 'secret-1',
      baseUrl: server.baseUrl,
    });
    const items = await source.items();

    const [request] = server.requests;
    expect(request!.url.pathname).toBe('/v1/search/news.json');
    expect(request!.url.searchParams.get('query')).toBe('기준금리');
    expect(request!.url.searchParams.get('sort')).toBe('date');
    expect(request!.headers['x-naver-client-id']).toBe('id-1');
    expect(request!.headers['x-naver-client-secret']).toBe('secret-1');
    expect(items).toEqual([
      {
        url: 'https://news.example.com/a/1',
        title: '기준금리 동결"가계부채 부담"',
        publishedAt: new Date('2026-11-22T00:30:00Z'),
        category: '경제',
        outlet: null,
      },
      {
        url: 'https://n.news.naver.com/article/2',
        title: '원문 없는 기사',
        publishedAt: null,
        category: '경제',
        outlet: null,
      },
    ]);
  });

  it('fails the source on an HTTP error', async () => {
    const server = await fake(() => ({ status: 401, json: { errorMessage: 'Authentication failed' } }));
    const source = naverNewsSource({
      query: '야구',
      category: null,
      clientId: 'x',
      clientSecret: 'y',
      baseUrl: server.baseUrl,
    });
    await expect(source.items()).rejects.toThrow('HTTP 401');
  });

  it('reads NAVER_NEWS_QUERIES, defaulting to one query per category', () => {
    expect(parseNaverQueries('경제=기준금리, 맛집=성수동 맛집, 전기차')).toEqual([
      { query: '기준금리', category: '경제' },
      { query: '성수동 맛집', category: '맛집' },
      { query: '전기차', category: null },
    ]);
    expect(parseNaverQueries('').map((q) => q.query)).toHaveLength(9);
  });

  describe('in an ingestion run', () => {
    let t: TestApp;
    let server: Fake;
    beforeAll(async () => {
      server = await startFakeServer((request) => {
        if (request.url.pathname === '/v1/search/news.json')
          return {
            json: {
              items: [1, 2].map((n) => ({
                title: `<b>기준금리</b> 동결 소식 ${n}`,
                originallink: `${server.baseUrl}/news/${n}`,
                link: `${server.baseUrl}/naver/${n}`,
                pubDate: new Date(Date.now() - n * 3600_000).toUTCString(),
              })),
            },
          };
        if (request.url.pathname === '/news/1') return { html: articlePage('기준금리 동결', rateStory) };
        if (request.url.pathname === '/news/2')
          return {
            html: articlePage(
              '한은, 금리 또 묶었다',
              [...rateStory].reverse().map((p) => `${p} 현장 분위기도 전했다.`),
            ),
          };
        return { status: 404, html: 'not found' };
      });
      t = await createTestApp({
        NEWS_FEEDS: '',
        NAVER_SEARCH_CLIENT_ID: 'id',
        NAVER_SEARCH_CLIENT_SECRET: 'secret',
        NAVER_SEARCH_API_BASE: server.baseUrl,
        NAVER_NEWS_QUERIES: '경제=기준금리',
      });
    });
    afterAll(async () => {
      await t?.close();
      await server?.close();
    });

    it('stores the outlets’ pages, in the query’s category, as one story', async () => {
      const report = await runIngestion(t.database.db, t.config, logger, { demoFeedUrl: undefined });
      expect(report).toMatchObject({ sources: 1, items: 2, stored: 2, failed: 0, keywordsCreated: 1 });

      const stored = await t.database.db.select().from(articles);
      expect(stored.map((a) => a.url).sort()).toEqual([`${server.baseUrl}/news/1`, `${server.baseUrl}/news/2`]);
      expect(stored.every((a) => a.category === '경제')).toBe(true);
      expect(stored[0]!.body).toContain('3.25%');
      expect(stored[0]!.body).not.toContain('무단 전재');
      expect(stored[0]!.images[0]).toEqual({ url: `${server.baseUrl}/images/chart.png`, alt: '금리 추이 그래프' });
      const [source] = await t.database.db.select().from(newsSources);
      expect(source).toMatchObject({ kind: 'naver', lastStatus: 'ok: 2 stored, 0 duplicates, 0 failed' });
      const [keyword] = await t.database.db.select().from(keywords).where(eq(keywords.category, '경제'));
      expect(keyword).toBeDefined();

      const again = await runIngestion(t.database.db, t.config, logger, { demoFeedUrl: undefined });
      expect(again).toMatchObject({ stored: 0, duplicates: 2, keywordsCreated: 0 });
    });
  });
});

describe('Naver Shopping source', () => {
  it('sends the keys and maps items without markup', async () => {
    const server = await fake(() => ({
      json: {
        items: [
          {
            title: '휴대용 <b>전기차</b> 충전 케이블',
            link: 'https://shopping.example.com/p/1',
            image: 'https://shopping.example.com/p/1.jpg',
            lprice: '129000',
            mallName: '글감몰',
          },
          { title: '이름만 있는 상품', link: 'https://shopping.example.com/p/2' },
        ],
      },
    }));
    const source = createNaverShoppingSource({ clientId: 'cid', clientSecret: 'csecret', baseUrl: server.baseUrl });
    const products = await source.find(query, 2);

    const [request] = server.requests;
    expect(request!.url.pathname).toBe('/v1/search/shop.json');
    expect(request!.url.searchParams.get('query')).toBe('전기차 충전');
    expect(request!.url.searchParams.get('display')).toBe('2');
    expect(request!.headers['x-naver-client-id']).toBe('cid');
    expect(request!.headers['x-naver-client-secret']).toBe('csecret');
    expect(products).toEqual([
      {
        name: '휴대용 전기차 충전 케이블',
        url: 'https://shopping.example.com/p/1',
        image_url: 'https://shopping.example.com/p/1.jpg',
        price: 129000,
        mall: '글감몰',
      },
      { name: '이름만 있는 상품', url: 'https://shopping.example.com/p/2' },
    ]);
  });

  it('throws on an HTTP error and on a malformed answer', async () => {
    const failing = await fake(() => ({ status: 429, json: { errorMessage: 'rate' } }));
    await expect(
      createNaverShoppingSource({ clientId: 'a', clientSecret: 'b', baseUrl: failing.baseUrl }).find(query, 2),
    ).rejects.toThrow('HTTP 429');
    const malformed = await fake(() => ({ json: { items: [{ title: 1 }] } }));
    await expect(
      createNaverShoppingSource({ clientId: 'a', clientSecret: 'b', baseUrl: malformed.baseUrl }).find(query, 2),
    ).rejects.toThrow();
  });

  it('is asked once per query while the cache holds', async () => {
    const server = await fake(() => ({ json: { items: [{ title: '상품', link: 'https://s.example.com/1' }] } }));
    const cached = withCache(createNaverShoppingSource({ clientId: 'a', clientSecret: 'b', baseUrl: server.baseUrl }));
    await cached.find(query, 2);
    await cached.find(query, 2);
    await cached.find({ ...query, keyword: '캠핑카' }, 2);
    expect(server.requests).toHaveLength(2);
  });
});

describe('Coupang Partners source', () => {
  it('signs each request with the CEA HMAC the gateway can verify', async () => {
    const secret = 'coupang-secret';
    const server = await fake((request) => {
      const auth = String(request.headers.authorization ?? '');
      const fields = Object.fromEntries(
        auth
          .replace(/^CEA /, '')
          .split(', ')
          .map((pair) => pair.split('=') as [string, string]),
      );
      const message = `${fields['signed-date']}${request.method}${request.url.pathname}${request.url.search.slice(1)}`;
      const expected = createHmac('sha256', secret).update(message).digest('hex');
      if (
        fields.algorithm !== 'HmacSHA256' ||
        fields['access-key'] !== 'coupang-access' ||
        fields.signature !== expected
      )
        return { status: 401, json: { message: 'bad signature' } };
      return {
        json: {
          rCode: '0',
          data: {
            productData: [
              {
                productName: '차량용 무선 충전 거치대',
                productUrl: 'https://link.coupang.com/a/1',
                productImage: 'https://img.coupang.com/1.jpg',
                productPrice: 35900,
              },
            ],
          },
        },
      };
    });
    const source = createCoupangSource({ accessKey: 'coupang-access', secretKey: secret, baseUrl: server.baseUrl });
    const products = await source.find(query, 3);

    const [request] = server.requests;
    expect(request!.url.pathname).toBe('/v2/providers/affiliate_open_api/apis/openapi/v1/products/search');
    expect(request!.url.searchParams.get('keyword')).toBe('전기차 충전');
    expect(request!.url.searchParams.get('limit')).toBe('3');
    expect(String(request!.headers.authorization)).toMatch(/signed-date=\d{6}T\d{6}Z/);
    expect(products).toEqual([
      {
        name: '차량용 무선 충전 거치대',
        url: 'https://link.coupang.com/a/1',
        image_url: 'https://img.coupang.com/1.jpg',
        price: 35900,
        mall: '쿠팡',
      },
    ]);
  });

  it('throws when the gateway refuses the signature', async () => {
    const server = await fake(() => ({ status: 401, json: { message: 'bad signature' } }));
    const source = createCoupangSource({ accessKey: 'a', secretKey: 'b', baseUrl: server.baseUrl });
    await expect(source.find(query, 3)).rejects.toThrow('HTTP 401');
  });
});

describe('Kakao image search', () => {
  it('sends the REST key and keeps only http(s) images with a described alt and a credit', async () => {
    const server = await fake(() => ({
      json: {
        documents: [
          { image_url: 'https://img.example.com/ev.jpg', display_sitename: '자동차 뉴스' },
          { image_url: 'data:image/png;base64,AAAA' },
          { image_url: 'http://img.example.com/plain.jpg' },
        ],
      },
    }));
    const images = await createKakaoImageSearch('rest-key', server.baseUrl).search('전기차 충전소', 3);

    const [request] = server.requests;
    expect(request!.url.pathname).toBe('/v2/search/image');
    expect(request!.url.searchParams.get('query')).toBe('전기차 충전소');
    expect(request!.url.searchParams.get('size')).toBe('3');
    expect(request!.headers.authorization).toBe('KakaoAK rest-key');
    expect(images).toEqual([
      { url: 'https://img.example.com/ev.jpg', alt: '전기차 충전소 관련 이미지', credit: '자동차 뉴스' },
      { url: 'http://img.example.com/plain.jpg', alt: '전기차 충전소 관련 이미지', credit: '카카오 이미지 검색' },
    ]);
  });

  it('throws on an HTTP error', async () => {
    const server = await fake(() => ({ status: 500, json: {} }));
    await expect(createKakaoImageSearch('k', server.baseUrl).search('q', 3)).rejects.toThrow('HTTP 500');
  });
});
