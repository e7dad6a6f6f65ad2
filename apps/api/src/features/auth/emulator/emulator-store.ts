import { createHash, randomBytes } from 'node:crypto';
import type { Provider } from '@geulgam/contracts';

export interface Identity {
  provider: Provider;
  email: string;
  nickname: string;
}

interface IssuedCode {
  identity: Identity;
  clientId: string;
  redirectUri: string;
  state: string | undefined;
  codeChallenge: string | undefined;
  expiresAt: number;
}

const CODE_TTL_MS = 5 * 60 * 1000;
const TOKEN_TTL_MS = 6 * 60 * 60 * 1000;

/** The same identity (provider + email) always maps to the same provider user id. */
export function providerUserId(provider: Provider, email: string): string {
  const digest = createHash('sha256').update(`${provider}:${email.toLowerCase()}`).digest('hex');
  // Kakao ids are numbers; Naver ids are opaque strings.
  return provider === 'kakao' ? String(Number.parseInt(digest.slice(0, 12), 16)) : digest.slice(0, 43);
}

/** The emulator's memory: codes are single use, tokens expire. Development only, so one process is enough. */
export function createEmulatorStore() {
  const codes = new Map<string, IssuedCode>();
  const tokens = new Map<string, { identity: Identity; expiresAt: number }>();

  return {
    issueCode(entry: Omit<IssuedCode, 'expiresAt'>): string {
      const code = randomBytes(24).toString('base64url');
      codes.set(code, { ...entry, expiresAt: Date.now() + CODE_TTL_MS });
      return code;
    },
    /** Takes the code out: a second use always fails. */
    takeCode(code: string): IssuedCode | null {
      const entry = codes.get(code);
      codes.delete(code);
      return entry && entry.expiresAt > Date.now() ? entry : null;
    },
    issueToken(identity: Identity): string {
      const token = randomBytes(24).toString('base64url');
      tokens.set(token, { identity, expiresAt: Date.now() + TOKEN_TTL_MS });
      return token;
    },
    identityFor(token: string): Identity | null {
      const entry = tokens.get(token);
      return entry && entry.expiresAt > Date.now() ? entry.identity : null;
    },
  };
}
export type EmulatorStore = ReturnType<typeof createEmulatorStore>;
