import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../../config/env.ts';
import type { Db } from '../../db/client.ts';
import { createAdminsRepository } from '../../repositories/admins.repository.ts';
import { createUsersRepository, type MemberRecord } from '../../repositories/users.repository.ts';
import { UnauthorizedError } from '../../shared/errors.ts';
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

export function registerAuth(app: FastifyInstance, config: Config, db: Db, options: AuthOptions = {}) {
  const signer = createTokenSigner(config.jwtSecret, config.ACCESS_TOKEN_TTL);
  const users = createUsersRepository(db);
  const admins = createAdminsRepository(db);

  async function optionalMember(request: FastifyRequest) {
    const token = bearerToken(request);
    if (!token) return null;
    const id = await signer.verifyAccess(token, 'member');
    // The account must still exist: a deleted member's tokens stop working at once.
    const member = id ? await users.findMember(id) : null;
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
      const id = token ? await signer.verifyAccess(token, 'admin') : null;
      const admin = id ? await admins.findById(id) : null;
      if (!admin) throw new UnauthorizedError('관리자 로그인이 필요해요.');
      return admin;
    },
  };
  app.decorate('auth', auth);
}
