/** Every query and mutation key of the generation feature; nothing else spells them. */
export const generationKeys = {
  all: ['generation'] as const,
  generate: () => [...generationKeys.all, 'generate'] as const,
  /** A post on the member's own topic (/blogWrite). */
  topic: () => [...generationKeys.all, 'topic'] as const,
};
