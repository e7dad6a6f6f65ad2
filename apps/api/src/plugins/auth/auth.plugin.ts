import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { Config } from '../../config/env.ts';
import type { Db } from '../../db/client.ts';
import { createAdminsRepository } from '../../repositories/admins.repository.ts';
import { createUsersRepository, type MemberRecord } from '../../repositories/users.repository.ts';
import { UnauthorizedError } from '../../shared/errors.ts';
import type { CachedViews } from '../../shared/cached-views.ts';
import { createSessions, type Sessions } from './sessions.ts';
import { createTokenSigner, type TokenSigner } from './tokens.ts';

export interface AdminRecord {
  id: number;
  email: string;
}

export interface Auth {
  signer: TokenSigner;
  sessions: Sessions;
  /** The signed-in member, or null for visitors (a bad or expired token counts as a visitor). */
  optionalMember(request: FastifyRequest): Promise<MemberRecord | null>;
  requireMember(request: FastifyRequest): Promise<MemberRecord>;
  requireAdmin(request: FastifyRequest): Promise<AdminRecord>;
}

declare module 'fastify' {
  interface FastifyInstance {
    auth: Auth;
  }
}

/** Verified access tokens kept at most this long (and never past their `exp`). */
const VERIFIED_TOKEN_TTL_MS = 60_000;

function tokenExpiryMs(token: string): number {
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
      exp?: unknown;
    };
    return typeof payload.exp === 'number' ? payload.exp * 1000 : 0;
  } catch {
    return 0;
  }
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

export interface AuthOptions {
  /** Called with the member's id whenever a member token resolves to a live account (active-member count). */
  onMember?: (memberId: number) => void;
}

export function registerAuth(
  app: FastifyInstance,
  config: Config,
  db: Db,
  views: CachedViews,
  options: AuthOptions = {},
) {
  const signer = createTokenSigner(config.jwtSecret, config.ACCESS_TOKEN_TTL);
  const users = createUsersRepository(db);
  const admins = createAdminsRepository(db);
  // The member hot path (issue 19): a signature check and a member lookup on every request used to cost more than
  // the page itself. A verified token is remembered until its `exp` (at most a minute); the member record is a
  // member view (shared/cached-views.ts), dropped when the account changes (account.service.ts).
  const verified = new LRUCache<string, { id: number; expiresAt: number }>({ max: 50_000, ttl: VERIFIED_TOKEN_TTL_MS });
  const members = views.memberViews<{ member: MemberRecord | null }>({
    maxBytes: 8 * 1024 * 1024,
    sizeOf: () => 512,
  });

  async function verify(token: string, audience: 'member' | 'admin'): Promise<number | null> {
    const key = `${audience}|${token}`;
    const known = verified.get(key);
    if (known) {
      if (known.expiresAt > Date.now()) return known.id;
      verified.delete(key);
      return null;
    }
    const id = await signer.verifyAccess(token, audience);
    const expiresAt = tokenExpiryMs(token);
    if (id && expiresAt > Date.now()) {
      verified.set(key, { id, expiresAt }, { ttl: Math.min(VERIFIED_TOKEN_TTL_MS, expiresAt - Date.now()) });
    }
    return id;
  }

  async function optionalMember(request: FastifyRequest) {
    const token = bearerToken(request);
    if (!token) return null;
    const id = await verify(token, 'member');
    if (!id) return null;
    // The account must still exist: a deleted member's tokens stop working at once (this process drops the cached
    // record when the deletion is stored; another process when it hears the change: shared/cached-views.ts).
    const { member } = await members.read(id, 'record', async () => ({ member: await users.findMember(id) }));
    if (member) options.onMember?.(member.id);
    return member;
  }

  const auth: Auth = {
    signer,
    sessions: createSessions(db, signer),
    optionalMember,
    async requireMember(request) {
      const member = await optionalMember(request);
      if (!member) throw new UnauthorizedError();
      return member;
    },
    async requireAdmin(request) {
      const token = bearerToken(request);
      const id = token ? await verify(token, 'admin') : null;
      const admin = id ? await admins.findById(id) : null;
      if (!admin) throw new UnauthorizedError('관리자 로그인이 필요해요.');
      return admin;
    },
  };
  app.decorate('auth', auth);
}
