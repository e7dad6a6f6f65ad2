import { describe, expect, it } from 'vitest';
import { CATEGORY_EMOJI as fromConstants, MEMBER_KEYWORD_PAGE_SIZE } from './constants.ts';
import { CATEGORIES, CATEGORY_EMOJI, categorySchema, KEYWORD_PAGE_SIZE } from './index.ts';

describe('zod-free constants', () => {
  it('match the values the schemas use', () => {
    expect(MEMBER_KEYWORD_PAGE_SIZE).toBe(KEYWORD_PAGE_SIZE);
    expect(fromConstants).toBe(CATEGORY_EMOJI);
    expect(categorySchema.options).toEqual([...CATEGORIES]);
  });
});
