import { decodeJwt } from 'jose';
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
