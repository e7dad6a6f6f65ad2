import type { TokenPair } from '@geulgam/contracts';
import type { Sessions } from '../../plugins/auth/sessions.ts';
import type { Db } from '../../db/client.ts';
import { createAdminsRepository } from '../../repositories/admins.repository.ts';
import { AppError, UnauthorizedError } from '../../shared/errors.ts';
import { createAuthFailuresRepository } from './auth-failures.repository.ts';
import { hashPassword, verifyPassword } from './password.ts';

export const MAX_FAILURES_PER_MINUTE = 10;
const WINDOW_MS = 60_000;
const BAD_CREDENTIALS = '이메일 또는 비밀번호가 올바르지 않아요.';

class TooManyAttemptsError extends AppError {
  constructor() {
    super(429, 'rate_limited', '로그인 시도가 너무 많아요. 1분 후에 다시 시도해 주세요.');
  }
}

export function createAdminAuthService(db: Db, sessions: Sessions) {
  const admins = createAdminsRepository(db);
  const failures = createAuthFailuresRepository(db);
  // Verifying against a real hash when the account is unknown keeps both answers equally slow.
  const decoyHash = hashPassword('decoy-password-for-timing');

  return {
    async login(email: string, password: string, ip: string): Promise<TokenPair> {
      if ((await failures.recentFailures(email, ip, new Date(Date.now() - WINDOW_MS))) >= MAX_FAILURES_PER_MINUTE) {
        throw new TooManyAttemptsError();
      }
      const admin = await admins.findByEmail(email);
      const ok = await verifyPassword(admin?.passwordHash ?? (await decoyHash), password);
      if (!admin || !ok) {
        await failures.record(email, ip);
        throw new UnauthorizedError(BAD_CREDENTIALS);
      }
      await admins.touchLogin(admin.id);
      return sessions.start({ audience: 'admin', id: admin.id });
    },
  };
}
