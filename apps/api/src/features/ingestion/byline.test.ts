import { describe, expect, it } from 'vitest';
import {
  outletFromByline,
  outletFromCopyright,
  outletFromCredit,
  outletFromPhotoCredit,
  stripBylines,
} from './byline.ts';
import { extractArticle } from './extract.ts';
import { parseFeed } from './feed-parser.ts';
import { chooseHeadline, withoutOutletSuffix } from './headline.ts';

describe('bylines', () => {
  it('finds the outlet in datelines, bracketed bylines and credit lines', () => {
    expect(outletFromByline('(서울=한결뉴스) 홍길동 기자 = 정부가 발표했다.')).toBe('한결뉴스');
    expect(outletFromByline('[한결경제=홍길동 기자] 정부가 발표했다.')).toBe('한결경제');
    expect(outletFromByline('글감일보 · 경제')).toBe('글감일보');
    expect(outletFromByline('홍길동 기자 hong@example.com')).toBeNull();
    expect(outletFromCredit('새벽뉴스 김하늘 기자')).toBe('새벽뉴스');
    expect(outletFromCredit('김하늘 기자')).toBeNull();
    expect(outletFromCredit('김하늘')).toBeNull();
  });

  it('strips bylines, contacts and credit lines, and leaves sentences about reporters alone', () => {
    expect(
      stripBylines([
        '[한결경제 홍길동 기자] 정부가 내년 예산안을 확정했다.',
        '기획재정부 장관은 기자회견에서 "재정 건전성을 지키겠다"고 말했다.',
        '예산은 모두 680조 원이다. 홍길동 기자 hong@example.com',
        '한결경제 기자',
        'ⓒ 한결경제, 무단전재 및 재배포 금지',
      ]),
    ).toEqual([
      '정부가 내년 예산안을 확정했다.',
      '기획재정부 장관은 기자회견에서 "재정 건전성을 지키겠다"고 말했다.',
      '예산은 모두 680조 원이다.',
    ]);
    expect(stripBylines(['홍길동 기자 = 비가 온다. 우산을 챙기자.'])).toEqual(['비가 온다. 우산을 챙기자.']);
  });
});

describe('headlines', () => {
  it('drops an outlet suffix and keeps a dash that is part of the title', () => {
    expect(withoutOutletSuffix('금리 동결 - 한결경제', null)).toEqual({ title: '금리 동결', stripped: true });
    expect(withoutOutletSuffix('금리 동결 | 글감', '글감')).toEqual({ title: '금리 동결', stripped: true });
    expect(withoutOutletSuffix('서울 - 부산 KTX 증편', null)).toEqual({
      title: '서울 - 부산 KTX 증편',
      stripped: false,
    });
  });

  it('prefers the page headline only when the feed title is suffixed or cut short', () => {
    const page = { ogTitle: '금리 연 3.25%로 동결', h1: null, documentTitle: null, outlet: '한결경제' };
    expect(chooseHeadline({ ...page, feedTitle: '금리 동결 - 한결경제' })).toBe('금리 연 3.25%로 동결');
    expect(chooseHeadline({ ...page, feedTitle: '한은, 금리 연 3.25%로…' })).toBe('금리 연 3.25%로 동결');
    expect(chooseHeadline({ ...page, feedTitle: '한은 금리 동결' })).toBe('한은 금리 동결');
    expect(chooseHeadline({ ...page, feedTitle: '' })).toBe('금리 연 3.25%로 동결');
  });
});

describe('outlets in every common byline form', () => {
  const page = (paragraphs: string[], head = '', captions: string[] = []) =>
    `<!doctype html><html lang="ko"><head><meta charset="utf-8"><title>제목</title>${head}</head><body><main><article><h1>제목</h1>${captions
      .map((c) => `<figure><img src="/a.jpg" alt=""><figcaption>${c}</figcaption></figure>`)
      .join(
        '',
      )}${paragraphs.map((p) => `<p>${p}</p>`).join('')}</article></main><footer>모아보기</footer></body></html>`;
  const lead =
    '청록제약이 먹는 비만 치료제 슬림온의 국내 품목 허가를 받았다고 23일 밝혔다. 국내 제약사가 개발한 먹는 비만약은 처음이다.';
  const more = '슬림온은 하루 한 알 먹는 알약이다. 임상 3상에서 체중이 평균 14.2% 줄었다.';
  const outletOf = (html: string) => extractArticle(html, 'https://news.example/a/1').meta.outlet?.name ?? null;

  it.each([
    ['a dateline', [`(서울=한결뉴스) 박도윤 기자 = ${lead}`, more], '한결뉴스'],
    ['a bracketed byline', [`[한결일보 김하늘 기자] ${lead}`, more], '한결일보'],
    ['a bracketed byline with =', [`[한결일보=김하늘 기자] ${lead}`, more], '한결일보'],
    ['an outlet and reporter before the lead', [`벤처브리프 박도윤 기자 = ${lead}`, more], '벤처브리프'],
    ['an outlet and reporter on the last line', [lead, more, '한결경제 박도윤 기자'], '한결경제'],
    ['an outlet without a usual ending on the last line', [lead, more, '벤처브리프 박도윤 기자'], '벤처브리프'],
    ['a reporter after the last sentence', [lead, `${more} 벤처브리프 박도윤 기자`], '벤처브리프'],
    ['an outlet, = and a reporter', [`한결일보=김하늘 기자 ${lead}`, more], '한결일보'],
    ['an outlet after the reporter', [lead, more, '김하늘 기자(벤처브리프)'], '벤처브리프'],
    ['an address in brackets', [lead, more, '벤처브리프 김하늘 기자 (sky@venture.example)'], '벤처브리프'],
    ['an outlet tag before the lead', [`[한결일보] ${lead}`, more], '한결일보'],
    ['a byline with its time', [lead, more, '벤처브리프 김하늘 기자 | 입력 2026.11.23 10:00'], '벤처브리프'],
    [
      'a copyright line',
      [lead, more, '김하늘 기자 sky@hangyeol.co.kr', 'ⓒ 한결일보, 무단 전재 및 재배포 금지'],
      '한결일보',
    ],
    ['a bracketed copyright line', [lead, more, '<저작권자 © 새벽경제 무단전재 및 재배포금지>'], '새벽경제'],
    ['an English copyright line', [lead, more, 'Copyright ⓒ 2026 벤처브리프. All rights reserved.'], '벤처브리프'],
  ])('%s', (_form, paragraphs, outlet) => {
    expect(outletOf(page(paragraphs))).toBe(outlet);
  });

  it('takes a picture credit only when nothing else names the outlet', () => {
    expect(outletFromPhotoCredit('사진=한결일보')).toBe('한결일보');
    expect(outletOf(page([lead, more, '사진=한결일보']))).toBe('한결일보');
    expect(outletOf(page([lead, more], '', ['사진=한결일보']))).toBe('한결일보');
    expect(outletOf(page([lead, more, '새벽경제 김하늘 기자'], '', ['사진=한결통신']))).toBe('새벽경제');
  });

  it('prefers the page metadata and names none for a reporter or desk alone', () => {
    expect(outletOf(page([lead, more], '<meta property="og:site_name" content="한결일보">'))).toBe('한결일보');
    expect(outletOf(page([lead, more], '<meta name="author" content="새벽경제 김하늘 기자">'))).toBe('새벽경제');
    expect(outletOf(page([lead, more, '김하늘 기자 sky@hangyeol.co.kr']))).toBeNull();
    expect(outletOf(page([lead, more, '경제부 김하늘 기자']))).toBeNull();
    expect(outletOf(page([lead, more, '김하늘 선임기자']))).toBeNull();
    expect(outletOf(page([lead, more]))).toBeNull();
    expect(outletOf(page([`[단독] ${lead}`, more]))).toBeNull();
    expect(outletFromCopyright('저작권자 ⓒ 무단전재 및 재배포 금지')).toBeNull();
  });

  it('reads the outlet from the feed item’s <source> when the page names none', () => {
    const feed = parseFeed(
      `<?xml version="1.0"?><rss version="2.0"><channel><title>오늘의 모아보기</title><item><title>제목</title><link>https://news.example/a/1</link><source url="https://hangyeol.example/">한결일보</source></item><item><title>둘째</title><link>https://news.example/a/2</link><dc:creator>새벽경제 김하늘 기자</dc:creator></item></channel></rss>`,
    );
    expect(feed.items.map((item) => item.outlet)).toEqual(['한결일보', '새벽경제']);
  });
});

describe('credit lines', () => {
  it('leaves picture credits and reporter lines out of the body', () => {
    expect(stripBylines(['영화가 800만 관객을 모았다.', '사진=연예새벽'])).toEqual(['영화가 800만 관객을 모았다.']);
    expect(stripBylines(['투자를 유치했다. 벤처브리프 박도윤 기자'])).toEqual(['투자를 유치했다.']);
  });
});
