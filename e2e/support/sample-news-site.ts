// A loopback news site whose two articles tell the facts the fake model's sample draft is written from
// (SAMPLE_SOURCE_SENTENCES), so the LLM writer's fact check finds every figure and name of that draft in
// the sources, as it would for a real model writing from real news.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SAMPLE_SOURCE_SENTENCES } from '../../apps/api/test/fakes/fake-openai-server.ts';

export interface SampleNewsSite {
  feedUrl: string;
  close(): Promise<void>;
}

const [announce, visitors, voice, stalls, subway] = SAMPLE_SOURCE_SENTENCES;
// Two outlets, two wordings: each tells part of the story around sentences without figures or names.
const ARTICLES = [
  {
    outlet: '가람일보',
    title: '한강 가을 축제, 지난해보다 30% 많은 12만 명 찾는다',
    paragraphs: [
      announce,
      `${visitors} 가을 하늘 아래 강변을 걷는 시민이 많은 계절이라 기대가 크다.`,
      `${voice} 축제 기간에는 강변 산책로 곳곳에 쉼터도 들어선다.`,
      '가족 단위 방문객을 위한 체험 행사도 함께 열린다. 아이들이 참여할 수 있는 만들기 행사가 준비됐다.',
    ],
  },
  {
    outlet: '누리신문',
    title: '한강 가을 축제에 먹거리 장터와 공연 무대…지하철도 늘어',
    paragraphs: [
      `${announce} 행사는 강변 공원 여러 곳에서 나뉘어 열린다.`,
      `${stalls} 저녁에는 강 위로 조명이 켜져 야경을 즐길 수 있다.`,
      `${subway} 주차 공간이 부족해 대중교통을 이용해 달라는 당부도 나왔다.`,
      '행사장 안내소에서는 지도와 일정표를 나눠 준다. 궂은 날씨에는 일부 공연이 실내로 옮겨진다.',
    ],
  },
  // Another event, so the home page has a second keyword.
  {
    outlet: '바다일보',
    title: '해운대 겨울 빛 정원, 다음 달 5일 문 연다',
    paragraphs: [
      '부산 해운대구는 해변 광장에 겨울 빛 정원을 꾸며 다음 달 5일부터 운영한다고 밝혔다.',
      '정원에는 조명 터널과 대형 트리가 들어선다. 운영 시간은 매일 저녁 6시부터 밤 11시까지다.',
      '구청 관계자는 "연말 해변을 찾는 관광객에게 볼거리를 주려 한다"고 말했다.',
      '행사 기간에는 해변 산책로의 일부 구간이 밤늦게까지 개방된다. 주변 상인들은 저녁 손님이 늘 것으로 기대한다.',
      '정원 입구에는 사진을 찍을 수 있는 작은 무대가 마련된다. 바닷바람이 강한 날에는 일부 조명이 꺼질 수 있다.',
    ],
  },
];

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export async function startSampleNewsSite(): Promise<SampleNewsSite> {
  let base = '';
  const server: Server = createServer((request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://sample').pathname;
    if (pathname === '/feed.xml') {
      const now = Date.now();
      const items = ARTICLES.map(
        (article, index) => `<item><title>${escape(article.title)}</title><link>${base}/articles/${index}</link>
<guid isPermaLink="false">sample-${index}</guid><pubDate>${new Date(now - (index + 1) * 600_000).toUTCString()}</pubDate>
<category>여행</category><source url="${base}/feed.xml">${escape(article.outlet)}</source></item>`,
      ).join('\n');
      response.writeHead(200, { 'content-type': 'application/rss+xml; charset=utf-8' });
      response.end(
        `<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"><channel><title>샘플 뉴스</title><link>${base}/</link><description>sample</description>${items}</channel></rss>`,
      );
      return;
    }
    const match = /^\/articles\/(\d)$/.exec(pathname);
    const article = match ? ARTICLES[Number(match[1])] : undefined;
    if (!article) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(`<!doctype html><html lang="ko"><head><meta charset="utf-8"><title>${escape(article.title)}</title></head>
<body><main><article><h1>${escape(article.title)}</h1>
${article.paragraphs.map((p) => `<p>${escape(p)}</p>`).join('\n')}
</article></main></body></html>`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    feedUrl: `${base}/feed.xml`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
