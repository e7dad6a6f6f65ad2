import { describe, expect, it } from 'vitest';
import { formatCompactNumber } from './format-number.ts';

describe('formatCompactNumber (SPEC §9)', () => {
  it('keeps numbers under 1,000 as they are', () => {
    expect(formatCompactNumber(0)).toBe('0');
    expect(formatCompactNumber(7)).toBe('7');
    expect(formatCompactNumber(999)).toBe('999');
  });

  it('shows thousands as K with one decimal', () => {
    expect(formatCompactNumber(1_000)).toBe('1.0K');
    expect(formatCompactNumber(1_250)).toBe('1.3K');
    expect(formatCompactNumber(999_949)).toBe('999.9K');
  });

  it('shows millions as M with one decimal', () => {
    expect(formatCompactNumber(1_000_000)).toBe('1.0M');
    expect(formatCompactNumber(12_345_678)).toBe('12.3M');
  });

  it('handles negatives and non-numbers', () => {
    expect(formatCompactNumber(-1_500)).toBe('-1.5K');
    expect(formatCompactNumber(Number.NaN)).toBe('0');
  });
});
