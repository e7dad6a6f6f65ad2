import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { PageLoading } from '../ui/page-loading.tsx';
import { Footer } from './footer.tsx';
import { Navbar } from './navbar.tsx';
import styles from './root-layout.module.css';

/** Navigation bar, the page, footer: the frame of every route. */
export function RootLayout() {
  return (
    <>
      <a className="skip-link" href="#main-content">
        본문으로 건너뛰기
      </a>
      <Navbar />
      <main id="main-content" className={styles.main} tabIndex={-1}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <ScrollRestoration />
    </>
  );
}
