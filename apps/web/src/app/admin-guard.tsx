import { Suspense } from 'react';
import { Navigate, Outlet } from 'react-router';
import { paths } from '../config/paths.ts';
import { useAdminToken } from '../lib/use-auth-tokens.ts';

/**
 * Guards every /admin route except /admin/login. It lives outside the admin
 * chunk so a visitor without an admin token is sent to the login page before
 * any console code downloads. The token check is synchronous (localStorage);
 * while the console code loads, nothing is shown. The server checks the token
 * on every admin call; this guard only decides what to show.
 */
export function AdminGuard() {
  const adminToken = useAdminToken();
  if (!adminToken) return <Navigate to={paths.admin.login.getHref()} replace />;
  return (
    <Suspense fallback={null}>
      <Outlet />
    </Suspense>
  );
}
