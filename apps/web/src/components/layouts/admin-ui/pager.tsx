import { ChevronLeft, ChevronRight } from 'lucide-react';
import { ADMIN_PAGE_SIZES } from '@geulgam/contracts';
import { useId, type ReactNode } from 'react';
import { Button } from '../../ui/button.tsx';
import styles from './admin-ui.module.css';

interface PagerProps {
  /** What the pager moves through, e.g. "키워드 목록 페이지". */
  label: string;
  /** The position, e.g. "3 / 12 페이지". */
  status: ReactNode;
  onPrevious: () => void;
  onNext: () => void;
  previousDisabled: boolean;
  nextDisabled: boolean;
}

/** Previous and next buttons around the current position. */
export function Pager({ label, status, onPrevious, onNext, previousDisabled, nextDisabled }: PagerProps) {
  return (
    <nav className={styles.pager} aria-label={label}>
      <Button variant="secondary" size="sm" onClick={onPrevious} disabled={previousDisabled}>
        <ChevronLeft aria-hidden="true" />
        이전
      </Button>
      <span className={styles.pagerStatus} aria-live="polite">
        {status}
      </span>
      <Button variant="secondary" size="sm" onClick={onNext} disabled={nextDisabled}>
        다음
        <ChevronRight aria-hidden="true" />
      </Button>
    </nav>
  );
}

/** The page-size options of SPEC §9 (10, 20, 30, 50). */
export function PageSizeSelect({
  value,
  onChange,
  label = '페이지당 개수',
}: {
  value: number;
  onChange: (size: number) => void;
  label?: string;
}) {
  const id = useId();
  return (
    <div className={styles.selectField}>
      <label htmlFor={id} className={styles.selectLabel}>
        {label}
      </label>
      <select
        id={id}
        className={styles.select}
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
      >
        {ADMIN_PAGE_SIZES.map((size) => (
          <option key={size} value={size}>
            {size}개
          </option>
        ))}
      </select>
    </div>
  );
}
