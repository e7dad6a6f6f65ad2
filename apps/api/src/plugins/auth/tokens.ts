import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';

export type Audience = 'member' | 'admin';

const ISSUER = 'geulgam';
const ALGORITHM = 'HS256';
/** Refresh tokens live this long after their last use: a member stays signed in for 14 days of inactivity. */
export const REFRESH_TOKEN_TTL_MS = 14 * 24 * 60 * 60 * 1000;

/** How far another process's clock may run ahead of this one's: the slack allowed on `iat` and `exp`. */
export const CLOCK_SKEW_SECONDS = 60;
/** A subject id as this signer writes it: a positive integer in plain decimal, nothing around it. */
const CANONICAL_ID = /^[1-9][0-9]{0,15}$/;

export interface AccessClaims {
  subjectId: number;
  audience: Audience;
}

/** Signs and checks access tokens; their lifetime is `ACCESS_TOKEN_TTL` (config). */
export function createTokenSigner(secret: string, accessTtlSeconds: number) {
  const key = new TextEncoder().encode(secret);
  return {
    accessTtlSeconds,
    async signAccess({ subjectId, audience }: AccessClaims): Promise<string> {
      // One reading of the clock for both claims: read twice, a second ticking over in between made `exp - iat`
      // one more than the lifetime, and `verifyAccess` refused the fresh token (a member logged out at random).
      const issuedAt = Math.floor(Date.now() / 1000);
      return new SignJWT({})
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(String(subjectId))
        .setAudience(audience)
        .setIssuer(ISSUER)
        .setIssuedAt(issuedAt)
        .setJti(randomBytes(8).toString('hex'))
        .setExpirationTime(issuedAt + accessTtlSeconds)
        .sign(key);
    },
    /**
     * The subject id for a valid token of that audience, else null (wrong audience, expired, forged,
     * `alg:none`, no `exp`). The audience must be that one string: a token naming both audiences in an
     * array would otherwise pass the member and the admin checks alike. Only tokens this signer could have
     * written pass: issued no later than now, expiring no later than one lifetime from now (with
     * `CLOCK_SKEW_SECONDS` of slack for another process's clock) and naming their subject in canonical decimal.
     * A token with the secret but from elsewhere (ten years long, `sub` " 1" or "0x1") is refused.
     */
    async verifyAccess(token: string, audience: Audience): Promise<number | null> {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: [ALGORITHM],
          audience,
          issuer: ISSUER,
          requiredClaims: ['exp', 'iat', 'sub'],
        });
        if (payload.aud !== audience) return null;
        const now = Math.floor(Date.now() / 1000);
        const { exp, iat, sub } = payload;
        if (typeof exp !== 'number' || typeof iat !== 'number' || typeof sub !== 'string') return null;
        if (iat > now + CLOCK_SKEW_SECONDS) return null;
        if (exp - iat > accessTtlSeconds || exp > now + accessTtlSeconds + CLOCK_SKEW_SECONDS) return null;
        if (!CANONICAL_ID.test(sub)) return null;
        const id = Number(sub);
        return Number.isSafeInteger(id) ? id : null;
      } catch (error) {
        if (error instanceof errors.JOSEError || error instanceof TypeError) return null;
        throw error;
      }
    },
  };
}
export type TokenSigner = ReturnType<typeof createTokenSigner>;

/** Opaque refresh tokens: random, only their SHA-256 is stored. */
export function newRefreshToken(): string {
  return randomBytes(32).toString('base64url');
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

// A rotated refresh token keeps its successor sealed with a key only the rotated token itself derives,
// so the stored value is useless to anyone who reads the table but does not hold that token.
const SEAL_CONTEXT = 'geulgam refresh successor';

function sealKey(presented: string): Buffer {
  return createHmac('sha256', presented).update(SEAL_CONTEXT).digest();
}

export function sealSuccessor(successor: string, presented: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealKey(presented), iv);
  const body = Buffer.concat([cipher.update(successor, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

/** The successor, or null when the value was not sealed with this token. */
export function unsealSuccessor(sealed: string, presented: string): string | null {
  const raw = Buffer.from(sealed, 'base64url');
  if (raw.length <= 28) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', sealKey(presented), raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
