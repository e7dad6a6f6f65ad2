import { randomUUID } from 'node:crypto';
import type { TokenPair } from '@geulgam/contracts';
import type { Db, Executor } from '../../db/client.ts';
import { createRefreshTokensRepository } from './refresh-tokens.repository.ts';
import { UnauthorizedError } from '../../shared/errors.ts';
import { newRefreshToken, REFRESH_TOKEN_TTL_MS, sha256, type Audience, type TokenSigner } from './tokens.ts';

export interface Subject {
  audience: Audience;
  id: number;
}

const INVALID_REFRESH = '로그인 정보가 만료되었어요. 다시 로그인해 주세요.';

/** Issues token pairs and rotates refresh tokens, detecting reuse of a rotated token. */
export function createSessions(db: Db, signer: TokenSigner) {
  async function issue(executor: Executor, subject: Subject, familyId: string = randomUUID()) {
    const refresh = newRefreshToken();
    const row = await createRefreshTokensRepository(executor).insert({
      audience: subject.audience,
      userId: subject.audience === 'member' ? subject.id : null,
      adminId: subject.audience === 'admin' ? subject.id : null,
      tokenHash: sha256(refresh),
      familyId,
      expiresAt: new Date(Date.now() + REFRESH_TOKEN_TTL_MS),
    });
    const access = await signer.signAccess({ subjectId: subject.id, audience: subject.audience });
    return { pair: { access, refresh } satisfies TokenPair, id: row.id };
  }

  return {
    async start(subject: Subject, executor: Executor = db): Promise<TokenPair> {
      return (await issue(executor, subject)).pair;
    },

    async rotate(refresh: string, audience: Audience): Promise<TokenPair> {
      const now = new Date();
      const outcome = await db.transaction(async (tx) => {
        const repository = createRefreshTokensRepository(tx);
        const current = await repository.findByHash(sha256(refresh));
        if (!current || current.audience !== audience) return { error: INVALID_REFRESH };
        if (current.revokedAt) {
          // A rotated token came back: someone holds a copy. End the whole login.
          await repository.revokeFamily(current.familyId, now);
          return { error: INVALID_REFRESH, reuse: true };
        }
        if (current.expiresAt <= now) return { error: INVALID_REFRESH };
        const subjectId = audience === 'member' ? current.userId : current.adminId;
        if (!subjectId) return { error: INVALID_REFRESH };
        const next = await issue(tx, { audience, id: subjectId }, current.familyId);
        if (!(await repository.revoke(current.id, next.id, now))) {
          throw new UnauthorizedError(INVALID_REFRESH);
        }
        return { pair: next.pair };
      });
      if ('pair' in outcome && outcome.pair) return outcome.pair;
      throw new UnauthorizedError(outcome.error);
    },

    async revoke(refresh: string) {
      const repository = createRefreshTokensRepository(db);
      const current = await repository.findByHash(sha256(refresh));
      if (current) await repository.revokeFamily(current.familyId, new Date());
    },
  };
}
export type Sessions = ReturnType<typeof createSessions>;
