import { BrandLogo } from '../ui/brand-logo.tsx';
import styles from './footer.module.css';

export function Footer() {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.brand}>
          <BrandLogo />
          <p className={styles.tagline}>오늘의 뉴스로 블로그 글을 한 번에 완성해요.</p>
        </div>
        <p className={styles.copyright}>© 2025 글감. All Rights Reserved.</p>
      </div>
    </footer>
  );
}
