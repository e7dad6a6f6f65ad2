import { describe, expect, it } from 'vitest';
import { formatGrowth, growthPercent, growthText, successRate, summarize } from './dashboard-stats.ts';

const days = (counts: number[]) =>
  counts.map((generated_posts, index) => ({ date: `2026-11-${String(22 - index).padStart(2, '0')}`, generated_posts }));

describe('dashboard numbers (SPEC §9)', () => {
  it('growth is (today − yesterday) / yesterday in percent with one decimal, none when yesterday is 0', () => {
    expect(growthPercent(15, 10)).toBe(50);
    expect(growthPercent(10, 3)).toBe(233.3);
    expect(growthPercent(2, 3)).toBe(-33.3);
    expect(growthPercent(5, 0)).toBeNull();
    expect(formatGrowth(50)).toBe('+50.0%');
    expect(formatGrowth(-33.3)).toBe('-33.3%');
    expect(formatGrowth(0)).toBe('0%');
  });

  it('never shows a percentage against a zero yesterday', () => {
    expect(growthText({ today: 13, yesterday: 0, growth: null })).toBe('어제는 0건이었어요');
    expect(growthText({ today: 0, yesterday: 0, growth: null })).toBe('어제와 오늘 모두 0건이에요');
    expect(growthText({ today: 15, yesterday: 10, growth: 50 })).toBe('어제 대비 +50.0%');
  });

  it('7-day total sums the newest seven days; the average is total / 7 rounded', () => {
    const summary = summarize(days([5, 4, 3, 2, 1, 0, 1, 100, 100, 100, 100, 100, 100, 100]));
    expect(summary.today).toBe(5);
    expect(summary.yesterday).toBe(4);
    expect(summary.weekTotal).toBe(16);
    expect(summary.dailyAverage).toBe(2); // 16 / 7 = 2.29
    expect(summary.growth).toBe(25);
    // Charts run oldest → newest.
    expect(summary.week.map((day) => day.generated_posts)).toEqual([1, 0, 1, 2, 3, 4, 5]);
    expect(summary.trend).toHaveLength(14);
    expect(summary.trend.at(-1)?.date).toBe('2026-11-22');
  });

  it('rounds the average half up and copes with no data', () => {
    expect(summarize(days([4, 0, 0, 0, 0, 0, 0])).dailyAverage).toBe(1); // 0.57
    expect(summarize(days([3, 0, 0, 0, 0, 0, 0])).dailyAverage).toBe(0); // 0.43
    const empty = summarize([]);
    expect([empty.today, empty.weekTotal, empty.dailyAverage, empty.growth]).toEqual([0, 0, 0, null]);
  });

  it('a missing success rate counts as 100', () => {
    expect(successRate({ success_rate: 87.5 })).toBe(87.5);
    expect(successRate({})).toBe(100);
    expect(successRate(null)).toBe(100);
  });
});
