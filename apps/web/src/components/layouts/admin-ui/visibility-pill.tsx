import { cn } from '../../../lib/cn.ts';
import styles from './admin-ui.module.css';

/** "공개" in green or "비공개" in amber, for keywords and generated posts alike. */
export function VisibilityPill({ active, className }: { active: boolean; className?: string | undefined }) {
  return (
    <span className={cn(styles.pill, active ? styles.publicPill : styles.privatePill, className)}>
      {active ? '공개' : '비공개'}
    </span>
  );
}
