import { useQuery } from '@tanstack/react-query';
import { Suspense, useEffect } from 'react';
import { Navigate, Outlet } from 'react-router';
import { paths } from '../config/paths.ts';
import { getAdminMeQueryOptions } from '../lib/admin-session.ts';
import { ApiError } from '../lib/create-api-client.ts';
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
 * The admin client renews an expired token before any of this: a renewal keeps
 * the same admin, so the check is not repeated and the console stays mounted
 * with whatever was being edited (the query is keyed by the admin, not the token).
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
