import { describe, expect, it } from 'vitest';
import { createRandom } from '../random.ts';
import { copyIndex, isCopied } from '../quality-text.ts';
import { madeBy, relativeParts } from './relative.ts';
import { restateParts } from './restate.ts';

describe('a topic with a clause before its noun told as two facts (issue 26)', () => {
  it('tells the act of the noun that did it, then what the sentence says of the noun', () => {
    expect(relativeParts('이번 승리로 승점 3을 보탠 해오름은 승점 40이 됐다')).toEqual([
      '해오름은 이번 승리로 승점 3을 보탰다',
      '해오름은 승점 40이 됐다',
    ]);
    expect(relativeParts('지난달 문을 연 솔빛당은 첫 주에 손님 2천 명을 맞았다')).toEqual([
      '솔빛당은 지난달 문을 열었다',
      '솔빛당은 첫 주에 손님 2천 명을 맞았다',
    ]);
  });

  it('names the noun a subject made, never as "이 …"', () => {
    expect(relativeParts('한결대 연구진이 개발한 전지는 8분 만에 70%까지 충전됐다')).toEqual([
      '한결대 연구진은 전지를 개발했다',
      '전지는 8분 만에 70%까지 충전됐다',
    ]);
  });

  it('leaves alone a noun the clause puts something on, a pointer, nested clauses and uncertain roles', () => {
    expect(relativeParts('보호막을 입힌 전지는 8분 만에 70%까지 충전됐다')).toBeUndefined();
    expect(relativeParts('승점 40이 된 이 팀은 선두를 쫓고 있다')).toBeUndefined();
    expect(relativeParts('한결대 연구진이 개발한 막을 씌운 전지는 8분 만에 충전됐다')).toBeUndefined();
    // A subject and no object with a verb that takes none: the noun is a place, not what was made.
    expect(relativeParts('관중이 몰린 체육관은 뜨거웠다')).toBeUndefined();
    expect(relativeParts('조용한 마을은 관광객이 늘었다')).toBeUndefined();
    // "들은 적은 없었다" is one construction: 적 is no one who heard ("적은 … 소견을 들었다" was written).
    expect(relativeParts('그동안 건강검진에서 이상 소견을 들은 적은 한 번도 없었다')).toBeUndefined();
  });
});

describe('a clause that picks out some of a kind stays with its noun (issue 26)', () => {
  it('does not tell a clause before a common noun, nor before a noun whose rest is no past event', () => {
    expect(relativeParts('방을 구하지 못한 관광객은 읍내 숙소를 이용해야 한다')).toBeUndefined();
    expect(relativeParts('새로 이름을 올린 식당은 9곳이다')).toBeUndefined();
    expect(relativeParts('첫 세트를 21-25로 내준 해오름은 2세트부터 반격에 나섰다')).toEqual([
      '해오름은 첫 세트를 21-25로 내줬다',
      '해오름은 2세트부터 반격에 나섰다',
    ]);
  });
});

describe('what a subject made said with the maker first (issue 26)', () => {
  it('puts the maker first and the topic as its object', () => {
    expect(madeBy('누리FC는 2016년 누리시가 만들었다')).toBe('누리시가 2016년 누리FC를 만들었다');
    expect(madeBy('소설은 한 작가가 썼다')).toBe('한 작가가 소설을 썼다');
    expect(madeBy('누리FC는 2016년 창단했다')).toBeUndefined();
    expect(madeBy('이 팀은 누리시가 만들었다')).toBeUndefined();
  });

  it('frees a described copula no word order frees from its source', () => {
    const source = '누리FC는 2016년 누리시가 만든 시민구단이다.';
    const index = copyIndex([source]);
    const parts = restateParts(source, createRandom('a'), (text) => isCopied(text, index));
    // Told as the maker's act, in an order of the seed's ("누리시가 2016년 누리FC를 만들었다").
    expect(parts).toHaveLength(1);
    expect(parts![0]!.own).toBe(true);
    expect(parts![0]!.text).toMatch(
      /^(?:2016년 )?(?:누리시가 .*누리FC를|누리FC는 .*누리시가) .*만들었다\.$|누리시가 2016년 누리FC를 만들었다\./,
    );
  });
});
