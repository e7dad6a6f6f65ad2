import { describe, expect, it } from 'vitest';
import { eventPattern } from './events.ts';

describe('the words that tell an event', () => {
  it('reads an opening told with the bare verb after its day ("센터를 12월 1일 오전 9시 연다")', () => {
    const opening = eventPattern('개소')!;
    expect(opening.test('오전 9시 연다.')).toBe(true);
    expect(opening.test('문을 열었다')).toBe(true);
    // A verb that only ends in the same syllables is no opening.
    expect(opening.test('오전 9시 펼쳐진다')).toBe(false);
    expect(opening.test('새로 연다는')).toBe(false);
  });
});
