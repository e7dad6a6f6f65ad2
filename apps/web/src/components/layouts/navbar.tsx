import {
  Bot,
  House,
  Info,
  LibraryBig,
  LogIn,
  LogOut,
  Menu,
  Newspaper,
  PenLine,
  Shield,
  ShieldCheck,
  UserRound,
  X,
  type LucideIcon,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, NavLink, useNavigate } from 'react-router';
import { paths } from '../../config/paths.ts';
import { cn } from '../../lib/cn.ts';
import { logoutMember } from '../../lib/session.ts';
import { useAccessToken, useAdminToken } from '../../lib/use-auth-tokens.ts';
import { useCollapsibleMenu } from '../../lib/use-collapsible-menu.ts';
import { BrandLogo } from '../ui/brand-logo.tsx';
import navLink from './nav-link.module.css';
import styles from './navbar.module.css';

const MENU_ID = 'site-menu';

function NavItem({
  to,
  end,
  icon: Icon,
  children,
}: {
  to: string;
  end?: boolean;
  icon: LucideIcon;
  children: ReactNode;
}) {
  // NavLink marks the active link with aria-current="page"; the CSS highlights that.
  return (
    <NavLink to={to} end={end} className={cn(navLink.navLink, styles.link)}>
      <Icon aria-hidden="true" />
      <span>{children}</span>
    </NavLink>
  );
}

/**
 * The site navigation (SPEC §2, ADR 047). Which links show depends on the stored member
 * and admin tokens (a signed-in member is not offered the admin login), re-read on `storage`, `loginStateChange` and
 * `admin-auth-change`: everyone finds the briefing; members also find their own pages (write on a topic, the
 * library, the assistant), named as those pages are titled. Below 992 px the links collapse behind a toggle.
 */
export function Navbar() {
  const navigate = useNavigate();
  const accessToken = useAccessToken();
  const adminToken = useAdminToken();
  const { open: menuOpen, toggle: toggleMenu, toggleRef } = useCollapsibleMenu();

  const logout = () => {
    logoutMember();
    void navigate(paths.login.getHref());
  };

  return (
    <header className={styles.header}>
      <nav className={styles.nav} aria-label="주 메뉴">
        <Link to={paths.home.getHref()} className={styles.brand} aria-label="글감 홈">
          <BrandLogo />
        </Link>

        <button
          ref={toggleRef}
          type="button"
          className={styles.toggle}
          aria-expanded={menuOpen}
          aria-controls={MENU_ID}
          aria-label={menuOpen ? '메뉴 닫기' : '메뉴 열기'}
          onClick={toggleMenu}
        >
          {menuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
        </button>

        <div id={MENU_ID} className={cn(styles.menu, menuOpen && styles.menuOpen)}>
          <ul role="list" className={styles.list}>
            <li>
              <NavItem to={paths.home.getHref()} end icon={House}>
                홈
              </NavItem>
            </li>
            <li>
              <NavItem to={paths.newsSummary.getHref()} icon={Newspaper}>
                뉴스 브리핑
              </NavItem>
            </li>
            {accessToken ? (
              // A visitor who reaches these by URL meets their sign-in step (the pages' own).
              <>
                <li>
                  <NavItem to={paths.blogWrite.getHref()} icon={PenLine}>
                    내 주제로 글쓰기
                  </NavItem>
                </li>
                <li>
                  <NavItem to={paths.blogList.getHref()} icon={LibraryBig}>
                    내 글
                  </NavItem>
                </li>
                <li>
                  <NavItem to={paths.chatBot.getHref()} icon={Bot}>
                    글감 챗봇
                  </NavItem>
                </li>
              </>
            ) : null}
            <li>
              <NavItem to={paths.mypage.getHref()} icon={UserRound}>
                마이페이지
              </NavItem>
            </li>
            <li>
              <NavItem to={paths.about.getHref()} icon={Info}>
                소개
              </NavItem>
            </li>
          </ul>

          <ul role="list" className={cn(styles.list, styles.account)}>
            <li>
              {accessToken ? (
                <button type="button" className={cn(navLink.navLink, styles.link)} onClick={logout}>
                  <LogOut aria-hidden="true" />
                  <span>로그아웃</span>
                </button>
              ) : (
                <NavItem to={paths.login.getHref()} icon={LogIn}>
                  로그인
                </NavItem>
              )}
            </li>
            {adminToken ? (
              <li>
                {/* Not `end`: active on every /admin page. */}
                <NavItem to={paths.admin.root.getHref()} icon={ShieldCheck}>
                  관리자
                </NavItem>
              </li>
            ) : accessToken ? null : (
              // Members never need the console's door; visitors (and the footer) still find it.
              <li>
                <NavItem to={paths.admin.login.getHref()} icon={Shield}>
                  관리자 로그인
                </NavItem>
              </li>
            )}
          </ul>
        </div>
      </nav>
    </header>
  );
}
