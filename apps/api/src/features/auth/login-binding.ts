import type { CookieSerializeOptions } from '@fastify/cookie';
import type { Config } from '../../config/env.ts';

/** As long as the state it carries (oauth_states rows live 10 minutes). */
export const LOGIN_BINDING_TTL_SECONDS = 10 * 60;

/**
 * The cookie that binds a login attempt to the browser that started it (ADR 006): set by
 * `GET /api/auth/{provider}/login/`, required by the callback. It carries the attempt's state, which
 * also finds the Kakao PKCE verifier, so a callback may leave `state` out of its body.
 *
 * `SameSite=Lax` lets it ride the provider's top-level redirect chain and same-site fetches, never a
 * cross-site POST. Over HTTPS it is a `__Host-` cookie (Secure, whole host, no Domain), so a sibling
 * subdomain cannot plant one; over plain HTTP (local development) it is scoped to the auth paths.
 */
export function loginBindingCookie(config: Config): { name: string; options: CookieSerializeOptions } {
  const secure = new URL(config.publicApiUrl).protocol === 'https:';
  return {
    name: secure ? '__Host-geulgam_login' : 'geulgam_login',
    options: {
      httpOnly: true,
      sameSite: 'lax',
      secure,
      path: secure ? '/' : '/api/auth/',
      maxAge: LOGIN_BINDING_TTL_SECONDS,
    },
  };
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Why a callback that reached `calledHost` (the API as `host:port`) carries no binding, when the login start
 * can be told: on loopback the start always moves to the redirect URI's host name (`loopbackLoginHop`), so
 * the cookie lives there. Null when the two names agree (the cookie expired, or another browser sent the code).
 */
export function missingBindingHint(
  calledHost: string,
  redirectUri: string,
): { startedOn: string; message: string } | null {
  let called: URL;
  try {
    called = new URL(`http://${calledHost}`);
  } catch {
    return null;
  }
  const startedOn = new URL(redirectUri).hostname;
  if (!LOOPBACK.has(called.hostname) || !LOOPBACK.has(startedOn) || called.hostname === startedOn) return null;
  return {
    startedOn,
    message:
      `로그인은 ${startedOn}에서 시작했는데 완료 요청은 ${called.host} 주소로 왔어요. ` +
      `로그인 확인 쿠키는 ${startedOn}에만 있으니, 웹 앱과 API를 모두 ${startedOn} 주소로 열고 ` +
      '로그인을 처음부터 다시 해 주세요.',
  };
}

/**
 * Locally the app may be opened as 127.0.0.1 while the providers send the browser back to
 * localhost (the default redirect URI), or the other way round. Cookies belong to one host name, so
 * the login is first moved to the API under the redirect URI's host name: the callback page there
 * talks to that host and so carries the binding. Null when no move is needed.
 */
export function loopbackLoginHop(requestUrl: URL, redirectUri: string): string | null {
  const target = new URL(redirectUri).hostname;
  if (!LOOPBACK.has(requestUrl.hostname) || !LOOPBACK.has(target) || requestUrl.hostname === target) return null;
  const moved = new URL(requestUrl);
  moved.hostname = target;
  return moved.toString();
}
