import { describe, expect, it } from 'vitest';
import { isDistinctiveFigure, otherSubjects, ownSubject, rareEvidence } from './story-angles.ts';

describe('isDistinctiveFigure', () => {
  it('takes precise counts and amounts', () => {
    for (const key of ['#11300명', '#129000원', '#6.8%', '#17g', '#1240점'])
      expect(isDistinctiveFigure(key)).toBe(true);
  });

  it('leaves out round numbers, times, floors, ranks and scores', () => {
    for (const key of ['#9000명', '#30000000000원', '#20%', '#30분', '#3시간', '#4층', '#2위', '#3-2', '@d21']) {
      expect(isDistinctiveFigure(key)).toBe(false);
    }
  });
});

describe('rareEvidence', () => {
  it('counts a key only two articles carry as 1, one four carry as 0.5, and none beyond the limit', () => {
    expect(rareEvidence([2, 4, 6], 4)).toBe(1.5);
    expect(rareEvidence([2, 4, 6], 6)).toBeCloseTo(1.5 + 1 / 3);
  });
});

describe('otherSubjects', () => {
  it('tells apart two cities that each open their own library', () => {
    const a = ownSubject({ title: "은포시 '물결도서관' 문 열어", body: '은포시의 새 도서관이 문을 열었다.' });
    const b = ownSubject({ title: "남포시 '솔빛도서관' 개관", body: '남포시가 폐교를 고친 도서관을 열었다.' });
    expect(otherSubjects(a, b)).toBe(true);
  });

  it('keeps together an angle that names the other article’s city', () => {
    const a = ownSubject({ title: "은포시 '물결도서관' 문 열어", body: '은포시의 새 도서관이 문을 열었다.' });
    const b = ownSubject({ title: '첫 주말 9천 명 몰려', body: '은포시 물결도서관에 주말 동안 9천 명이 다녀갔다.' });
    expect(otherSubjects(a, b)).toBe(false);
  });
});

describe('otherSubjects, headlines that name each other', () => {
  it('keeps together a drama and its lead actress when each article names the other once', () => {
    const drama = ownSubject({
      title: "드라마 '달빛 염전' 세계 1위",
      body: "드라마 '달빛 염전'이 공개 닷새 만에 1위에 올랐다. '달빛 염전'은 주연 배우 하시온이 염전 마을 교사를 맡았다. '달빛 염전'은 8부작이다.",
    });
    const actress = ownSubject({
      title: '배우 하시온 "염전에서 석 달 살았다"',
      body: "배우 하시온은 '달빛 염전' 촬영을 위해 석 달을 염전 마을에서 지냈다. 배우 하시온은 소금을 직접 거뒀다.",
    });
    expect(drama.headline.size).toBeGreaterThan(0);
    expect(actress.headline.size).toBeGreaterThan(0);
    expect(otherSubjects(drama, actress)).toBe(false);
  });
});
