// Ingestion against a small news site on loopback that behaves like the real Korean web: EUC-KR pages declared
// only in the header or only in a <meta>, an EUC-KR feed, a robots.txt with a disallowed path and a Crawl-delay,
// the same article under two URLs, and each way a page can name its outlet.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import iconv from 'iconv-lite';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles } from '../src/db/schema.ts';
import { seedDemoAdmin } from '../src/features/admin-auth/seed-admin.ts';
import { crawlerUserAgent, createPoliteFetcher } from '../src/features/ingestion/fetcher.ts';
import { createIngestService, type IngestReport } from '../src/features/ingestion/ingest.service.ts';
import { crawlerContactUrl } from '../src/features/ingestion/ingest.runner.ts';
import { rssSource } from '../src/features/ingestion/news-sources.ts';
import { bearer, createTestApp, type TestApp } from './helpers.ts';

const logger = pino({ level: 'silent' }) as unknown as FastifyBaseLogger;
const CONTACT = 'https://geulgam.example/crawler';

interface Reply {
  status?: number;
  type: string;
  body: string | Buffer;
}

/** The test site's pages, by path; `{base}` becomes the site's own origin. */
function page(options: { head?: string; title: string; paragraphs: string[]; extra?: string }): string {
  return `<!doctype html><html lang="ko"><head><title>${options.title}</title>${options.head ?? ''}</head><body>
<nav><a href="/">홈</a> <a href="/economy">경제</a> <a href="/login">로그인</a></nav>
<main><article><h1>${options.title}</h1>${options.extra ?? ''}
${options.paragraphs.map((p) => `<p>${p}</p>`).join('\n')}
</article></main>
<footer><p>회사 소개 · 광고 문의 · 개인정보처리방침</p></footer></body></html>`;
}

const RATE = [
  '한국은행 금융통화위원회는 21일 통화정책방향 회의를 열고 기준금리를 연 3.25%로 동결했다. 물가 상승률이 목표 수준에 가까워졌지만 가계부채 증가세가 여전히 빠르다는 판단이다.',
  '이창용 총재는 회의 뒤 기자간담회에서 "환율 변동성이 커진 만큼 당분간 시장 상황을 지켜보겠다"고 말했다. 금통위원 여섯 명 가운데 다섯 명이 동결에 찬성했다.',
  '시장에서는 내년 상반기 중 한두 차례 인하가 있을 것으로 내다본다. 채권 금리는 발표 직후 소폭 내렸고 원·달러 환율은 1,380원대에서 움직였다.',
];
const FESTIVAL = [
  '강원 평창군 송어축제장에 개막 첫 주말에만 12만 명이 몰렸다. 얼음낚시터 입장권은 오전 10시 전에 모두 팔렸고 주차장 세 곳도 정오 무렵 가득 찼다.',
  '올해는 태국 음식 부스가 처음 들어섰다. 똠양꿍과 팟타이를 파는 천막 앞에는 점심 내내 서른 명 넘게 줄을 섰고, 군은 다음 주부터 부스를 두 곳 더 열기로 했다.',
  '축제는 다음 달 2일까지 이어진다. 입장료는 1만 5천 원이며 절반을 지역 상품권으로 돌려준다.',
];
const DRAMA = [
  '배우 한이솔이 주연을 맡은 드라마 "바다의 시간"이 첫 방송에서 시청률 9.4%를 기록했다. 같은 시간대 드라마 가운데 가장 높은 수치다.',
  '작품은 남해의 작은 섬마을로 돌아온 해양학자가 사라진 아버지의 흔적을 쫓는 이야기로, 모두 12부작이다. 제작진은 "섬 주민 이백여 명이 엑스트라로 참여했다"고 밝혔다.',
];
const SNOW = [
  '기상청은 내일 새벽부터 수도권과 강원 영서에 최고 10센티미터의 눈이 내리겠다고 예보했다. 출근길 도로가 얼어붙을 수 있어 대중교통을 이용해 달라고 당부했다.',
  '서울시는 제설 차량 1,100대와 인력 5천 명을 미리 배치했다. 지하철은 출근 시간대 운행을 20회 늘린다.',
];
const BASKETBALL = [
  '(서울=모두의스포츠) 정하람 기자 = 서울 청룡이 챔피언결정전 7차전에서 부산 해오름을 84대 79로 꺾고 4년 만에 정상에 올랐다.',
  '정하람은 3점슛 다섯 개를 포함해 29점을 넣으며 최우수선수로 뽑혔다. 그는 "마지막 4쿼터에 동료들이 끝까지 믿어 줬다"며 웃었다.',
  '청룡은 이번 우승으로 통산 다섯 번째 트로피를 들었다. 정하람 기자 haram@sports.example.com',
  '무단전재 및 재배포 금지',
];
const LIBRARY = [
  '서울 시립도서관 스물두 곳이 이번 주말부터 밤 10시까지 문을 연다. 평일 야간 개관에 이어 주말까지 늘린 것으로, 열람실과 어린이 자료실 모두 이용할 수 있다.',
  '시는 야간 이용자가 지난해보다 40% 늘었다며 올해 안에 자치구 도서관으로도 넓히겠다고 밝혔다.',
];
const SUBWAY = [
  '수도권 전철 신안산선이 내년 4월 개통을 앞두고 시운전에 들어갔다. 안산 한양대역에서 여의도역까지 25분이면 닿는다.',
  '국토교통부는 석 달 동안 열차 여섯 편성을 실제 속도로 달리게 하며 신호와 안전 설비를 점검한다.',
];
/** About 100 characters: a brief the grouping keeps as a supporting source. */
const BRIEF = [
  '서울시는 한강 공원 자전거 대여소 열두 곳을 다음 달 3일 새로 연다고 밝혔다. 대여료는 한 시간에 1천 원이고, 따릉이 회원은 처음 30분이 무료다.',
];

function siteRoutes(base: string): Record<string, Reply> {
  const euckr = (html: string) => iconv.encode(html, 'euc-kr');
  const item = (path: string, title: string, extra = '') =>
    `<item><title>${title}</title><link>${base}${path}</link><pubDate>Mon, 24 Nov 2025 09:00:00 +0900</pubDate>${extra}</item>`;
  const feed = `<?xml version="1.0" encoding="EUC-KR"?>
<rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/"><channel><title>테스트 뉴스룸</title><link>${base}/</link>
${item('/news/rate', '한은, 기준금리 연 3.25% 동결 - 한결경제')}
${item('/amp/news/rate?utm_source=rss&amp;utm_medium=feed', '한은, 기준금리 동결 (AMP)')}
${item('/news/festival', '평창 송어축제 첫 주말 12만 명…')}
${item('/members-only/scoop', '회원 전용 단독 기사')}
${item('/news/drama', '"바다의 시간" 첫 방송 시청률 9.4%')}
${item('/news/snow', '내일 새벽 수도권 최고 10㎝ 눈')}
${item('/news/basketball', '서울 청룡, 4년 만에 정상')}
${item('/news/library?utm_source=rss', '시립도서관 주말 밤 10시까지 연다', '<source url="https://glgam.example/rss">글감일보</source>')}
${item('/news/subway', '신안산선 시운전 시작', '<dc:creator>김하늘 기자</dc:creator>')}
${item('/news/bikes', '한강 자전거 대여소 12곳 새로 연다', '<source url="https://glgam.example/rss">글감일보</source>')}
</channel></rss>`;
  return {
    '/robots.txt': {
      type: 'text/plain',
      body: 'User-agent: *\nDisallow: /\n\nUser-agent: GeulgamBot\nDisallow: /members-only/\nCrawl-delay: 3\n',
    },
    '/feed.xml': { type: 'application/rss+xml', body: euckr(feed) },
    // EUC-KR declared only by the HTTP header.
    '/news/rate': {
      type: 'text/html; charset=EUC-KR',
      body: euckr(
        page({
          title: '한은, 기준금리 연 3.25% 동결',
          head: `<meta property="og:title" content="한은, 기준금리 연 3.25%로 동결"><meta property="og:site_name" content="한결경제">`,
          paragraphs: RATE,
        }),
      ),
    },
    // The same article's AMP page, reached through a tracking link.
    '/amp/news/rate': {
      type: 'text/html; charset=utf-8',
      body: page({
        title: '한은, 기준금리 연 3.25% 동결',
        head: `<link rel="canonical" href="${base}/news/rate"><meta property="og:site_name" content="한결경제">`,
        paragraphs: [RATE[0]!, '관련 기사와 사진은 본문 페이지에서 볼 수 있다. 채권시장은 발표 직후 강세를 보였다.'],
      }),
    },
    // EUC-KR declared only by <meta http-equiv>, with a CP949-only syllable (똠).
    '/news/festival': {
      type: 'text/html',
      body: euckr(
        page({
          title: '평창 송어축제 첫 주말 12만 명…얼음낚시터 오전에 매진',
          head: `<meta http-equiv="Content-Type" content="text/html; charset=euc-kr"><meta property="article:publisher" content="나들이매거진">`,
          paragraphs: FESTIVAL,
        }),
      ),
    },
    '/members-only/scoop': {
      type: 'text/html; charset=utf-8',
      body: page({ title: '회원 전용', paragraphs: ['이 페이지는 요청되면 안 된다.'] }),
    },
    '/news/drama': {
      type: 'text/html; charset=utf-8',
      body: page({
        title: '"바다의 시간" 첫 방송 시청률 9.4%',
        head: `<script type="application/ld+json">${JSON.stringify({
          '@context': 'https://schema.org',
          '@graph': [
            { '@type': 'WebSite', name: '포털 연예' },
            {
              '@type': 'NewsArticle',
              headline: '"바다의 시간" 첫 방송 시청률 9.4%',
              datePublished: '2025-11-24T08:00:00+09:00',
              publisher: { '@type': 'Organization', name: '별빛연예' },
            },
          ],
        })}</script>`,
        paragraphs: DRAMA,
      }),
    },
    '/news/snow': {
      type: 'text/html; charset=utf-8',
      body: page({
        title: '내일 새벽 수도권 최고 10㎝ 눈',
        head: '<meta name="author" content="새벽뉴스 김하늘 기자">',
        paragraphs: SNOW,
      }),
    },
    '/news/basketball': {
      type: 'text/html; charset=utf-8',
      body: page({ title: '서울 청룡, 4년 만에 정상', paragraphs: BASKETBALL }),
    },
    '/news/library': {
      type: 'text/html; charset=utf-8',
      body: page({ title: '시립도서관 주말 밤 10시까지 연다', paragraphs: LIBRARY }),
    },
    '/news/subway': {
      type: 'text/html; charset=utf-8',
      body: page({ title: '신안산선 시운전 시작', paragraphs: SUBWAY }),
    },
    '/news/bikes': {
      type: 'text/html; charset=utf-8',
      body: page({ title: '한강 자전거 대여소 12곳 새로 연다', paragraphs: BRIEF }),
    },
  };
}

async function startSite() {
  const log: { path: string; userAgent: string }[] = [];
  let routes: Record<string, Reply> = {};
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://site');
    log.push({ path: url.pathname + url.search, userAgent: req.headers['user-agent'] ?? '' });
    const reply = routes[url.pathname];
    if (!reply) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    res.writeHead(reply.status ?? 200, { 'content-type': reply.type }).end(reply.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  routes = siteRoutes(base);
  return {
    base,
    log,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

let t: TestApp;
let site: Awaited<ReturnType<typeof startSite>>;
let report: IngestReport;
const waits: number[] = [];

async function ingestOnce(): Promise<IngestReport> {
  const fetcher = createPoliteFetcher({
    policy: { trustedOrigins: [], allowHosts: [new URL(site.base).host] },
    hostDelayMs: 500,
    userAgent: crawlerUserAgent(crawlerContactUrl(t.config)),
    // A clock that stands still: each wait is exactly what the host's spacing books, and nothing waits for real.
    now: () => 1_000_000,
    sleep: async (ms) => {
      waits.push(ms);
    },
  });
  const service = createIngestService({ db: t.database.db, fetcher, logger });
  return service.run([rssSource(`${site.base}/feed.xml`, null, fetcher)]);
}

beforeAll(async () => {
  site = await startSite();
  t = await createTestApp({ NEWS_FEEDS: '', CRAWLER_CONTACT_URL: CONTACT });
  report = await ingestOnce();
}, 60_000);
afterAll(async () => {
  await t?.close();
  await site?.close();
});

const stored = async (path: string) => {
  const [row] = await t.database.db
    .select()
    .from(articles)
    .where(eq(articles.url, `${site.base}${path}`));
  return row;
};

describe('ingestion on a real-web news site', () => {
  it('reads robots.txt once, never requests a disallowed page, and names itself with the contact URL', () => {
    expect(site.log.filter((r) => r.path === '/robots.txt')).toHaveLength(1);
    expect(site.log.some((r) => r.path.startsWith('/members-only/'))).toBe(false);
    expect(report.robotsSkipped).toBe(1);
    expect(new Set(site.log.map((r) => r.userAgent))).toEqual(new Set([`GeulgamBot/1.0 (+${CONTACT})`]));
  });

  it('spaces its requests to the host by the Crawl-delay for its user agent', () => {
    // The feed goes first; the nine allowed pages each wait one more 3-second step than the one before.
    expect([...waits].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9].map((step) => step * 3000));
  });

  it('decodes EUC-KR declared by the header, by a <meta>, and in the feed, with CP949 syllables exact', async () => {
    const rate = await stored('/news/rate');
    expect(rate!.body).toBe(RATE.join('\n\n'));
    const festival = await stored('/news/festival');
    expect(festival!.body).toBe(FESTIVAL.join('\n\n'));
    expect(festival!.body).toContain('똠양꿍');
    // The feed's own titles (EUC-KR by its XML declaration) where the page adds nothing better.
    expect((await stored('/news/library'))!.title).toBe('시립도서관 주말 밤 10시까지 연다');
    expect(report.eucKrPages).toBe(2);
  });

  it('stores the article reached by two URLs once, under its canonical URL, without tracking parameters', async () => {
    const all = await t.database.db.select().from(articles);
    expect(all.filter((a) => a.body.startsWith(RATE[0]!))).toHaveLength(1);
    expect(report.canonicalDuplicates).toBe(1);
    const library = await stored('/news/library');
    expect(library!.sourceUrl).toBe(`${site.base}/news/library?utm_source=rss`);
  });

  it('names the outlet from the page first, then the feed item, then the feed', async () => {
    const outlets = Object.fromEntries(
      (await t.database.db.select().from(articles)).map((a) => [new URL(a.url).pathname, a.outlet]),
    );
    expect(outlets).toEqual({
      '/news/rate': '한결경제', // og:site_name
      '/news/festival': '나들이매거진', // article:publisher
      '/news/drama': '별빛연예', // JSON-LD publisher.name
      '/news/snow': '새벽뉴스', // <meta name="author">
      '/news/basketball': '모두의스포츠', // the byline's dateline
      '/news/library': '글감일보', // the feed item's <source>
      '/news/subway': '테스트 뉴스룸', // dc:creator names a reporter only: the feed's title
      '/news/bikes': '글감일보',
    });
  });

  it('prefers the page headline over a feed title with an outlet suffix or cut short', async () => {
    expect((await stored('/news/rate'))!.title).toBe('한은, 기준금리 연 3.25%로 동결');
    expect((await stored('/news/festival'))!.title).toBe('평창 송어축제 첫 주말 12만 명…얼음낚시터 오전에 매진');
  });

  it('keeps bylines and credit lines out of the body', async () => {
    const body = (await stored('/news/basketball'))!.body;
    expect(body.startsWith('서울 청룡이 챔피언결정전 7차전에서')).toBe(true);
    expect(body.endsWith('통산 다섯 번째 트로피를 들었다.')).toBe(true);
    expect(body).not.toMatch(/기자|@|무단전재/);
  });

  it('keeps a brief of about a hundred characters, with its publication time', async () => {
    const bikes = await stored('/news/bikes');
    expect(BRIEF[0]!.length).toBeLessThan(120);
    expect(bikes!.body).toBe(BRIEF[0]);
    expect(bikes!.publishedAt.toISOString()).toBe('2025-11-24T00:00:00.000Z');
  });

  it('shows the three counts in 수집 현황', async () => {
    await seedDemoAdmin(t.database.db, t.config);
    const login = await t.app.inject({
      method: 'POST',
      url: '/admin/auth/admin-login/',
      payload: { email: t.config.ADMIN_EMAIL, password: t.config.ADMIN_PASSWORD },
    });
    const response = await t.app.inject({
      url: '/admin/dashboard/ingestion-runs/',
      headers: bearer(login.json().access as string),
    });
    expect(response.statusCode).toBe(200);
    const [source] = response.json().data;
    expect(source.runs[0]).toMatchObject({
      stored: 8,
      euc_kr_pages: 2,
      robots_skipped: 1,
      canonical_duplicates: 1,
    });
  });

  it('fetches no stored article’s page again on the next run, whichever link the feed gave', async () => {
    const before = site.log.length;
    const again = await ingestOnce();
    expect(again).toMatchObject({ stored: 0, robotsSkipped: 1 });
    const fetched = site.log.slice(before).map((r) => r.path);
    expect(fetched.filter((path) => path.startsWith('/news/'))).toEqual([]);
  });
});
