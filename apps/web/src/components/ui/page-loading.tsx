import { LoaderCircle } from 'lucide-react';
import styles from './page-loading.module.css';

/**
 * Shown while a page's code or first data loads (`page`: fills the view), or while a part of a
 * screen or a modal loads (`section`: as tall as its padding).
 */
export function PageLoading({
  label = '불러오는 중이에요…',
  variant = 'page',
}: {
  label?: string;
  variant?: 'page' | 'section';
}) {
  return (
    <div className={variant === 'page' ? styles.loading : `${styles.loading} ${styles.section}`} role="status">
      <LoaderCircle className={styles.spinner} aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
