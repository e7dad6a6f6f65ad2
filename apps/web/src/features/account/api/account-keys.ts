/** Every query key of the account feature; nothing else spells them. */
export const accountKeys = {
  all: ['account'] as const,
  me: () => [...accountKeys.all, 'me'] as const,
};
