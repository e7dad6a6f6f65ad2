import { describe, expect, it } from 'vitest';
import { cleanClause, joinable, joinClauses, presentStem } from './clause.ts';

describe('joining two facts into one sentence (aggregation)', () => {
  it('joins the past and the copula as before', () => {
    expect(joinable('도담식당은 문을 열었다')).toBe('도담식당은 문을 열었고');
    expect(joinable('메뉴는 세 가지이다')).toBe('메뉴는 세 가지이고');
  });

  it('joins the present tense with 고 from its stem', () => {
    expect(joinable('가게는 아침 8시에 문을 연다')).toBe('가게는 아침 8시에 문을 열고');
    expect(joinable('시는 셔틀버스를 늘린다')).toBe('시는 셔틀버스를 늘리고');
    expect(joinable('빵집은 하루 300개만 굽는다')).toBe('빵집은 하루 300개만 굽고');
    expect(joinable('구단은 기념 머플러를 만든다')).toBe('구단은 기념 머플러를 만들고');
    expect(joinable('행사는 광장에서 진행된다')).toBe('행사는 광장에서 진행되고');
    // The present never takes 며 here: its stem would need a vowel ("열며", "굽으며") this does not know.
    expect(joinClauses('가게는 문을 연다', '손님이 몰린다')).toBe('가게는 문을 열고, 손님이 몰린다.');
  });

  it('joins adjectives and 있다/없다 by their stem', () => {
    expect(joinable('국물이 진하다')).toBe('국물이 진하고');
    expect(joinable('주차장이 없다')).toBe('주차장이 없고');
    expect(joinable('값이 싸다')).toBe('값이 싸고');
  });

  it('leaves a present form whose stem is ambiguous alone', () => {
    // "산다" is 사다 (buy) or 살다 (live); "운다" is 울다 but "세운다" is 세우다.
    expect(presentStem('그는 서울에 산다')).toBeUndefined();
    expect(joinable('그는 서울에 산다')).toBeUndefined();
    expect(joinable('시는 새 다리를 세운다')).toBe('시는 새 다리를 세우고');
    // An ㄹ stem lost its ㄹ before ㄴ: "이끈다" is 이끌다, never "이끄고".
    expect(joinable('주방은 김 실장이 이끈다')).toBe('주방은 김 실장이 이끌고');
    // A syllable whose stem this does not know is not joined rather than guessed.
    expect(presentStem('공장은 쉬지 않고 돈다')).toBeUndefined();
  });
});

describe('a clause without what ties it to the sentence before', () => {
  it('drops a leading 그래도 (it was told as the topic "그래는")', () => {
    expect(cleanClause('그래도 이번 겨울 가장 먼저 보고 싶은 공연이다.')).toBe(
      '이번 겨울 가장 먼저 보고 싶은 공연이다',
    );
  });
});
