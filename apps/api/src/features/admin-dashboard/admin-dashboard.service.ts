import type { clovaStats, dailyStats, topKeywords } from '@geulgam/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { lastSeoulDates, seoulDayStart } from '../../shared/seoul-days.ts';
import { createAdminDashboardRepository } from './admin-dashboard.repository.ts';

export const DAILY_STATS_DAYS = 14;

export interface AdminDashboardDeps {
  db: Db;
  now?: () => Date;
}

/** Dashboard numbers over Seoul calendar days: `days=7` means today and the six days before it. */
export function createAdminDashboardService({ db, now = () => new Date() }: AdminDashboardDeps) {
  const repository = createAdminDashboardRepository(db);

  return {
    async dailyStats(): Promise<z.infer<typeof dailyStats>> {
      const at = now();
      const { posts, collected } = await repository.dailyCounts(seoulDayStart(at, DAILY_STATS_DAYS - 1));
      return {
        data: lastSeoulDates(at, DAILY_STATS_DAYS).map((date) => ({
          date,
          generated_posts: posts.get(date) ?? 0,
          collected_keywords: collected.get(date) ?? 0,
        })),
      };
    },
    async topKeywords(days: number, limit: number): Promise<z.infer<typeof topKeywords>> {
      const rows = await repository.topKeywords(seoulDayStart(now(), days - 1), limit);
      return { data: rows.map((r) => ({ keyword_id: r.id, title: r.title, click_count: r.clicks })) };
    },
    async providerStats(days: number): Promise<z.infer<typeof clovaStats>> {
      const { total, success } = await repository.providerCallCounts(seoulDayStart(now(), days - 1));
      // No calls yet is not a failure: the console shows 100 % then (SPEC §3 default).
      const rate = total === 0 ? 100 : Math.round((success / total) * 1000) / 10;
      return { data: { total, success, fail: total - success, success_rate: rate } };
    },
  };
}
