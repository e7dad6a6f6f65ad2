import { describe, expect, it } from 'vitest';
import { extractEntities } from './entities.ts';
import { nounTerms } from './nouns.ts';
import { forgetReadings } from './readings.ts';

describe('forgetReadings', () => {
  it('empties the caches a burst of reading filled, and reading gives the same answers after', () => {
    const text = '도담에너지가 새 공장을 열었다. 도담에너지는 내년에 직원을 더 뽑는다고 밝혔다.';
    forgetReadings();
    const terms = nounTerms(text);
    const entities = extractEntities(text, { title: '도담에너지 새 공장' });
    expect(forgetReadings()).toBeGreaterThan(0);
    expect(forgetReadings()).toBe(0);
    expect(nounTerms(text)).toEqual(terms);
    expect(extractEntities(text, { title: '도담에너지 새 공장' })).toEqual(entities);
  });
});
