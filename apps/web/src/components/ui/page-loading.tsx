import { LoaderCircle } from 'lucide-react';
import styles from './page-loading.module.css';

/** Shown while a page's code or first data loads. */
export function PageLoading({ label = '불러오는 중이에요…' }: { label?: string }) {
  return (
    <div className={styles.loading} role="status">
      <LoaderCircle className={styles.spinner} aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
