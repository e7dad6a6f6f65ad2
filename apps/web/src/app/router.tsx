import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { RouteError } from '../components/errors/route-error.tsx';
import { RootLayout } from '../components/layouts/root-layout.tsx';
import { paths } from '../config/paths.ts';
import { SessionExpiredDialog } from '../features/auth/components/session-expired-dialog.tsx';
import { AdminGuard } from './admin-guard.tsx';
import { HomeRoute } from './routes/home.tsx';

// Member pages other than home load on first visit, keeping the entry bundle for `/` small (bench/web-bundle.mjs).
const AboutRoute = lazy(() => import('./routes/about.tsx').then((m) => ({ default: m.AboutRoute })));
const BlogListRoute = lazy(() => import('./routes/blog-list.tsx').then((m) => ({ default: m.BlogListRoute })));
const BlogWriteRoute = lazy(() => import('./routes/blog-write.tsx').then((m) => ({ default: m.BlogWriteRoute })));
const ChatBotRoute = lazy(() => import('./routes/chat-bot.tsx').then((m) => ({ default: m.ChatBotRoute })));
const MypageRoute = lazy(() => import('./routes/mypage.tsx').then((m) => ({ default: m.MypageRoute })));
const NewsSummaryRoute = lazy(() => import('./routes/news-summary.tsx').then((m) => ({ default: m.NewsSummaryRoute })));
const OnboardingRoute = lazy(() => import('./routes/onboarding.tsx').then((m) => ({ default: m.OnboardingRoute })));
const SignupRoute = lazy(() => import('./routes/signup.tsx').then((m) => ({ default: m.SignupRoute })));
const AuthCallbackRoute = lazy(() =>
  import('./routes/auth-callback.tsx').then((m) => ({ default: m.AuthCallbackRoute })),
);
const LoginRoute = lazy(() => import('./routes/login.tsx').then((m) => ({ default: m.LoginRoute })));
const TermsRoute = lazy(() => import('./routes/terms.tsx').then((m) => ({ default: m.TermsRoute })));
const PrivacyRoute = lazy(() => import('./routes/privacy.tsx').then((m) => ({ default: m.PrivacyRoute })));
const NotFoundRoute = lazy(() => import('./routes/not-found.tsx').then((m) => ({ default: m.NotFoundRoute })));

// The admin console loads only when visited (its own chunk, see vite.config.ts).
const AdminLayout = lazy(() =>
  import('../components/layouts/admin-layout.tsx').then((m) => ({ default: m.AdminLayout })),
);
const AdminLoginRoute = lazy(() => import('./routes/admin/login.tsx').then((m) => ({ default: m.AdminLoginRoute })));
const AdminDashboardRoute = lazy(() =>
  import('./routes/admin/dashboard.tsx').then((m) => ({ default: m.AdminDashboardRoute })),
);
const AdminKeywordsRoute = lazy(() =>
  import('./routes/admin/keywords.tsx').then((m) => ({ default: m.AdminKeywordsRoute })),
);
const AdminGeneratedRoute = lazy(() =>
  import('./routes/admin/generated.tsx').then((m) => ({ default: m.AdminGeneratedRoute })),
);
const AdminUsersRoute = lazy(() => import('./routes/admin/users.tsx').then((m) => ({ default: m.AdminUsersRoute })));

/** Every screen of SPEC §2. Used by the browser router and by route-level tests. */
export const routes: RouteObject[] = [
  {
    path: paths.home.path,
    element: (
      <>
        <RootLayout />
        <SessionExpiredDialog />
      </>
    ),
    errorElement: <RouteError />,
    children: [
      {
        // Errors inside a page keep the navigation bar and footer around them.
        errorElement: <RouteError />,
        children: [
          { index: true, element: <HomeRoute /> },
          { path: paths.about.path, element: <AboutRoute /> },
          { path: paths.blogList.path, element: <BlogListRoute /> },
          { path: paths.blogWrite.path, element: <BlogWriteRoute /> },
          { path: paths.login.path, element: <LoginRoute /> },
          { path: paths.terms.path, element: <TermsRoute /> },
          { path: paths.privacy.path, element: <PrivacyRoute /> },
          { path: paths.signup.path, element: <SignupRoute /> },
          { path: paths.onboarding.path, element: <OnboardingRoute /> },
          { path: paths.auth.kakaoCallback.path, element: <AuthCallbackRoute provider="kakao" /> },
          { path: paths.auth.naverCallback.path, element: <AuthCallbackRoute provider="naver" /> },
          { path: paths.mypage.path, element: <MypageRoute /> },
          { path: paths.chatBot.path, element: <ChatBotRoute /> },
          { path: paths.newsSummary.path, element: <NewsSummaryRoute /> },
          { path: paths.admin.login.path, element: <AdminLoginRoute /> },
          {
            path: paths.admin.root.path,
            element: <AdminGuard />,
            children: [
              {
                element: <AdminLayout />,
                children: [
                  { index: true, element: <Navigate to={paths.admin.dashboard.getHref()} replace /> },
                  { path: paths.admin.dashboard.path, element: <AdminDashboardRoute /> },
                  { path: paths.admin.keywords.path, element: <AdminKeywordsRoute /> },
                  { path: paths.admin.generated.path, element: <AdminGeneratedRoute /> },
                  { path: paths.admin.users.path, element: <AdminUsersRoute /> },
                ],
              },
            ],
          },
          { path: '*', element: <NotFoundRoute /> },
        ],
      },
    ],
  },
];
