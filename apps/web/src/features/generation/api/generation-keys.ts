/** Every query and mutation key of the generation feature; nothing else spells them. */
export const generationKeys = {
  all: ['generation'] as const,
  post: (id: number) => [...generationKeys.all, 'post', id] as const,
  generate: () => [...generationKeys.all, 'generate'] as const,
  versions: () => [...generationKeys.all, 'versions'] as const,
  versionsOf: (postId: number) => [...generationKeys.versions(), postId] as const,
  videoScript: (postId: number) => [...generationKeys.all, 'video-script', postId] as const,
  wordpress: () => [...generationKeys.all, 'wordpress'] as const,
};
