/** Every query and mutation key of the generation feature; nothing else spells them. */
export const generationKeys = {
  all: ['generation'] as const,
  post: (id: number) => [...generationKeys.all, 'post', id] as const,
  generate: () => [...generationKeys.all, 'generate'] as const,
};
