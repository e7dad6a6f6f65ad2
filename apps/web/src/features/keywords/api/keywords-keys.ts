import type { KeywordSort } from '@geulgam/contracts';

/** Every query key of the member keyword list; nothing else spells them. */
export const keywordsKeys = {
  all: ['keywords'] as const,
  list: (params: { sort: KeywordSort; page: number; pageSize: number }) =>
    [...keywordsKeys.all, 'list', params] as const,
};
