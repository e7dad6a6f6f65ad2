import { describe, expect, it } from 'vitest';
import { isSectionName, looksLikeOutletName, mayBePersonName, namesReporter } from './index.ts';

describe('outlet names', () => {
  it('knows an outlet by its ending, not a bare ending', () => {
    expect(looksLikeOutletName('한빛일보')).toBe(true);
    expect(looksLikeOutletName('한빛 경제')).toBe(true);
    expect(looksLikeOutletName('Hanbit Times')).toBe(true);
    expect(looksLikeOutletName('경제')).toBe(false);
    expect(looksLikeOutletName('벤처브리프')).toBe(false);
  });

  it('tells a reporter and a name that may be a person', () => {
    expect(namesReporter('홍길동 기자')).toBe(true);
    expect(namesReporter('워싱턴 특파원')).toBe(true);
    expect(namesReporter('한빛일보')).toBe(false);
    expect(mayBePersonName('홍길동')).toBe(true);
    expect(mayBePersonName('남궁민수')).toBe(true);
    expect(mayBePersonName('한빛일보')).toBe(false);
    expect(mayBePersonName('새벽빛')).toBe(false);
  });

  it('knows sections, breadcrumbs and headline tags', () => {
    expect(isSectionName('경제')).toBe(true);
    expect(isSectionName('사회 > 사건사고')).toBe(false);
    expect(isSectionName('뉴스 > 경제')).toBe(true);
    expect(isSectionName('[단독]')).toBe(true);
    expect(isSectionName('한빛일보')).toBe(false);
  });
});
