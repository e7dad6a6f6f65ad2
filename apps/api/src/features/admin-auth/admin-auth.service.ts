import { normalizeIP } from '@fastify/rate-limit';
import type { TokenPair } from '@geulgam/contracts';
import type { Sessions } from '../../plugins/auth/sessions.ts';
import type { Db } from '../../db/client.ts';
import { createAdminsRepository } from '../../repositories/admins.repository.ts';
import { createRateLimitsRepository } from '../../repositories/rate-limits.repository.ts';
import { TooManyRequestsError, UnauthorizedError } from '../../shared/errors.ts';
import { hashPassword, verifyPassword } from './password.ts';

/** Password checks one address may spend on one account per minute. */
export const MAX_FAILURES_PER_MINUTE = 10;
/** Password checks one address may spend on all accounts together per quarter hour. */
export const MAX_FAILURES_PER_ADDRESS = 20;
const ACCOUNT_WINDOW_MS = 60_000;
const ADDRESS_WINDOW_MS = 15 * 60_000;
const BAD_CREDENTIALS = '이메일 또는 비밀번호가 올바르지 않아요.';

/**
 * Sign-in attempts are counted before the password is checked, so concurrent guesses cannot all slip in
 * under the limit; a successful sign-in takes its attempt back. A lock holds one address off one account
 * (and off everything after too many tries): someone guessing elsewhere never locks the real admin out.
 */
export function createAdminAuthService(db: Db, sessions: Sessions) {
  const admins = createAdminsRepository(db);
  const limits = createRateLimitsRepository(db);
  // Verifying against a real hash when the account is unknown keeps both answers equally slow.
  const decoyHash = hashPassword('decoy-password-for-timing');

  return {
    async login(email: string, password: string, ip: string): Promise<TokenPair> {
      const address = normalizeIP(ip);
      const accountKey = `admin-login:account:${email.trim().toLowerCase()}|${address}`;
      const addressKey = `admin-login:address:${address}`;
      const [account, overall] = await Promise.all([
        limits.hit(accountKey, ACCOUNT_WINDOW_MS),
        limits.hit(addressKey, ADDRESS_WINDOW_MS),
      ]);
      const locks = [
        ...(account.hits > MAX_FAILURES_PER_MINUTE ? [account.ttlMs] : []),
        ...(overall.hits > MAX_FAILURES_PER_ADDRESS ? [overall.ttlMs] : []),
      ];
      if (locks.length > 0) {
        const seconds = Math.max(1, Math.ceil(Math.max(...locks) / 1000));
        throw new TooManyRequestsError(seconds, `로그인 시도가 너무 많아요. ${seconds}초 후에 다시 시도해 주세요.`);
      }
      const admin = await admins.findByEmail(email);
      const ok = await verifyPassword(admin?.passwordHash ?? (await decoyHash), password);
      if (!admin || !ok) throw new UnauthorizedError(BAD_CREDENTIALS);
      await Promise.all([limits.refund(accountKey), limits.refund(addressKey)]);
      await admins.touchLogin(admin.id);
      return sessions.start({ audience: 'admin', id: admin.id });
    },
  };
}
