import { createHash, randomBytes } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';

export type Audience = 'member' | 'admin';

const ISSUER = 'geulgam';
const ALGORITHM = 'HS256';
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_MS = 14 * 24 * 60 * 60 * 1000;

export interface AccessClaims {
  subjectId: number;
  audience: Audience;
}

export function createTokenSigner(secret: string) {
  const key = new TextEncoder().encode(secret);
  return {
    async signAccess({ subjectId, audience }: AccessClaims): Promise<string> {
      return new SignJWT({})
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(String(subjectId))
        .setAudience(audience)
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setJti(randomBytes(8).toString('hex'))
        .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
        .sign(key);
    },
    /** The subject id for a valid token of that audience, else null (wrong audience, expired, forged, `alg:none`). */
    async verifyAccess(token: string, audience: Audience): Promise<number | null> {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: [ALGORITHM], audience, issuer: ISSUER });
        const id = Number(payload.sub);
        return Number.isSafeInteger(id) && id > 0 ? id : null;
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
