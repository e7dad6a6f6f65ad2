/** A JWT-shaped token the browser can read (never verified in the browser); the signature is a dummy. */
export function fakeJwt(claims: { sub: string; expiresIn: number; lifetime?: number }): string {
  const now = Math.floor(Date.now() / 1000);
  const part = (value: object) =>
    btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  const payload = {
    sub: claims.sub,
    iat: now + claims.expiresIn - (claims.lifetime ?? 900),
    exp: now + claims.expiresIn,
    jti: Math.random().toString(36).slice(2),
  };
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(payload)}.signature`;
}
