import { describe, expect, it } from 'vitest';
import { resultOpening, resultParts } from './results.ts';

describe('a list of results told as its facts (issue 26)', () => {
  it('tells the act that made the results and each figure with what it counts', () => {
    expect(resultParts('새길대 연구팀이 공개한 시험 결과는 5분 충전에 60%, 500회 사용 후 성능 유지율 88%다.')).toEqual([
      '새길대 연구팀은 시험 결과를 공개했다',
      '시험에서는 5분 충전에 60%가 나왔다',
      '시험에서 성능 유지율은 500회 사용 후 88%였다',
    ]);
  });

  it('tells a list with no clause before it, one figure a sentence', () => {
    expect(resultParts('설문 결과는 찬성 54%, 반대 38%였다')).toEqual([
      '설문에서 찬성은 54%였다',
      '설문에서 반대는 38%였다',
    ]);
  });

  it('leaves alone what is no list of figures, or whose occasion it cannot name', () => {
    expect(resultParts('회사는 매출이 늘었지만, 영업이익은 줄었다')).toBeUndefined();
    expect(resultParts('시험 결과는 좋았고, 반응도 뜨거웠다')).toBeUndefined();
    expect(resultParts('결과는 찬성 54%, 반대 38%였다')).toBeUndefined();
    // A modifier whose tense is not certain ("조용한") tells no act.
    expect(resultParts('마을이 조용한 조사 결과는 찬성 54%, 반대 38%였다')).toBeUndefined();
  });
});

describe('results opening a sentence told from their occasion (issue 26)', () => {
  it('says "X 결과" as the place "X에서", so another order may move it', () => {
    expect(resultOpening('설문 결과 응답자의 61%가 찬성했다')).toBe('설문에서 응답자의 61%가 찬성했다');
    expect(resultOpening('분석 결과, 새 노선 이용객은 하루 평균 2천 명이었다')).toBe(
      '분석에서 새 노선 이용객은 하루 평균 2천 명이었다',
    );
  });

  it('leaves a pointer, a compound noun and other openings alone', () => {
    expect(resultOpening('그 결과 매출이 늘었다')).toBe('그 결과 매출이 늘었다');
    expect(resultOpening('설문 결과 발표는 다음 달로 미뤄졌다')).toBe('설문 결과 발표는 다음 달로 미뤄졌다');
    expect(resultOpening('결과는 다음 달에 나온다')).toBe('결과는 다음 달에 나온다');
  });
});
