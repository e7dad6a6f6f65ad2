import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import styles from './empty-state.module.css';

/** Nothing to show yet: an optional icon and title above what to do about it (`children`). */
export function EmptyState({
  title,
  icon: Icon,
  children,
}: {
  title?: string;
  icon?: LucideIcon;
  children: ReactNode;
}) {
  return (
    <div className={styles.empty}>
      {Icon ? <Icon className={styles.icon} aria-hidden="true" /> : null}
      {title ? <p className={styles.title}>{title}</p> : null}
      <p>{children}</p>
    </div>
  );
}
