import { apiPaths } from '@geulgam/contracts/paths';
import { paths } from '../config/paths.ts';
import { setAdminUnauthorizedHandler } from '../lib/api-bases.ts';
import { clearAdminToken, rememberReturnPath } from '../lib/storage.ts';

/**
 * App-level reactions to API answers (SPEC §4 "Admin auth"): a 401 from the
 * admin API that survived a token renewal means the admin session is over, so
 * the tokens go and the browser moves to the admin login page, unless it is
 * already there; signing in brings the admin back to the page they were on. A
 * 401 from the login call itself only means wrong credentials; the page shows it.
 */
export function setupApiClients(): () => void {
  return setAdminUnauthorizedHandler((error) => {
    if (error.path === apiPaths.admin.login) return;
    clearAdminToken();
    const loginHref = paths.admin.login.getHref();
    if (window.location.pathname === loginHref) return;
    rememberReturnPath('admin', `${window.location.pathname}${window.location.search}`);
    window.location.assign(loginHref);
  });
}
