import { describe, expect, it } from 'vitest';
import { cleanClause } from './clause.ts';
import { frontings, phrasesOf } from './restate.ts';

/* Restatements that must stay Korean (issue 26): a reordered or rebuilt fact is left as it was, not mangled. */
describe('restatements that stay grammatical', () => {
  it('never moves a -다는 clause away from the noun it describes', () => {
    const words = '큰 무대에 강하다는 평가도 여기서 나온다.'.split(' ');
    expect(phrasesOf(words).some((p) => p.join(' ') === '강하다는')).toBe(false);
    for (const order of frontings(words)) expect(order.join(' ')).not.toMatch(/^강하다는 큰/);
  });

  it('never fronts a subject whose modifier clause holds the place before it', () => {
    // "쉼터에서 마신 차가": 쉼터에서 belongs to 마신, so 차가 cannot open the sentence without it.
    const words = '중간 쉼터에서 마신 유자차가 특히 기억에 남는다.'.split(' ');
    for (const order of frontings(words)) expect(order.join(' ')).not.toMatch(/^마신 유자차가/);
    // A count after a noun is no modifier's clause: "시민 500명이" still opens the sentence.
    const counted = '이번 주말 한빛시 광장에서 시민 500명이 거리 행진을 벌인다.'.split(' ');
    expect(frontings(counted).map((o) => o.join(' '))).toContain(
      '시민 500명이 이번 주말 한빛시 광장에서 거리 행진을 벌인다.',
    );
  });

  it('turns "…에 나섰다" into "…에 들어갔다" only for work that starts', () => {
    expect(cleanClause('바다시도 축하에 나섰다.')).toBe('바다시도 축하에 나섰다');
    expect(cleanClause('경찰은 조사에 나섰다.')).toBe('경찰은 조사에 들어갔다');
  });
});
