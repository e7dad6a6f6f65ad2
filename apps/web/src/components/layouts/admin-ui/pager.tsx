import { ADMIN_PAGE_SIZES } from '@geulgam/contracts';
import { useId } from 'react';
import { Pager as SharedPager, type PagerProps } from '../../ui/pager.tsx';
import styles from './admin-ui.module.css';

/** The shared pager, spaced and centred for the console's pages. */
export function Pager(props: Omit<PagerProps, 'className'>) {
  return <SharedPager {...props} className={styles.pager} />;
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
