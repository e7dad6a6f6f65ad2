import { useQuery } from '@tanstack/react-query';
import { Suspense, useEffect } from 'react';
import { Navigate, Outlet } from 'react-router';
import { paths } from '../config/paths.ts';
import { getAdminMeQueryOptions } from '../lib/admin-session.ts';
import { ApiError } from '../lib/api-client.ts';
import { clearAdminToken } from '../lib/storage.ts';
import { useAdminToken } from '../lib/use-auth-tokens.ts';

const isUnauthorized = (error: unknown) => error instanceof ApiError && error.status === 401;

/**
 * Guards every /admin route except /admin/login. It lives outside the admin
 * chunk so a visitor without an admin token is sent to the login page before
 * any console code downloads. With a token, the server is asked whose it is
 * (GET /admin/auth/me/); until it answers nothing is shown (SPEC §2). A 401
 * drops the token and goes to /admin/login; any other failure lets the console
 * show, since its own calls report errors and the server checks every call.
 */
export function AdminGuard() {
  const adminToken = useAdminToken();
  const check = useQuery({
    ...getAdminMeQueryOptions(adminToken ?? ''),
    enabled: adminToken !== null,
    retry: false,
  });
  const rejected = check.isError && isUnauthorized(check.error);

  // The app-level 401 rule (app/setup-api.ts) does this too; the guard does not depend on it.
  useEffect(() => {
    if (rejected) clearAdminToken();
  }, [rejected]);

  if (!adminToken || rejected) return <Navigate to={paths.admin.login.getHref()} replace />;
  if (check.isPending) return null;
  return (
    <Suspense fallback={null}>
      <Outlet />
    </Suspense>
  );
}
