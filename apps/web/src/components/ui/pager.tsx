import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';
import { Button } from './button.tsx';
import styles from './pager.module.css';

export interface PagerProps {
  /** What the pager moves through, e.g. "키워드 페이지". */
  label: string;
  /** The position between the buttons, e.g. "3 / 12". */
  status: ReactNode;
  onPrevious: () => void;
  onNext: () => void;
  previousDisabled: boolean;
  nextDisabled: boolean;
  className?: string;
}

/** Previous and next buttons around the current position. */
export function Pager(props: PagerProps) {
  return (
    <nav className={cn(styles.pager, props.className)} aria-label={props.label}>
      <Button variant="secondary" size="sm" onClick={props.onPrevious} disabled={props.previousDisabled}>
        <ChevronLeft aria-hidden="true" />
        이전
      </Button>
      <span className={styles.position} aria-live="polite">
        {props.status}
      </span>
      <Button variant="secondary" size="sm" onClick={props.onNext} disabled={props.nextDisabled}>
        다음
        <ChevronRight aria-hidden="true" />
      </Button>
    </nav>
  );
}

/** A pager over numbered pages; callers show it only when there is more than one page. */
export function PageNumberPager(props: {
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
    <Pager
      label={props.label}
      status={props.children ?? `${page} / ${totalPages}`}
      onPrevious={() => onPageChange(Math.max(1, page - 1))}
      onNext={() => onPageChange(Math.min(totalPages, page + 1))}
      previousDisabled={page <= 1}
      nextDisabled={page >= totalPages}
      {...(props.className ? { className: props.className } : {})}
    />
  );
}
