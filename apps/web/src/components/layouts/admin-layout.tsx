import { FileText, LayoutDashboard, LogOut, Menu, Tags, Users, X, type LucideIcon } from 'lucide-react';
import { Suspense } from 'react';
import { NavLink, Outlet, useNavigate } from 'react-router';
import { paths } from '../../config/paths.ts';
import { cn } from '../../lib/cn.ts';
import { logoutAdmin } from '../../lib/admin-session.ts';
import { useBodyScrollLock } from '../../lib/use-body-scroll-lock.ts';
import { useCollapsibleMenu } from '../../lib/use-collapsible-menu.ts';
import { PageLoading } from '../ui/page-loading.tsx';
import styles from './admin-layout.module.css';
import navLink from './nav-link.module.css';

const NAV_ID = 'admin-menu';

const SECTIONS: ReadonlyArray<{ to: string; label: string; icon: LucideIcon; end?: boolean }> = [
  { to: paths.admin.dashboard.getHref(), label: '대시보드', icon: LayoutDashboard, end: true },
  { to: paths.admin.keywords.getHref(), label: '키워드', icon: Tags },
  { to: paths.admin.generated.getHref(), label: '생성 콘텐츠', icon: FileText },
  { to: paths.admin.users.getHref(), label: '사용자', icon: Users },
];

/** The admin console frame: section navigation and logout beside the section page. */
export function AdminLayout() {
  const navigate = useNavigate();
  const { open: menuOpen, toggle: toggleMenu, close: closeMenu, toggleRef } = useCollapsibleMenu();
  useBodyScrollLock(menuOpen);

  const logout = () => {
    logoutAdmin();
    void navigate(paths.admin.login.getHref(), { replace: true });
  };

  return (
    <div className={styles.shell}>
      <div className={styles.bar}>
        <span className={styles.barTitle}>관리자 콘솔</span>
        <button
          ref={toggleRef}
          type="button"
          className={styles.toggle}
          aria-expanded={menuOpen}
          aria-controls={NAV_ID}
          onClick={toggleMenu}
        >
          {menuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
          <span>{menuOpen ? '관리자 메뉴 닫기' : '관리자 메뉴'}</span>
        </button>
      </div>

      <nav id={NAV_ID} className={cn(styles.sidebar, menuOpen && styles.sidebarOpen)} aria-label="관리자 메뉴">
        <p className={styles.sidebarTitle}>관리자 콘솔</p>
        <ul role="list" className={styles.list}>
          {SECTIONS.map(({ to, label, icon: Icon, end }) => (
            <li key={to}>
              <NavLink to={to} end={end} className={cn(navLink.navLink, styles.link)} onClick={closeMenu}>
                <Icon aria-hidden="true" />
                <span>{label}</span>
              </NavLink>
            </li>
          ))}
        </ul>
        <button type="button" className={cn(navLink.navLink, styles.link, styles.logout)} onClick={logout}>
          <LogOut aria-hidden="true" />
          <span>로그아웃</span>
        </button>
      </nav>

      <div className={styles.content}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </div>
    </div>
  );
}
