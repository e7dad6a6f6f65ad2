import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn.ts';
import styles from './admin-ui.module.css';

/** A row of headline numbers; wraps to two columns, then one, on narrow screens. */
export function StatGrid({ children, label }: { children: ReactNode; label: string }) {
  return (
    <section className={styles.statGrid} aria-label={label}>
      {children}
    </section>
  );
}

interface StatCardProps {
  label: string;
  value: ReactNode;
  icon?: LucideIcon;
  /** A short line under the value (an average, a rate, a caveat). */
  hint?: ReactNode;
  /** success: all is well; warning: it works but needs a look; danger: something is down. */
  tone?: 'default' | 'success' | 'warning' | 'danger';
  children?: ReactNode;
}

/** One headline number. The label names it for assistive tech too (a definition-style group). */
export function StatCard({ label, value, icon: Icon, hint, tone = 'default', children }: StatCardProps) {
  return (
    <div
      className={cn(
        styles.statCard,
        tone === 'success' && styles.statSuccess,
        tone === 'warning' && styles.statWarning,
        tone === 'danger' && styles.statDanger,
      )}
      role="group"
      aria-label={label}
    >
      <div className={styles.statHead}>
        <span className={styles.statLabel}>{label}</span>
        {Icon ? <Icon className={styles.statIcon} aria-hidden="true" /> : null}
      </div>
      <p className={styles.statValue}>{value}</p>
      {hint ? <p className={styles.statHint}>{hint}</p> : null}
      {children}
    </div>
  );
}
