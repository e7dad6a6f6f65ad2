import { randomUUID } from 'node:crypto';
import type { TokenPair } from '@geulgam/contracts';
import type { Db, Executor } from '../../db/client.ts';
import { createRefreshTokensRepository } from './refresh-tokens.repository.ts';
import { UnauthorizedError } from '../../shared/errors.ts';
import {
  newRefreshToken,
  REFRESH_TOKEN_TTL_MS,
  sealSuccessor,
  sha256,
  unsealSuccessor,
  type Audience,
  type TokenSigner,
} from './tokens.ts';

export interface Subject {
  audience: Audience;
  id: number;
}

/**
 * Two tabs that wake up together both present the same refresh token: a second rotation this soon
 * after the first gets the same successor instead of counting as reuse. Later, reuse ends the login.
 */
export const ROTATION_GRACE_MS = 10_000;

const INVALID_REFRESH = '로그인 정보가 만료되었어요. 다시 로그인해 주세요.';

type Row = NonNullable<Awaited<ReturnType<ReturnType<typeof createRefreshTokensRepository>['findById']>>>;

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

  const subjectOf = (row: Row, audience: Audience) => (audience === 'member' ? row.userId : row.adminId);

  /** The successor a token was rotated into moments ago, while that successor is still the live one. */
  async function recentSuccessor(executor: Executor, current: Row, presented: string, now: Date) {
    if (!current.revokedAt || !current.replacedBy || !current.successorSealed) return null;
    if (now.getTime() - current.revokedAt.getTime() > ROTATION_GRACE_MS) return null;
    const successor = await createRefreshTokensRepository(executor).findById(current.replacedBy);
    if (!successor || successor.revokedAt || successor.expiresAt <= now) return null;
    return unsealSuccessor(current.successorSealed, presented);
  }

  return {
    async start(subject: Subject, executor: Executor = db): Promise<TokenPair> {
      return (await issue(executor, subject)).pair;
    },

    async rotate(refresh: string, audience: Audience): Promise<TokenPair> {
      const now = new Date();
      const outcome = await db.transaction(async (tx) => {
        const repository = createRefreshTokensRepository(tx);
        const current = await repository.findByHashForUpdate(sha256(refresh));
        if (!current || current.audience !== audience) return { error: INVALID_REFRESH };
        const subjectId = subjectOf(current, audience);
        if (current.revokedAt) {
          const successor = await recentSuccessor(tx, current, refresh, now);
          if (successor && subjectId) {
            const access = await signer.signAccess({ subjectId, audience });
            return { pair: { access, refresh: successor } };
          }
          // A rotated token came back: someone holds a copy. End the whole login.
          await repository.revokeFamily(current.familyId, now);
          return { error: INVALID_REFRESH, reuse: true };
        }
        if (current.expiresAt <= now || !subjectId) return { error: INVALID_REFRESH };
        const next = await issue(tx, { audience, id: subjectId }, current.familyId);
        if (!(await repository.markRotated(current.id, next.id, sealSuccessor(next.pair.refresh, refresh), now))) {
          throw new UnauthorizedError(INVALID_REFRESH);
        }
        return { pair: next.pair };
      });
      if ('pair' in outcome && outcome.pair) return outcome.pair;
      throw new UnauthorizedError(outcome.error);
    },

    /** Ends the login the token belongs to (its whole family), whoever's it is. */
    async revoke(refresh: string) {
      const repository = createRefreshTokensRepository(db);
      const current = await repository.findByHash(sha256(refresh));
      if (current) await repository.revokeFamily(current.familyId, new Date());
    },
  };
}
export type Sessions = ReturnType<typeof createSessions>;
