/**
 * What the browser may read from an access token without verifying it (the server does that): whose it
 * is and when it expires. Used to renew a token shortly before it dies and to tell a renewal (same
 * subject) from a change of account.
 */
export interface AccessTokenClaims {
  sub: string | null;
  /** Seconds since the epoch. */
  exp: number | null;
  iat: number | null;
}

const numberOrNull = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);

export function readAccessToken(token: string | null): AccessTokenClaims | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const json = new TextDecoder().decode(Uint8Array.from(atob(base64), (c) => c.charCodeAt(0)));
    const claims: unknown = JSON.parse(json);
    if (typeof claims !== 'object' || claims === null) return null;
    const { sub, exp, iat } = claims as Record<string, unknown>;
    return { sub: typeof sub === 'string' ? sub : null, exp: numberOrNull(exp), iat: numberOrNull(iat) };
  } catch {
    return null;
  }
}

/** At most a minute, and never more than a quarter of the token's lifetime. */
const RENEW_AHEAD_SECONDS = 60;

/** True when the token expires soon enough that a call (or a stream) should start with a new one. */
export function expiresSoon(token: string, nowMs = Date.now()): boolean {
  const claims = readAccessToken(token);
  if (claims?.exp == null) return false;
  const lifetime = claims.iat == null ? RENEW_AHEAD_SECONDS * 4 : claims.exp - claims.iat;
  const ahead = Math.min(RENEW_AHEAD_SECONDS, Math.max(0, lifetime) / 4);
  return claims.exp - nowMs / 1000 <= ahead;
}

/** Whose token it is (its subject), or null when there is none or it cannot be read. */
export function tokenSubject(token: string | null): string | null {
  return readAccessToken(token)?.sub ?? null;
}
