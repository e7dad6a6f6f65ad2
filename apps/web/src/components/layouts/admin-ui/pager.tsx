import { ADMIN_PAGE_SIZES } from '@geulgam/contracts';
import { Pager as SharedPager, type PagerProps } from '../../ui/pager.tsx';
import styles from './admin-ui.module.css';
import { SelectField } from './fields.tsx';

/** The shared pager, spaced and centred for the console's pages. */
export function Pager(props: Omit<PagerProps, 'className'>) {
  return <SharedPager {...props} className={styles.pager} />;
}

const PAGE_SIZE_OPTIONS = ADMIN_PAGE_SIZES.map((size): { value: number; label: string } => ({
  value: size,
  label: `${size}개`,
}));

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
  return <SelectField label={label} value={value} options={PAGE_SIZE_OPTIONS} onChange={onChange} />;
}
