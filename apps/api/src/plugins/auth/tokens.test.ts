import { decodeJwt, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { createTokenSigner, newRefreshToken, sealSuccessor, unsealSuccessor } from './tokens.ts';

const SECRET = 'a-secret-that-is-long-enough-for-hs256-signing';

describe('access tokens', () => {
  it('live as long as ACCESS_TOKEN_TTL says', async () => {
    for (const ttl of [15 * 60, 30 * 60]) {
      const claims = decodeJwt(await createTokenSigner(SECRET, ttl).signAccess({ subjectId: 7, audience: 'member' }));
      expect(claims.exp! - claims.iat!).toBe(ttl);
      expect(claims.aud).toBe('member');
    }
  });

  it('verify only for their own audience', async () => {
    const signer = createTokenSigner(SECRET, 900);
    const token = await signer.signAccess({ subjectId: 7, audience: 'admin' });
    expect(await signer.verifyAccess(token, 'admin')).toBe(7);
    expect(await signer.verifyAccess(token, 'member')).toBeNull();
  });
});

describe('access tokens signed elsewhere with the secret', () => {
  const signer = createTokenSigner(SECRET, 900);
  const now = Math.floor(Date.now() / 1000);
  const forge = (claims: { sub?: string; iat?: number; exp?: number }) => {
    const jwt = new SignJWT({}).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).setAudience('member');
    jwt.setIssuer('geulgam');
    if (claims.sub !== undefined) jwt.setSubject(claims.sub);
    if (claims.iat !== undefined) jwt.setIssuedAt(claims.iat);
    if (claims.exp !== undefined) jwt.setExpirationTime(claims.exp);
    return jwt.sign(new TextEncoder().encode(SECRET));
  };

  it('pass when they look like the signer’s own', async () => {
    expect(await signer.verifyAccess(await forge({ sub: '7', iat: now, exp: now + 900 }), 'member')).toBe(7);
    // Another process's clock a little ahead.
    expect(await signer.verifyAccess(await forge({ sub: '7', iat: now + 30, exp: now + 930 }), 'member')).toBe(7);
  });

  it.each([
    ['ten years long', { sub: '7', iat: now, exp: now + 10 * 365 * 86_400 }],
    ['longer than the lifetime', { sub: '7', iat: now - 60, exp: now + 900 }],
    ['issued in the future', { sub: '7', iat: now + 3_600, exp: now + 4_500 }],
    ['without iat', { sub: '7', exp: now + 900 }],
    ['without sub', { iat: now, exp: now + 900 }],
    ['sub with a space', { sub: ' 1', iat: now, exp: now + 900 }],
    ['sub as a decimal fraction', { sub: '1.0', iat: now, exp: now + 900 }],
    ['sub in hexadecimal', { sub: '0x1', iat: now, exp: now + 900 }],
    ['sub with a leading zero', { sub: '01', iat: now, exp: now + 900 }],
    ['sub in exponent form', { sub: '1e3', iat: now, exp: now + 900 }],
    ['sub zero', { sub: '0', iat: now, exp: now + 900 }],
    ['sub negative', { sub: '-1', iat: now, exp: now + 900 }],
    ['sub past the safe integers', { sub: '9007199254740993', iat: now, exp: now + 900 }],
  ])('are refused when %s', async (_case, claims) => {
    expect(await signer.verifyAccess(await forge(claims), 'member')).toBeNull();
  });
});

describe('sealed successors', () => {
  it('open only with the token that sealed them', () => {
    const presented = newRefreshToken();
    const successor = newRefreshToken();
    const sealed = sealSuccessor(successor, presented);
    expect(sealed).not.toContain(successor);
    expect(unsealSuccessor(sealed, presented)).toBe(successor);
    expect(unsealSuccessor(sealed, newRefreshToken())).toBeNull();
    expect(unsealSuccessor(`${sealed.slice(0, -2)}AA`, presented)).toBeNull();
    expect(unsealSuccessor('short', presented)).toBeNull();
  });
});
