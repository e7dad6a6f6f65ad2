// A hostile news feed on loopback, configured by the operator (so its own origin is trusted), trying to
// reach another private service through ingestion and the image proxy: items linking to it, a redirect into
// it, images at every spelling of a private address, a 200 MiB image and one that never finishes.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { apiPaths } from '@geulgam/contracts';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles } from '../src/db/schema.ts';
import { runIngestion } from '../src/features/ingestion/ingest.runner.ts';
import { buildProxyApp } from '../src/proxy/proxy-app.ts';
import { createTestApp, type TestApp } from './helpers.ts';

const SECRET = 'INTERNAL-ADMIN-SECRET-7f3a';
const HUGE_BYTES = 200 * 1024 * 1024;
const MIB = 1024 * 1024;
const logger = pino({ level: 'silent' }) as unknown as FastifyBaseLogger;

async function listen(handle: (request: IncomingMessage, response: ServerResponse) => void) {
  const server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** Writes `total` bytes of "PNG" as fast as the reader takes them, with or without declaring the length. */
function streamImage(response: ServerResponse, total: number, declare: boolean) {
  response.writeHead(200, { 'content-type': 'image/png', ...(declare ? { 'content-length': total } : {}) });
  const chunk = Buffer.alloc(64 * 1024, 0x89);
  let sent = 0;
  const pump = () => {
    while (sent < total && !response.destroyed) {
      sent += chunk.length;
      if (!response.write(chunk)) return;
    }
    if (sent >= total) response.end();
  };
  response.on('drain', pump);
  pump();
}

/** Every way a URL can spell the internal service's host (WHATWG-normalised forms end up stored). */
const SPELLINGS = [
  '127.0.0.1',
  '[::ffff:127.0.0.1]',
  '[::127.0.0.1]',
  '[64:ff9b::127.0.0.1]',
  '2130706433',
  '0177.0.0.1',
  '0x7f.0.0.1',
  'localhost.',
  '[::1]',
  '0.0.0.0',
];

const BODIES = [
  '한국은행이 기준금리를 연 3.25%로 내렸다. 물가 상승률이 2%대 초반으로 안정되면서 경기 둔화를 막아야 한다는 판단이 힘을 얻었다. 시장은 연내 한 차례 추가 인하 가능성도 열어 두고 있다. 가계대출 증가세는 여전히 부담으로 꼽힌다. 금융통화위원회는 다음 회의에서 부동산 시장 흐름을 다시 점검하겠다고 밝혔다.',
  '프로야구 정규시즌 마지막 주말, 선두 경쟁이 끝까지 이어졌다. 타이거즈는 에이스의 완봉 역투로 세 경기 차를 지켰다. 라이온즈 타선은 홈런 네 개를 몰아치며 추격의 불씨를 살렸다. 감독은 남은 두 경기에서 불펜을 총동원하겠다고 말했다. 포스트시즌 티켓은 예매 시작 십 분 만에 모두 팔렸다.',
  '제주 올레길 가을 걷기 축제가 다음 달 열린다. 올해는 서귀포 해안을 따라 새로 이어진 구간이 처음 공개된다. 참가자는 하루 코스와 이틀 코스 가운데 하나를 고를 수 있다. 주최 측은 귤밭 체험과 해녀 공연도 준비했다고 전했다. 숙박 예약이 몰리면서 항공권 가격도 들썩이고 있다.',
  '전기차 충전 요금이 다음 달부터 킬로와트시당 이십 원가량 오른다. 충전 사업자들은 전력 도매가격 상승을 이유로 들었다. 완성차 업체들은 구매 보조금 축소까지 겹쳐 판매 둔화를 걱정하고 있다. 정부는 아파트 단지 완속 충전기 설치 지원을 늘리겠다고 밝혔다. 소비자 단체는 요금 인상 폭이 과도하다고 비판했다.',
  '서울 성수동 팝업 거리에 가을 신상 의류 매장이 잇따라 문을 열었다. 젊은 층 사이에서는 빈티지 데님과 오버사이즈 재킷이 인기다. 한 브랜드는 재고 없이 주문받아 만드는 방식을 내세워 주목받았다. 주말마다 대기 줄이 골목 끝까지 이어진다. 상인들은 임대료 상승으로 오래 버티기 어렵다고 하소연한다.',
];

let internal: Awaited<ReturnType<typeof listen>>;
let hostile: Awaited<ReturnType<typeof listen>>;
const internalRequests: string[] = [];
let t: TestApp;
let proxy: FastifyInstance;

/** The five article pages: four carry the address spellings, the last the oversized and the endless image. */
function articleImages(): string[][] {
  const spelled = SPELLINGS.flatMap((host) => [`http://${host}:${internal.port}/logo.png`, `http://${host}/logo.png`]);
  return [
    spelled.slice(0, 5),
    spelled.slice(5, 10),
    spelled.slice(10, 15),
    spelled.slice(15, 20),
    ['huge.png', 'huge.png?copy=2', 'huge-declared.png', 'slow.png'].map((file) => `${hostile.origin}/${file}`),
  ];
}

function articlePage(index: number): string {
  const figures = articleImages()[index]!.map(
    (src, n) => `<figure><img src="${src}" alt="사진 ${n + 1}"><figcaption>사진 ${n + 1}</figcaption></figure>`,
  );
  const sentences = BODIES[index]!.split('. ');
  return `<!doctype html><html lang="ko"><head><meta charset="utf-8"><title>기사 ${index}</title></head><body>
<main><article><h1>기사 ${index}</h1>
${sentences.map((sentence) => `<p>${sentence}.</p>`).join('\n')}
${figures.join('\n')}
<p>${BODIES[index]}</p>
</article></main></body></html>`;
}

function feed(): string {
  const links = [
    `${internal.origin}/internal-admin`,
    `http://[::ffff:127.0.0.1]:${internal.port}/internal-admin`,
    `http://localhost.:${internal.port}/internal-admin`,
    `${hostile.origin}/redirect`,
    ...BODIES.map((_, index) => `${hostile.origin}/article/${index}`),
  ];
  const items = links.map(
    (link, index) =>
      `<item><title>속보 ${index}번 기사 제목</title><link>${link}</link><category>경제</category><pubDate>${new Date().toUTCString()}</pubDate></item>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"><channel><title>적대적 뉴스</title>${items.join('')}</channel></rss>`;
}

beforeAll(async () => {
  internal = await listen((request, response) => {
    internalRequests.push(request.url ?? '');
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(`<html><body><article><p>${SECRET} ${BODIES[0]}</p></article></body></html>`);
  });
  hostile = await listen((request, response) => {
    const path = request.url ?? '/';
    if (path === '/feed.xml') response.writeHead(200, { 'content-type': 'application/rss+xml' }).end(feed());
    else if (path === '/redirect') response.writeHead(302, { location: `${internal.origin}/internal-admin` }).end();
    else if (path.startsWith('/article/'))
      response.writeHead(200, { 'content-type': 'text/html' }).end(articlePage(Number(path.slice(9))));
    else if (path.startsWith('/huge.png')) streamImage(response, HUGE_BYTES, false);
    else if (path === '/huge-declared.png') streamImage(response, HUGE_BYTES, true);
    else if (path === '/slow.png') {
      response.writeHead(200, { 'content-type': 'image/png' });
      const drip = setInterval(() => response.write(Buffer.alloc(1, 0x89)), 200);
      response.on('close', () => clearInterval(drip));
    } else response.writeHead(404).end();
  });
  t = await createTestApp({ NEWS_FEEDS: `${hostile.origin}/feed.xml` });
  proxy = await buildProxyApp({ config: t.config, database: t.database });
}, 90_000);

afterAll(async () => {
  await proxy?.close();
  await t?.close();
  await hostile?.close();
  await internal?.close();
});

const viaProxy = (url: string) => proxy.inject({ url: `${apiPaths.proxyImage}?url=${encodeURIComponent(url)}` });

describe('a hostile feed on loopback', () => {
  let storedImages: string[] = [];

  it('ingests its own pages but never fetches the internal service, directly or by redirect', async () => {
    const report = await runIngestion(t.database.db, t.config, logger, { demoFeedUrl: undefined });
    const stored = await t.database.db
      .select({ title: articles.title, body: articles.body, images: articles.images })
      .from(articles);
    expect(report.stored).toBe(BODIES.length);
    // Links to refused addresses fail as refused; they are not passed off as robots.txt skips.
    expect(report.robotsSkipped).toBe(0);
    expect(stored).toHaveLength(BODIES.length);
    expect(JSON.stringify(stored)).not.toContain(SECRET);
    storedImages = stored.flatMap((article) => article.images.map((image) => image.url));
    // Every image of the hostile pages was stored, in the form the WHATWG parser gives it (2130706433 → 127.0.0.1).
    const served = articleImages().flatMap((images) => images.map((src) => new URL(src).toString()));
    expect([...new Set(storedImages)].sort()).toEqual([...new Set(served)].sort());
    expect(internalRequests).toEqual([]);
  }, 60_000);

  it('answers 403 for the internal service at every spelling, on its port and on port 80', async () => {
    const spelled = storedImages.filter((url) => !url.startsWith(hostile.origin));
    expect(spelled).toEqual(
      expect.arrayContaining(['http://[::ffff:7f00:1]/logo.png', `http://[64:ff9b::7f00:1]:${internal.port}/logo.png`]),
    );
    for (const url of spelled) {
      const response = await viaProxy(url);
      expect(response.statusCode, url).toBe(403);
      expect(response.json()).toMatchObject({ code: 'forbidden', detail: expect.any(String) });
    }
    expect(internalRequests).toEqual([]);
  });

  it('refuses 200 MiB images without holding them (RSS grows < 64 MiB) and gives up on a slow one with 504', async () => {
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
    try {
      const [hugeA, hugeB, declared, slow] = await Promise.all(
        ['huge.png', 'huge.png?copy=2', 'huge-declared.png', 'slow.png'].map((file) =>
          viaProxy(`${hostile.origin}/${file}`),
        ),
      );
      for (const response of [hugeA!, hugeB!, declared!]) {
        expect(response.statusCode).toBe(502);
        expect(response.json()).toMatchObject({ code: 'bad_gateway', detail: expect.any(String) });
      }
      expect(slow!.statusCode).toBe(504);
      expect(slow!.json()).toMatchObject({ code: 'gateway_timeout', detail: expect.any(String) });
    } finally {
      clearInterval(sampler);
    }
    peak = Math.max(peak, process.memoryUsage().rss);
    expect((peak - before) / MIB).toBeLessThan(64);
  }, 30_000);
});
