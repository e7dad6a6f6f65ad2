import { categorySchema, type MeResponse, type UserInfo } from '@geulgam/contracts';
import type { Db } from '../../db/client.ts';
import { createUsersRepository, type MemberRecord } from '../../repositories/users.repository.ts';
import { ConflictError, NotFoundError } from '../../shared/errors.ts';
import { memberTag, type CachedViews } from '../../shared/cached-views.ts';
import { friendlyNickname } from './nickname-generator.ts';

const NICKNAME_TAKEN = '이미 사용 중인 닉네임이에요.';
const GENERATION_ATTEMPTS = 8;

function isUniqueViolation(error: unknown): boolean {
  const cause = (error as { cause?: unknown }).cause ?? error;
  return (cause as { code?: string }).code === '23505';
}

function toUserInfo(member: MemberRecord): UserInfo {
  return {
    id: member.id,
    nickname: member.nickname,
    categories: member.categories.map((c) => categorySchema.parse(c)),
    is_onboarded: member.categories.length > 0,
  };
}

export function createAccountService(db: Db, views: CachedViews) {
  async function save(memberId: number, nickname: string | null, categories: string[]): Promise<UserInfo> {
    try {
      await db.transaction(async (tx) => {
        const users = createUsersRepository(tx);
        if (nickname !== null) {
          if (await users.nicknameTaken(nickname, memberId))
            throw new ConflictError(NICKNAME_TAKEN, { nickname: [NICKNAME_TAKEN] });
          await users.setNickname(memberId, nickname);
        }
        await users.replaceInterests(memberId, categories);
      });
      // The cached account (auth plugin) names the nickname and interests.
      views.invalidate(memberTag(memberId));
    } catch (error) {
      if (isUniqueViolation(error)) throw new ConflictError(NICKNAME_TAKEN, { nickname: [NICKNAME_TAKEN] });
      throw error;
    }
    const member = await createUsersRepository(db).findMember(memberId);
    if (!member) throw new NotFoundError('사용자를 찾을 수 없어요.');
    return toUserInfo(member);
  }

  async function uniqueGeneratedNickname(memberId: number): Promise<string> {
    const users = createUsersRepository(db);
    for (let attempt = 0; attempt < GENERATION_ATTEMPTS; attempt += 1) {
      const candidate = friendlyNickname();
      if (!(await users.nicknameTaken(candidate, memberId))) return candidate;
    }
    return `글감러${memberId}`;
  }

  return {
    /** Onboarding: interests, and a nickname (the given one, the current one, or a friendly generated one). */
    async setInterests(member: MemberRecord, input: { categories: string[]; nickname?: string | undefined }) {
      const wanted = input.nickname?.trim() || null;
      const nickname = wanted ?? (member.nickname ? null : await uniqueGeneratedNickname(member.id));
      return save(member.id, nickname, input.categories);
    },
    async update(member: MemberRecord, input: { nickname: string; categories: string[] }) {
      return save(member.id, input.nickname.trim(), input.categories);
    },
    me(member: MemberRecord): MeResponse {
      return {
        message: '사용자 정보를 불러왔어요.',
        data: {
          id: member.id,
          email: member.email,
          nickname: member.nickname,
          provider: member.provider as MeResponse['data']['provider'],
          created_at: member.createdAt.toISOString(),
          categories: member.categories.map((c) => categorySchema.parse(c)),
        },
      };
    },
    async deleteAccount(member: MemberRecord) {
      await db.transaction(async (tx) => {
        if (!(await createUsersRepository(tx).delete(member.id))) throw new NotFoundError('사용자를 찾을 수 없어요.');
      });
      // A deleted member's tokens stop working at once: the auth plugin's cached account goes.
      views.invalidate(memberTag(member.id));
    },
  };
}
