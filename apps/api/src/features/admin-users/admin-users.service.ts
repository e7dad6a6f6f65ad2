import type { adminUserList, userPosts } from '@geulgam/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { createMemberPostsRepository } from '../../repositories/member-posts.repository.ts';
import { NotFoundError } from '../../shared/errors.ts';
import { paginate, toOffset } from '../../shared/pagination.ts';
import { createAdminUsersRepository } from './admin-users.repository.ts';

export function createAdminUsersService(db: Db) {
  const repository = createAdminUsersRepository(db);
  const memberPosts = createMemberPostsRepository(db);

  return {
    async list(page: number, pageSize: number): Promise<z.infer<typeof adminUserList>> {
      const { items, total } = await repository.list(pageSize, toOffset(page, pageSize));
      return {
        data: items.map((u) => ({
          user_id: u.id,
          id: u.id,
          email: u.email,
          provider: u.provider,
          created_at: u.createdAt.toISOString(),
          content_count: Number(u.contentCount),
        })),
        pagination: paginate(page, pageSize, total),
      };
    },
    async posts(userId: number, limit: number, offset: number): Promise<z.infer<typeof userPosts>> {
      const user = await repository.find(userId);
      if (!user) throw new NotFoundError('회원을 찾을 수 없어요.');
      const { items, total, latest } = await memberPosts.page(userId, { limit, offset, includeHidden: true });
      return {
        data: {
          user: { id: user.id, email: user.email, provider: user.provider, created_at: user.createdAt.toISOString() },
          posts: items.map((p) => ({
            id: p.id,
            title: p.title,
            created_at: p.createdAt.toISOString(),
            copy_count: p.copyCount,
          })),
          total_count: total,
          latest_created_at: latest ? new Date(latest).toISOString() : null,
        },
      };
    },
  };
}
