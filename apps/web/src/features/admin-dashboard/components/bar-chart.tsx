import { cn } from '../../../lib/cn.ts';
import { formatCompactNumber } from '../../../components/layouts/admin-ui/format-number.ts';
import type { DailyCount } from '../utils/dashboard-stats.ts';
import styles from './admin-dashboard.module.css';

const dayLabel = new Intl.DateTimeFormat('ko-KR', { month: 'numeric', day: 'numeric', timeZone: 'UTC' });

/** "11월 22일" from a YYYY-MM-DD day (already a Seoul date, so read as UTC). */
export function formatDay(date: string): string {
  const parsed = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) ? date : dayLabel.format(parsed).replace(/\.\s?/g, '/').replace(/\/$/, '');
}

/**
 * Hand-made bars (no chart library): one bar per day, oldest on the left, the
 * last bar (today) in the accent colour. `compact` drops the day labels.
 */
export function BarChart({ days, label, compact = false }: { days: DailyCount[]; label: string; compact?: boolean }) {
  const max = Math.max(1, ...days.map((day) => day.generated_posts));
  return (
    <ol className={cn(styles.chart, compact && styles.chartCompact)} aria-label={label}>
      {days.map((day, index) => {
        const value = day.generated_posts;
        const isToday = index === days.length - 1;
        const height = value === 0 ? 0 : Math.max(4, (value / max) * 100);
        return (
          <li key={day.date} className={styles.column}>
            <span className="visually-hidden">{`${formatDay(day.date)} ${value}건`}</span>
            {compact ? null : (
              <span className={styles.columnValue} aria-hidden="true">
                {formatCompactNumber(value)}
              </span>
            )}
            <span className={styles.track} aria-hidden="true">
              <span
                className={cn(styles.bar, isToday && styles.barToday)}
                style={{ height: `${height}%` }}
                title={`${formatDay(day.date)} ${value}건`}
              />
            </span>
            {compact ? null : (
              <span className={styles.columnLabel} aria-hidden="true">
                {formatDay(day.date)}
              </span>
            )}
          </li>
        );
      })}
    </ol>
  );
}
