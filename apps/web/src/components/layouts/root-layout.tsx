import { Suspense } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { KEYWORD_GRID_ID, paths } from '../../config/paths.ts';
import { PageLoading } from '../ui/page-loading.tsx';
import { Footer } from './footer.tsx';
import { Navbar } from './navbar.tsx';
import styles from './root-layout.module.css';

/** Navigation bar, the page, footer: the frame of every route. */
export function RootLayout() {
  const home = useLocation().pathname === paths.home.getHref();
  return (
    <>
      <a className="skip-link" href="#main-content">
        본문으로 건너뛰기
      </a>
      {home ? (
        // Past the navigation, the heading and the sort controls, straight to the cards.
        <a className="skip-link" href={`#${KEYWORD_GRID_ID}`}>
          추천 키워드로 건너뛰기
        </a>
      ) : null}
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
