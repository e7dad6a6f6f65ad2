/**
 * The dashboard's derived numbers (SPEC §9). `daily` is newest first: the
 * first item is today, the second yesterday.
 */
export interface DailyCount {
  date: string;
  generated_posts: number;
}

export const WEEK_DAYS = 7;
export const TREND_DAYS = 14;

/** (today − yesterday) / yesterday as a percent with one decimal; null when yesterday had none (no base). */
export function growthPercent(today: number, yesterday: number): number | null {
  if (yesterday === 0) return null;
  return Math.round(((today - yesterday) / yesterday) * 1000) / 10;
}

/** "+12.5%", "-3.0%", "0%". */
export function formatGrowth(growth: number): string {
  if (growth === 0) return '0%';
  return `${growth > 0 ? '+' : ''}${growth.toFixed(1)}%`;
}

/** The comparison with yesterday: a percentage, or yesterday's plain count when a percentage means nothing. */
export function growthText(summary: { today: number; yesterday: number; growth: number | null }): string {
  if (summary.growth !== null) return `어제 대비 ${formatGrowth(summary.growth)}`;
  return summary.today === 0 ? '어제와 오늘 모두 0건이에요' : '어제는 0건이었어요';
}

export interface DashboardSummary {
  today: number;
  yesterday: number;
  /** The last seven days (today included). */
  weekTotal: number;
  /** weekTotal / 7, rounded. */
  dailyAverage: number;
  /** Null when yesterday had none. */
  growth: number | null;
  /** The last seven days, oldest first, for the small chart. */
  week: DailyCount[];
  /** The last fourteen days, oldest first, for the trend chart. */
  trend: DailyCount[];
}

export function summarize(daily: readonly DailyCount[]): DashboardSummary {
  const today = daily[0]?.generated_posts ?? 0;
  const yesterday = daily[1]?.generated_posts ?? 0;
  const lastWeek = daily.slice(0, WEEK_DAYS);
  const weekTotal = lastWeek.reduce((sum, day) => sum + day.generated_posts, 0);
  return {
    today,
    yesterday,
    weekTotal,
    dailyAverage: Math.round(weekTotal / WEEK_DAYS),
    growth: growthPercent(today, yesterday),
    week: [...lastWeek].reverse(),
    trend: daily.slice(0, TREND_DAYS).reverse(),
  };
}

/** A missing success rate counts as 100 (SPEC §3). */
export function successRate(stats: { success_rate?: number | null } | null | undefined): number {
  const rate = stats?.success_rate;
  return typeof rate === 'number' && Number.isFinite(rate) ? rate : 100;
}
