/**
 * Plain constants without zod, for code that must stay small (the web app's
 * entry bundle imports `@geulgam/contracts/constants` and `@geulgam/contracts/paths`
 * and loads the schemas lazily). `categories.ts` and `member.ts` take their lists
 * and page size from here; `constants.test.ts` checks both entry points stay zod-free.
 */
export const CATEGORIES = ['연예', '경제', '스포츠', '야구', '드라마', '패션', '자동차', '여행', '맛집'] as const;
export type CategoryName = (typeof CATEGORIES)[number];

export const CATEGORY_EMOJI: Record<CategoryName, string> = {
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
export type KeywordSortName = (typeof KEYWORD_SORTS)[number];

export const PROVIDERS = ['kakao', 'naver'] as const;

/** Member keyword page size (SPEC §9); member.ts's `KEYWORD_PAGE_SIZE` is this value. */
export const MEMBER_KEYWORD_PAGE_SIZE = 12;
