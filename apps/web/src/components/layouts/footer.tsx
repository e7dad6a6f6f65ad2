import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import { useAccessToken } from '../../lib/use-auth-tokens.ts';
import { BrandLogo } from '../ui/brand-logo.tsx';
import styles from './footer.module.css';

export function Footer() {
  // The year the page is read in, not the year it was built.
  const year = new Date().getFullYear();
  // The console's door is for visitors; a signed-in member is never offered it.
  const member = Boolean(useAccessToken());
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.brand}>
          <BrandLogo />
          <p className={styles.tagline}>오늘의 뉴스로 블로그 글을 한 번에 완성해요.</p>
        </div>
        <div className={styles.meta}>
          {member ? null : (
            <Link to={paths.admin.login.getHref()} className={styles.adminLink}>
              관리자 로그인
            </Link>
          )}
          <p className={styles.copyright}>© {year} 글감. All Rights Reserved.</p>
        </div>
      </div>
    </footer>
  );
}
