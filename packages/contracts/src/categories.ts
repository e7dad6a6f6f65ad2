import { z } from 'zod';
import { CATEGORIES, CATEGORY_EMOJI, KEYWORD_SORTS, PROVIDERS } from './constants.ts';

/** The nine interest categories, travelling on the wire as Korean words (defined in constants.ts, without zod). */
export { CATEGORIES, CATEGORY_EMOJI, KEYWORD_SORTS, PROVIDERS };

export const categorySchema = z.enum(CATEGORIES);
export type Category = z.infer<typeof categorySchema>;

export const keywordSortSchema = z.enum(KEYWORD_SORTS);
export type KeywordSort = z.infer<typeof keywordSortSchema>;

export const providerSchema = z.enum(PROVIDERS);
export type Provider = z.infer<typeof providerSchema>;
