import { LogIn } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import { buttonClassName } from './button.tsx';
import styles from './signed-out-panel.module.css';

/** A member's page as a visitor sees it: what signing in gives (`children`) and 로그인하러 가기. */
export function SignedOutPanel({ children }: { children: ReactNode }) {
  return (
    <div className={styles.panel}>
      <p>{children}</p>
      <Link to={paths.login.getHref()} className={buttonClassName()}>
        <LogIn aria-hidden="true" />
        로그인하러 가기
      </Link>
    </div>
  );
}
