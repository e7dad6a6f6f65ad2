import { describe, expect, it } from 'vitest';
import { extractArticle } from './extract.ts';
import { parseFeed, type FeedItem } from './feed-parser.ts';
import { outletName, outletFromTitle, siteOf } from './outlet.ts';
import { readArticle } from './read-article.ts';

/*
 * Outlet extraction on small pages written for this test: each names its outlet one way only (or not at
 * all), inside the chrome a real news page has (a section menu, a reporter's line, a plain footer), and is
 * read the way ingestion reads it: behind an aggregator feed titled "오늘의 모아보기" on another host.
 */

const PAGE_URL = 'https://www.hanbit.co.kr/news/2026/11/23/article-1';
const HOST = 'hanbit.co.kr';
const HEADLINE = '청록제약 먹는 비만약 첫 허가';
const LEAD =
  '청록제약이 먹는 비만 치료제 슬림온의 국내 품목 허가를 받았다고 23일 밝혔다. 국내 제약사가 개발한 먹는 비만약은 처음이다.';
const MORE = '슬림온은 하루 한 알 먹는 알약이다. 임상 3상에서 체중이 평균 14.2% 줄었다.';
const LAST = '회사는 내년 상반기 출시를 목표로 약값 협상에 들어간다.';

interface PageSpec {
  head?: string;
  paragraphs?: string[];
  footer?: string;
  title?: string;
}

function page({
  head = '',
  paragraphs = [LEAD, MORE, LAST],
  footer = '회사소개 · 이용약관 · 개인정보처리방침',
  title,
}: PageSpec) {
  return `<!doctype html><html lang="ko"><head><meta charset="utf-8"><title>${title ?? HEADLINE}</title>${head}</head>
<body><header><nav><a href="/economy">경제</a> <a href="/society">사회</a> <a href="/culture">문화</a></nav></header>
<main><article><h1>${HEADLINE}</h1>${paragraphs.map((p) => `<p>${p}</p>`).join('')}</article></main>
<footer>${footer}</footer></body></html>`;
}

const AGGREGATOR: Pick<FeedItem, 'feedTitle' | 'feedHosts'> = {
  feedTitle: '오늘의 모아보기',
  feedHosts: ['moa.example'],
};

function item(fields: Partial<FeedItem> = {}): FeedItem {
  return { url: PAGE_URL, title: HEADLINE, publishedAt: null, category: null, outlet: null, ...AGGREGATOR, ...fields };
}

/** The outlet ingestion stores for the page behind the feed item, and which rule of the page named it. */
function read(spec: PageSpec, fields: Partial<FeedItem> = {}) {
  const html = page(spec);
  const outlet = readArticle(item(fields), {
    url: PAGE_URL,
    text: html,
    charset: 'utf-8',
    charsetFrom: 'header',
  }).outlet;
  return { outlet, from: extractArticle(html, PAGE_URL).meta.outlet?.from ?? null };
}

const ld = (data: unknown) => `<script type="application/ld+json">${JSON.stringify(data)}</script>`;

describe('outlet from the page metadata', () => {
  it('og:site_name', () => {
    expect(read({ head: '<meta property="og:site_name" content="한빛일보">' })).toEqual({
      outlet: '한빛일보',
      from: 'og:site_name',
    });
    // A portal's name or a tagline beside it is not part of the name.
    expect(read({ head: '<meta property="og:site_name" content="한빛일보 | 네이버">' }).outlet).toBe('한빛일보');
    expect(read({ head: '<meta property="og:site_name" content="세상을 읽는 창 - 한빛일보">' }).outlet).toBe(
      '한빛일보',
    );
  });

  it('article:publisher as a name, and as a URL that names nothing', () => {
    expect(read({ head: '<meta property="article:publisher" content="한빛일보">' })).toEqual({
      outlet: '한빛일보',
      from: 'article:publisher',
    });
    expect(read({ head: '<meta property="article:publisher" content="https://www.facebook.com/hanbitilbo">' })).toEqual(
      { outlet: HOST, from: null },
    );
  });

  it('twitter:site: a handle is not a name', () => {
    expect(read({ head: '<meta name="twitter:site" content="@hanbit_news">' })).toEqual({ outlet: HOST, from: null });
    expect(read({ head: '<meta name="twitter:site" content="한빛일보">' })).toEqual({
      outlet: '한빛일보',
      from: 'twitter:site',
    });
  });

  it('application-name', () => {
    expect(read({ head: '<meta name="application-name" content="한빛일보">' })).toEqual({
      outlet: '한빛일보',
      from: 'application-name',
    });
  });

  describe('JSON-LD publisher', () => {
    const publisher = { '@type': 'NewsMediaOrganization', name: '한빛일보' };
    it.each([
      [
        'a NewsArticle alone',
        ld({ '@context': 'https://schema.org', '@type': 'NewsArticle', headline: HEADLINE, publisher }),
      ],
      [
        'an @graph with the publisher by @id',
        ld({
          '@context': 'https://schema.org',
          '@graph': [
            { '@type': 'WebPage', name: HEADLINE },
            { '@type': 'NewsArticle', headline: HEADLINE, publisher: { '@id': 'https://www.hanbit.co.kr/#org' } },
            { '@type': 'NewsMediaOrganization', '@id': 'https://www.hanbit.co.kr/#org', name: '한빛일보' },
          ],
        }),
      ],
      ['an array of blocks', ld([{ '@type': 'BreadcrumbList' }, { '@type': ['NewsArticle'], publisher }])],
      ['publisher as a string', ld({ '@type': 'NewsArticle', publisher: '한빛일보' })],
      [
        'a nested Organization with its logo and parent',
        ld({
          '@type': 'ReportageNewsArticle',
          author: [{ '@type': 'Person', name: '홍길동' }],
          publisher: {
            '@type': 'Organization',
            name: '한빛일보',
            logo: { '@type': 'ImageObject', url: 'https://www.hanbit.co.kr/logo.png' },
            parentOrganization: { '@type': 'Organization', name: '한빛미디어그룹' },
          },
        }),
      ],
      [
        'malformed JSON (a raw line break and a trailing comma)',
        '<script type="application/ld+json">{"@type":"NewsArticle","description":"첫 줄\n둘째 줄","publisher":{"@type":"Organization","name":"한빛일보",},}</script>',
      ],
      [
        'JSON too broken to mend',
        '<script type="application/ld+json">{"@type":"NewsArticle", "headline": "따옴표 "안의" 따옴표", "publisher": {"@type": "Organization", "name": "한빛일보"}}</script>',
      ],
    ])('%s', (_form, head) => {
      expect(read({ head })).toEqual({ outlet: '한빛일보', from: 'json-ld' });
    });

    it('an unparseable block with no publisher says nothing', () => {
      expect(read({ head: '<script type="application/ld+json">{ broken</script>' })).toEqual({
        outlet: HOST,
        from: null,
      });
    });
  });

  it('<meta name="author">: an outlet counts, a person does not', () => {
    expect(read({ head: '<meta name="author" content="한빛일보">' })).toEqual({ outlet: '한빛일보', from: 'author' });
    expect(read({ head: '<meta name="author" content="홍길동 기자 (한빛일보)">' }).outlet).toBe('한빛일보');
    expect(read({ head: '<meta name="author" content="한빛일보 홍길동 기자">' }).outlet).toBe('한빛일보');
    for (const person of ['홍길동', '홍길동 기자', '홍길동, 김하늘', 'hong@hanbit.co.kr', '남궁민수 선임기자'])
      expect(read({ head: `<meta name="author" content="${person}">` }), person).toEqual({ outlet: HOST, from: null });
  });
});

describe('outlet from the body', () => {
  it.each([
    ['"[한빛일보=홍길동 기자]" before the lead', [`[한빛일보=홍길동 기자] ${LEAD}`, MORE, LAST]],
    ['"(한빛일보=홍길동 기자)" before the lead', [`(한빛일보=홍길동 기자) ${LEAD}`, MORE, LAST]],
    ['"(서울=한빛일보) 홍길동 기자 =" before the lead', [`(서울=한빛일보) 홍길동 기자 = ${LEAD}`, MORE, LAST]],
    ['"한빛일보 홍길동 기자" as the last line', [LEAD, MORE, LAST, '한빛일보 홍길동 기자']],
    ['"홍길동 한빛일보 기자" as the last line', [LEAD, MORE, LAST, '홍길동 한빛일보 기자 hong@hanbit.co.kr']],
    ['"글·사진 한빛일보 홍길동 기자"', [LEAD, MORE, LAST, '글·사진 한빛일보 홍길동 기자']],
  ])('a byline: %s', (_form, paragraphs) => {
    expect(read({ paragraphs })).toEqual({ outlet: '한빛일보', from: 'byline' });
  });

  it('a reporter alone names no outlet', () => {
    for (const line of ['홍길동 기자 hong@hanbit.co.kr', '글·사진 홍길동 기자', '경제부 홍길동 기자'])
      expect(read({ paragraphs: [LEAD, MORE, LAST, line] }), line).toEqual({ outlet: HOST, from: null });
    expect(read({ paragraphs: [`홍길동 기자 hong@hanbit.co.kr ${LEAD}`, MORE, LAST] })).toEqual({
      outlet: HOST,
      from: null,
    });
  });

  it.each([
    ['ⓒ 한빛일보'],
    ['Copyright © 한빛일보. All rights reserved.'],
    ['저작권자 © 한빛일보 무단전재 및 재배포 금지'],
    ['&lt;한빛일보 무단전재 및 재배포 금지&gt;'],
  ])('a copyright line: %s', (line) => {
    expect(read({ paragraphs: [LEAD, MORE, LAST, line] })).toEqual({ outlet: '한빛일보', from: 'copyright' });
  });

  it('a copyright notice in the site footer', () => {
    const footer = '서울특별시 중구 한빛로 12 · 대표전화 02-000-0000 · Copyright © 2026 한빛일보. All rights reserved.';
    expect(read({ footer })).toEqual({ outlet: '한빛일보', from: 'copyright' });
  });

  it('a notice without a name names nothing', () => {
    expect(read({ paragraphs: [LEAD, MORE, LAST, '&lt;무단전재 및 재배포 금지&gt;'] })).toEqual({
      outlet: HOST,
      from: null,
    });
  });

  it('notices and bylines stay out of the article text', () => {
    const html = page({ paragraphs: [`[한빛일보=홍길동 기자] ${LEAD}`, MORE, LAST, 'ⓒ 한빛일보'] });
    const { paragraphs } = extractArticle(html, PAGE_URL);
    expect(paragraphs.slice(-3)).toEqual([LEAD, MORE, LAST]);
    expect(paragraphs.join('\n')).not.toMatch(/한빛일보|ⓒ/);
  });
});

describe('outlet from the <title>', () => {
  it.each([
    [`${HEADLINE} - 한빛일보`, '한빛일보'],
    [`${HEADLINE} | 한빛`, '한빛'],
    [`${HEADLINE} - 경제 - 한빛`, '한빛'],
    [`[한빛일보] ${HEADLINE}`, '한빛일보'],
  ])('%s', (title, outlet) => {
    expect(read({ title })).toEqual({ outlet, from: 'title' });
  });

  it('a tag, a section or a dash inside the headline is not an outlet', () => {
    expect(outletFromTitle(`[단독] ${HEADLINE}`, [HEADLINE])).toBeNull();
    expect(outletFromTitle(`${HEADLINE} - 경제`, [HEADLINE])).toBeNull();
    expect(outletFromTitle('서울 - 부산 KTX 증편', ['서울 - 부산 KTX 증편'])).toBeNull();
    expect(outletFromTitle('서울 - 부산 KTX 증편', [])).toBeNull();
  });
});

describe('outlet from the feed item', () => {
  const feed = (items: string) =>
    parseFeed(
      `<?xml version="1.0"?><rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/"><channel><title>오늘의 모아보기</title><link>https://moa.example/</link>${items}</channel></rss>`,
      'https://moa.example/rss.xml',
    ).items[0]!;
  const entry = (inside: string) => `<item><title>${HEADLINE}</title><link>${PAGE_URL}</link>${inside}</item>`;

  it('<source url>', () => {
    const parsed = feed(entry('<source url="https://www.hanbit.co.kr/rss">한빛일보</source>'));
    expect(parsed.outlet).toBe('한빛일보');
    expect(parsed.feedHosts).toEqual(['moa.example']);
    expect(read({}, parsed).outlet).toBe('한빛일보');
  });

  it('dc:creator naming an outlet, and not a reporter alone', () => {
    expect(read({}, feed(entry('<dc:creator>한빛일보 홍길동 기자</dc:creator>'))).outlet).toBe('한빛일보');
    expect(read({}, feed(entry('<dc:creator>홍길동 기자</dc:creator>'))).outlet).toBe(HOST);
  });

  it('<author>: an address and a person name no outlet, an outlet does', () => {
    expect(read({}, feed(entry('<author>hong@hanbit.co.kr (홍길동)</author>'))).outlet).toBe(HOST);
    expect(read({}, feed(entry('<author>news@hanbit.co.kr (한빛일보)</author>'))).outlet).toBe('한빛일보');
  });

  it('a Google-News-style item title "제목 - 한빛"', () => {
    const parsed = feed(`<item><title>${HEADLINE} - 한빛</title><link>${PAGE_URL}</link></item>`);
    expect(read({}, parsed).outlet).toBe('한빛');
    // A tail that is not outlet-shaped counts only after the page's own headline.
    expect(read({}, { title: '서울 - 부산 KTX 증편' }).outlet).toBe(HOST);
    expect(read({}, { title: `${HEADLINE} - 한빛일보` }).outlet).toBe('한빛일보');
  });

  it('the page before the feed item', () => {
    const parsed = feed(entry('<source url="https://other.example/">새벽뉴스</source>'));
    expect(read({ head: '<meta property="og:site_name" content="한빛일보">' }, parsed).outlet).toBe('한빛일보');
  });
});

describe('the host and the feed title', () => {
  it('a page that names nothing: its host, never an aggregator’s title for another site', () => {
    expect(read({})).toEqual({ outlet: HOST, from: null });
    expect(read({ head: '<meta property="og:site_name" content="오늘의 모아보기">' }).outlet).toBe(HOST);
  });

  it('the feed title when the article is on the feed’s own site', () => {
    const own = { feedTitle: '한빛일보 : 전체기사', feedHosts: ['rss.hanbit.co.kr'] };
    expect(read({}, own).outlet).toBe('한빛일보');
    expect(read({}, { feedTitle: '한빛일보', feedHosts: [] }).outlet).toBe('한빛일보');
  });

  it('tells sites apart by their registrable name', () => {
    expect(siteOf('news.hanbit.co.kr')).toBe('hanbit.co.kr');
    expect(siteOf('www.hanbit.com')).toBe('hanbit.com');
    expect(siteOf('127.0.0.1:8080')).toBe('127.0.0.1:8080');
  });
});

describe('what is never an outlet', () => {
  it('a section, an address, a handle, a reporter', () => {
    for (const value of [
      '경제',
      '사회',
      '뉴스 > 경제',
      'https://hanbit.co.kr',
      'www.hanbit.co.kr',
      '@hanbit',
      '홍길동 기자',
    ])
      expect(outletName(value), value).toBeNull();
    expect(read({ head: '<meta property="og:site_name" content="경제">' })).toEqual({ outlet: HOST, from: null });
  });

  it('takes the most trusted source when a page names several', () => {
    const head =
      '<meta name="author" content="새벽일보">' +
      ld({ '@type': 'NewsArticle', publisher: { name: '한빛일보' } }) +
      '<meta name="twitter:site" content="@dawn">';
    expect(read({ head, paragraphs: [LEAD, MORE, LAST, '새벽일보 홍길동 기자', 'ⓒ 새벽일보'] })).toEqual({
      outlet: '한빛일보',
      from: 'json-ld',
    });
    expect(read({ paragraphs: [LEAD, MORE, LAST, '한빛일보 홍길동 기자', 'ⓒ 새벽일보'] }).outlet).toBe('한빛일보');
  });
});
