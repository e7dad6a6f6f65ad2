/** Every query key of the admin dashboard; nothing else spells them. */
export const adminDashboardKeys = {
  all: ['admin', 'dashboard'] as const,
  summary: () => [...adminDashboardKeys.all, 'summary'] as const,
  live: () => [...adminDashboardKeys.all, 'live'] as const,
  ingestionRuns: () => [...adminDashboardKeys.all, 'ingestion-runs'] as const,
};
