import { describe, expect, it } from 'vitest';
import { decided, futureStem } from './intent.ts';

describe('a plan told as what was decided (issue 26)', () => {
  it('finds the verb stem of a future adnominal, irregular stems included', () => {
    expect(futureStem('넓힐')).toBe('넓히');
    expect(futureStem('확대할')).toBe('확대하');
    expect(futureStem('받을')).toBe('받');
    expect(futureStem('지을')).toBe('짓');
    expect(futureStem('들을')).toBe('듣');
    expect(futureStem('모을')).toBe('모으');
    expect(futureStem('도울')).toBe('돕');
    expect(futureStem('세울')).toBe('세우');
    expect(futureStem('열')).toBe('열');
    expect(futureStem('만들')).toBe('만들');
    expect(futureStem('선보일')).toBe('선보이');
    // "살" is 사다 or 살다; "이달" is a noun: no stem is guessed.
    expect(futureStem('살')).toBeUndefined();
    expect(futureStem('이달')).toBeUndefined();
    expect(futureStem('확대')).toBeUndefined();
  });

  it('tells "…할 계획이다" as a decision and as an intention', () => {
    const said = decided('모아르는 내년에 니트와 청바지까지 대상을 넓힐 계획이다'.split(' ')).map((w) => w.join(' '));
    expect(said).toEqual([
      '모아르는 내년에 니트와 청바지까지 대상을 넓히기로 했다',
      '모아르는 내년에 니트와 청바지까지 대상을 넓히려고 한다',
    ]);
    expect(decided('군은 내년 봄까지 판매장을 더 지을 계획이다'.split(' ')).map((w) => w.join(' '))).toEqual([
      '군은 내년 봄까지 판매장을 더 짓기로 했다',
      '군은 내년 봄까지 판매장을 더 지으려고 한다',
    ]);
    expect(decided('시는 기업을 더 끌어오겠다는 계획이다'.split(' ')).map((w) => w.join(' '))).toEqual([
      '시는 기업을 더 끌어오기로 했다',
      '시는 기업을 더 끌어오려고 한다',
    ]);
    expect(decided('산들바람은 새 매장을 열 계획이다'.split(' ')).at(1)?.join(' ')).toBe(
      '산들바람은 새 매장을 열려고 한다',
    );
    // No verb before the plan, or no plan: nothing.
    expect(decided('이것이 올해 사업 계획이다'.split(' '))).toEqual([]);
    expect(decided('행사는 다음 달 열릴 예정이다'.split(' '))).toEqual([]);
  });
});
