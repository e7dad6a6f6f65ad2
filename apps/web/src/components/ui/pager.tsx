import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';
import { Button } from './button.tsx';
import styles from './pager.module.css';

/** Previous / "where we are" / next. Callers show it only when there is more than one page. */
export function Pager(props: {
  label: string;
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  /** What sits between the buttons; "page / total" when absent. */
  children?: ReactNode;
  className?: string;
}) {
  const { page, totalPages, onPageChange } = props;
  return (
    <nav className={cn(styles.pager, props.className)} aria-label={props.label}>
      <Button variant="secondary" size="sm" onClick={() => onPageChange(Math.max(1, page - 1))} disabled={page <= 1}>
        <ChevronLeft aria-hidden="true" />
        이전
      </Button>
      <span className={styles.position} aria-live="polite">
        {props.children ?? `${page} / ${totalPages}`}
      </span>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => onPageChange(Math.min(totalPages, page + 1))}
        disabled={page >= totalPages}
      >
        다음
        <ChevronRight aria-hidden="true" />
      </Button>
    </nav>
  );
}
