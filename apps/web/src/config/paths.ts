/**
 * Every in-app URL, in one typed registry (SPEC §2). Components and the router
 * use `paths.x.path` / `paths.x.getHref()` instead of writing URLs by hand.
 */
function route<P extends string>(path: P) {
  return { path, getHref: (): P => path } as const;
}

export const paths = {
  home: route('/'),
  about: route('/about'),
  blogList: route('/blogList'),
  blogWrite: route('/blogWrite'),
  login: route('/login'),
  terms: route('/terms'),
  privacy: route('/privacy'),
  signup: route('/signup'),
  onboarding: route('/onboarding'),
  auth: {
    kakaoCallback: route('/auth/kakao/callback'),
    naverCallback: route('/auth/naver/callback'),
  },
  mypage: route('/mypage'),
  chatBot: route('/chatBot'),
  newsSummary: route('/news-summary'),
  admin: {
    login: route('/admin/login'),
    root: route('/admin'),
    dashboard: route('/admin/dashboard'),
    keywords: route('/admin/keywords'),
    generated: route('/admin/generated'),
    users: route('/admin/users'),
  },
} as const;

/** True for `/admin` and everything under it (the admin login page included). */
export function isAdminPath(pathname: string): boolean {
  const root = paths.admin.root.path;
  return pathname === root || pathname.startsWith(`${root}/`);
}

/** The home page's keyword cards (their column): the target of the "추천 키워드로 건너뛰기" skip link. */
export const KEYWORD_GRID_ID = 'keyword-grid';
