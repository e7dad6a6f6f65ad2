import { describe, expect, it } from 'vitest';
import { toPolite } from './polite-endings.ts';

describe('toPolite', () => {
  it.each([
    ['회사는 실적을 공시했다.', '회사는 실적을 공시했어요.'],
    ['주최 측이 이렇게 밝혔다.', '주최 측이 이렇게 밝혔어요.'],
    ['티켓 1만 장이 10분 만에 팔렸다.', '티켓 1만 장이 10분 만에 팔렸어요.'],
    ['다음 주부터 판매된다.', '다음 주부터 판매돼요.'],
    ['무대는 두 곳으로 나눠 설치한다.', '무대는 두 곳으로 나눠 설치해요.'],
    ['행사는 사흘 동안 이어진다.', '행사는 사흘 동안 이어져요.'],
    ['관심이 커지고 있다.', '관심이 커지고 있어요.'],
    ['이번이 두 번째 행사이다.', '이번이 두 번째 행사이에요.'],
    ['"좋은 무대를 보여 드리겠다"고 말했다.', '"좋은 무대를 보여 드리겠다"고 말했어요.'],
  ])('%s', (input, expected) => {
    expect(toPolite(input)).toBe(expected);
  });

  it('leaves other endings and all numbers untouched', () => {
    expect(toPolite('매출은 48조 2천억 원으로 11% 증가')).toBe('매출은 48조 2천억 원으로 11% 증가');
  });
});
