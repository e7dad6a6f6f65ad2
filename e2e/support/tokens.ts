import { SignJWT } from 'jose';
import type { Page } from 'playwright-core';

/** The server's JWT secret; scripts/e2e.mjs chooses it and passes it on. */
const JWT_SECRET = process.env.E2E_JWT_SECRET;

export const canSignTokens = () => Boolean(JWT_SECRET);

function subjectOf(token: string): string {
  const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { sub?: string };
  if (!payload.sub) throw new Error('the stored token has no subject');
  return payload.sub;
}

/** An access token for the same subject that expired a minute ago, signed with the server's own key. */
export async function expiredTwin(token: string, audience: 'member' | 'admin'): Promise<string> {
  if (!JWT_SECRET) throw new Error('E2E_JWT_SECRET is not set (run through scripts/e2e.mjs)');
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({})
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(subjectOf(token))
    .setAudience(audience)
    .setIssuer('geulgam')
    .setIssuedAt(now - 16 * 60)
    .setExpirationTime(now - 60)
    .sign(new TextEncoder().encode(JWT_SECRET));
}

/**
 * A token for the same subject that looks valid for ten more minutes but is signed with another key:
 * the server refuses it (as after a key change), so the client only learns of it from the 401.
 */
export async function refusedTwin(token: string, audience: 'member' | 'admin'): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({})
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(subjectOf(token))
    .setAudience(audience)
    .setIssuer('geulgam')
    .setIssuedAt(now - 60)
    .setExpirationTime(now + 600)
    .sign(new TextEncoder().encode('some-other-key-that-is-long-enough-for-hs256'));
}

/** Replaces the stored access token (`key`) in the page's origin with what `make` turns it into. */
export async function replaceStoredToken(
  page: Page,
  key: 'accessToken' | 'adminToken',
  make: (token: string) => Promise<string>,
): Promise<void> {
  const current = await page.evaluate((name) => window.localStorage.getItem(name), key);
  if (!current) throw new Error(`no ${key} stored`);
  const replacement = await make(current);
  await page.evaluate(([name, value]) => window.localStorage.setItem(name!, value!), [key, replacement] as const);
}
