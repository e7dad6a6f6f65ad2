import type { QueryClient } from '@tanstack/react-query';

/** Every query key of the member's integrations (My page → 연동); nothing else spells them. */
export const integrationsKeys = {
  all: ['integrations'] as const,
  wordpress: () => [...integrationsKeys.all, 'wordpress'] as const,
};

/** Marks the integrations stale (another screen connected or removed one). */
export function invalidateIntegrations(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: integrationsKeys.all });
}
