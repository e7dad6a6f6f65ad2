import { CircleAlert, CircleCheck, Info, TriangleAlert, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';
import styles from './notice.module.css';

export type NoticeTone = 'info' | 'success' | 'warning' | 'error';

const ICONS: Record<NoticeTone, LucideIcon> = {
  info: Info,
  success: CircleCheck,
  warning: TriangleAlert,
  error: CircleAlert,
};

/**
 * A message box. Errors and warnings are announced at once (`role="alert"`),
 * the others politely (`role="status"`). The icon is decorative unless `mark`
 * replaces it with visible text (e.g. ⚠).
 */
export function Notice({
  tone = 'info',
  children,
  mark,
  className,
}: {
  tone?: NoticeTone;
  children: ReactNode;
  /** Text shown instead of the icon. */
  mark?: string;
  className?: string;
}) {
  const Icon = ICONS[tone];
  const urgent = tone === 'error' || tone === 'warning';
  return (
    <div role={urgent ? 'alert' : 'status'} className={cn(styles.notice, styles[tone], className)}>
      {mark ? (
        <span className={styles.mark} aria-hidden="true">
          {mark}
        </span>
      ) : (
        <Icon className={styles.icon} aria-hidden="true" />
      )}
      <div className={styles.text}>{children}</div>
    </div>
  );
}
