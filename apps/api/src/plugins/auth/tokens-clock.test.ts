import type * as NodeCrypto from 'node:crypto';
import { decodeJwt } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';

// The clock ticks over to the next second while a token is being signed (between its `iat` and its `exp`), as it
// does now and then on a busy server: the jti's random bytes are where the signer pauses, so the tick goes there.
const tick = vi.hoisted(() => ({ armed: false }));
vi.mock('node:crypto', async (importOriginal) => {
  const crypto = await importOriginal<typeof NodeCrypto>();
  return {
    ...crypto,
    randomBytes: ((size: number) => {
      if (tick.armed) vi.setSystemTime(Date.now() + 1_000);
      return crypto.randomBytes(size);
    }) as typeof NodeCrypto.randomBytes,
  };
});

const { createTokenSigner } = await import('./tokens.ts');

afterEach(() => {
  tick.armed = false;
  vi.useRealTimers();
});

describe('an access token signed across a second boundary', () => {
  it('lives exactly one lifetime and is accepted', async () => {
    vi.useFakeTimers({ now: 1_800_000_000_999, toFake: ['Date'] });
    const signer = createTokenSigner('a-secret-that-is-long-enough-for-hs256-signing', 900);
    tick.armed = true;
    const token = await signer.signAccess({ subjectId: 7, audience: 'member' });
    tick.armed = false;
    const claims = decodeJwt(token);
    expect(claims.exp! - claims.iat!).toBe(900);
    expect(await signer.verifyAccess(token, 'member')).toBe(7);
  });
});
