import type { AdminKeywordsParams } from './get-admin-keywords.ts';

/** Every query key of the admin keyword screen; nothing else spells them. */
export const adminKeywordsKeys = {
  all: ['admin', 'titles'] as const,
  lists: () => [...adminKeywordsKeys.all, 'list'] as const,
  list: (params: AdminKeywordsParams) => [...adminKeywordsKeys.lists(), params] as const,
  detail: (id: number) => [...adminKeywordsKeys.all, 'detail', id] as const,
  preview: (id: number) => [...adminKeywordsKeys.all, 'preview', id] as const,
};
