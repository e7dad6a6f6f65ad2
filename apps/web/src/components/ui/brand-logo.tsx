import { PenLine } from 'lucide-react';
import { cn } from '../../lib/cn.ts';
import styles from './brand-logo.module.css';

/** The 글감 mark and word. Decorative icon; the word carries the name. */
export function BrandLogo({ size = 'md', className }: { size?: 'md' | 'lg'; className?: string }) {
  return (
    <span className={cn(styles.logo, size === 'lg' && styles.large, className)}>
      <span className={styles.mark} aria-hidden="true">
        <PenLine strokeWidth={2.25} />
      </span>
      <span className={styles.word}>글감</span>
    </span>
  );
}
