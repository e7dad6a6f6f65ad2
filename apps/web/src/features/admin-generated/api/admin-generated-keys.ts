import type { GeneratedParams } from './generated-posts.ts';

/** Every query key of the admin generated-content screen; nothing else spells them. */
export const adminGeneratedKeys = {
  all: ['admin', 'generated'] as const,
  lists: () => [...adminGeneratedKeys.all, 'list'] as const,
  list: (params: GeneratedParams) => [...adminGeneratedKeys.lists(), params] as const,
  detail: (id: number) => [...adminGeneratedKeys.all, 'detail', id] as const,
};
