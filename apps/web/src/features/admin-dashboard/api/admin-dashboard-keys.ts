/** Every query key of the admin dashboard; nothing else spells them. */
export const adminDashboardKeys = {
  all: ['admin', 'dashboard'] as const,
  summary: () => [...adminDashboardKeys.all, 'summary'] as const,
};
