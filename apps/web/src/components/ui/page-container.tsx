import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';
import styles from './page-container.module.css';

/** Centres a page's content with the standard gutters; `narrow` for forms and reading, `compact` for sign-in cards. */
export function PageContainer({
  children,
  width = 'default',
}: {
  children: ReactNode;
  width?: 'default' | 'narrow' | 'compact';
}) {
  return (
    <div className={cn(styles.container, width === 'narrow' && styles.narrow, width === 'compact' && styles.compact)}>
      {children}
    </div>
  );
}
