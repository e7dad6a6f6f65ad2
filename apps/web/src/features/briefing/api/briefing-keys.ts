/** Every query key of the briefing feature; nothing else spells them. */
export const briefingKeys = {
  all: ['briefing'] as const,
  today: () => [...briefingKeys.all, 'today'] as const,
};
