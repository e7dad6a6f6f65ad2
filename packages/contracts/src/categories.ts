import { z } from 'zod';

/** The nine interest categories, travelling on the wire as Korean words. */
export const CATEGORIES = ['연예', '경제', '스포츠', '야구', '드라마', '패션', '자동차', '여행', '맛집'] as const;

export const categorySchema = z.enum(CATEGORIES);
export type Category = z.infer<typeof categorySchema>;

export const CATEGORY_EMOJI: Record<Category, string> = {
  연예: '🎤',
  경제: '💰',
  스포츠: '⚽',
  야구: '⚾',
  드라마: '📺',
  패션: '👗',
  자동차: '🚗',
  여행: '✈️',
  맛집: '🍜',
};

export const KEYWORD_SORTS = ['latest', 'popular', 'trending'] as const;
export const keywordSortSchema = z.enum(KEYWORD_SORTS);
export type KeywordSort = z.infer<typeof keywordSortSchema>;

export const PROVIDERS = ['kakao', 'naver'] as const;
export const providerSchema = z.enum(PROVIDERS);
export type Provider = z.infer<typeof providerSchema>;
