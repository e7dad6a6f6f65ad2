import { describe, expect, it } from 'vitest';
import { outletFromByline, outletFromCredit, stripBylines } from './byline.ts';
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
