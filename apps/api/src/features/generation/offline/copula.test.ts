import { describe, expect, it } from 'vitest';
import { describedParts, predicateOf, turnedRound } from './copula.ts';

describe('a describing copula told as its facts (issue 26)', () => {
  it('tells what the subject is and what the clause before the noun says of it', () => {
    expect(describedParts('한솔역은 1962년 문을 연 벽돌 역사다')).toEqual([
      '한솔역은 벽돌 역사다',
      '한솔역은 1962년 문을 열었다',
    ]);
    // "것이라 더 값지다" is no noun phrase: "이번 기록은 것이라 더 값지다" would be left.
    expect(describedParts('이번 기록은 부상을 딛고 나온 것이라 더 값지다')).toBeUndefined();
    // "고민" is a noun before 중, not 고미 + ㄴ ("고몄다" was written).
    expect(describedParts('원소속팀 이글스는 보상 방식을 두고 고민 중이다')).toBeUndefined();
    expect(describedParts('새 매장은 2019년 문을 닫은 옛 극장 건물이었다')).toEqual([
      '새 매장은 옛 극장 건물이었다',
      '새 매장은 2019년 문을 닫았다',
    ]);
  });

  it('keeps only the described fact when the noun says nothing of its own', () => {
    expect(describedParts('물빛공원은 주민들이 저녁마다 찾는 곳이다')).toEqual(['물빛공원은 주민들이 저녁마다 찾는다']);
    // A quoted title is one name; one noun ("영화") beside it is left out.
    expect(describedParts("'겨울 정원'은 바닷가 온실을 배경으로 한 영화이다")).toEqual([
      "'겨울 정원'은 바닷가 온실을 배경으로 했다",
    ]);
  });

  it('turns a modifier into a predicate only when its tense and stem are certain', () => {
    expect(predicateOf('떠오른', ['요즘'])).toBe('떠올랐다');
    expect(predicateOf('서는', ['기차가'])).toBe('선다');
    expect(predicateOf('만드는', ['빵을'])).toBe('만든다');
    // Adjectives and reported clauses are no acts: "조용한 마을", "삼겠다는 구상".
    expect(predicateOf('조용한', ['아주'])).toBeUndefined();
    expect(predicateOf('작은', ['아주'])).toBeUndefined();
    expect(predicateOf('삼겠다는', ['기회로'])).toBeUndefined();
    expect(describedParts('군은 축제를 관광 기회로 삼겠다는 구상이다')).toBeUndefined();
    expect(describedParts('이 마을은 조용한 산골 마을이다')).toBeUndefined();
  });
});

describe('a copula that names who fills a role, turned round (issue 26)', () => {
  it('says the answer first, and a cleft as the act itself', () => {
    expect(turnedRound('가장 눈에 띄는 변화는 2층 열람실 구조다')).toBeUndefined(); // a figure stays where it is
    expect(turnedRound('가장 큰 변화는 어린이 열람실 구조다')).toBe('어린이 열람실 구조가 가장 큰 변화다');
    // A condition inside the role is a clause of its own ("무료가 … 셔틀이다" was written).
    expect(turnedRound('입장권을 보여 주면 돌아오는 셔틀은 무료다')).toBeUndefined();
    // "싶은" modifies the noun after it: no topic to turn ("전시가 … 싶이다" was written).
    expect(turnedRound('이번 겨울 제일 먼저 보러 가고 싶은 공연이다')).toBeUndefined();
    expect(turnedRound('가장 바빠진 가게는 역 앞 국숫집이었다')).toBe('역 앞 국숫집이 가장 바빠진 가게였다');
    expect(turnedRound('위기의 팀을 살린 것은 교체로 들어간 막내였다')).toBe('교체로 들어간 막내가 위기의 팀을 살렸다');
  });

  it('tells the answer as what the act is done to when the clause already has its doer', () => {
    expect(turnedRound('상인들이 가장 반기는 것은 주차장 확충이다')).toBe('상인들이 주차장 확충을 가장 반긴다');
    expect(turnedRound('손님들이 가장 많이 찾는 것은 김밥이다')).toBe('손님들이 김밥을 가장 많이 찾는다');
    // A clause inside the clause, or an answer that says when: left as it is.
    expect(turnedRound('동네 학생들이 만든 영화가 극장에 걸린 것은 처음이다')).toBeUndefined();
  });

  it('leaves a copula that describes its subject alone', () => {
    expect(turnedRound('첫 경기는 원정 팀의 흐름이었다')).toBeUndefined();
    expect(turnedRound('도담역은 오래된 벽돌 역사다')).toBeUndefined();
    // "아니다" is the negative copula; a topic inside the answer ("충격은") is its own.
    expect(turnedRound('한 달에 천 원 남짓 오르는 요금은 가계에 큰 부담은 아니다')).toBeUndefined();
    expect(describedParts('새로 오르는 요금은 가계에 큰 부담은 아니다')).toBeUndefined();
    // "이번이 처음이다" is a clause of its own, no noun phrase to put first.
    expect(turnedRound('우리 공항에서 섬으로 가는 노선이 생기는 것은 이번이 처음이다')).toBeUndefined();
  });
});
