// A loopback news site for posts written from a member's own links (ADR 038): one article page that reads like
// real news (headline, outlet, date, body), and the kinds of links that fail: a page that is gone, a picture, a
// page without an article, and a second address that names the same article as canonical.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface MemberNewsSite {
  base: string;
  /** host:port, for TOPIC_LINK_ALLOW_HOSTS. */
  hostPort: string;
  articleUrl: string;
  /** Another address (tracking parameters) whose page names `articleUrl` as canonical. */
  sameArticleUrl: string;
  goneUrl: string;
  pictureUrl: string;
  notArticleUrl: string;
  close(): Promise<void>;
}

export const MEMBER_ARTICLE = {
  outlet: '한빛일보',
  title: '청록시, 문 닫은 초등학교를 청소년 창작 공간으로…내년 3월 2일 개관',
  paragraphs: [
    '청록시는 2019년 문을 닫은 옛 서림초등학교 건물을 고쳐 청소년 창작 공간 ‘서림 창작소’로 바꾼다고 밝혔다. 개관은 내년 3월 2일로 잡혔다.',
    '리모델링에는 시비와 도비를 합쳐 42억 원이 들어간다. 연면적 1,200㎡ 건물에 녹음실과 영상 편집실, 공예 작업실, 작은 공연장이 들어선다.',
    '창작소는 만 13세부터 24세까지 청록시 청소년이면 누구나 무료로 쓸 수 있다. 시는 연간 이용자 1만 명을 목표로 잡았다.',
    '김도윤 청록시장은 "학교가 사라진 동네에 청소년이 다시 모이는 공간을 만들고 싶었다"며 "운영 프로그램도 청소년 자문단과 함께 짜겠다"고 말했다.',
    '운영 시간은 화요일부터 일요일까지 오전 10시부터 오후 9시까지다. 장비가 필요한 작업실은 시 누리집에서 온라인으로 예약해야 한다.',
    '시는 다음 달 중순까지 청소년 자문단 20명을 모집한다. 자문단은 프로그램 기획과 공간 이름 짓기에 참여한다.',
    '인근 주민들은 빈 학교가 오래 방치돼 밤에 어둡고 위험했다며 반기는 분위기다. 다만 주차 공간이 부족하다는 지적도 나온다.',
    '시 관계자는 "주말에는 인근 공영주차장을 무료로 개방하는 방안을 검토하고 있다"고 설명했다.',
  ],
  publishedAt: '2025-11-03T09:30:00+09:00',
};

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function articlePage(canonical: string) {
  const { outlet, title, paragraphs, publishedAt } = MEMBER_ARTICLE;
  return `<!doctype html><html lang="ko"><head><meta charset="utf-8">
<title>${escape(title)} - ${outlet}</title>
<link rel="canonical" href="${canonical}">
<meta property="og:site_name" content="${outlet}">
<meta property="og:title" content="${escape(title)}">
<meta property="article:published_time" content="${publishedAt}">
</head><body><header><a href="/">${outlet}</a><nav><a href="/">정치</a> <a href="/">사회</a></nav></header>
<main><article><h1>${escape(title)}</h1><p class="byline">이서연 기자</p>
${paragraphs.map((p) => `<p>${escape(p)}</p>`).join('\n')}
<p>이서연 기자 seoyeon@hanbit.example</p></article></main>
<footer>© ${outlet}. 무단 전재 및 재배포 금지.</footer></body></html>`;
}

export async function startMemberNewsSite(): Promise<MemberNewsSite> {
  let base = '';
  const server: Server = createServer((request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://site').pathname;
    if (pathname === '/news/1001') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(articlePage(`${base}/news/1001`));
    } else if (pathname === '/m/news/1001') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(articlePage(`${base}/news/1001`));
    } else if (pathname === '/photo.png') {
      response.writeHead(200, { 'content-type': 'image/png' });
      response.end(Buffer.from('89504e470d0a1a0a', 'hex'));
    } else if (pathname === '/about') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(
        '<!doctype html><html lang="ko"><head><title>회사 소개</title></head><body><p>한빛일보</p></body></html>',
      );
    } else {
      response.writeHead(404, { 'content-type': 'text/html; charset=utf-8' });
      response.end('<!doctype html><html lang="ko"><body><h1>페이지를 찾을 수 없습니다</h1></body></html>');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  base = `http://127.0.0.1:${port}`;
  return {
    base,
    hostPort: `127.0.0.1:${port}`,
    articleUrl: `${base}/news/1001`,
    sameArticleUrl: `${base}/m/news/1001?utm_source=share`,
    goneUrl: `${base}/news/9999`,
    pictureUrl: `${base}/photo.png`,
    notArticleUrl: `${base}/about`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
