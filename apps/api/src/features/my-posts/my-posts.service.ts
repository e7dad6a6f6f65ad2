import type { MyPostList, PostDetail } from '@geulgam/contracts';
import type { Config } from '../../config/env.ts';
import type { Db } from '../../db/client.ts';
import type { generatedPosts } from '../../db/schema.ts';
import { createMemberPostsRepository } from '../../repositories/member-posts.repository.ts';
import { NotFoundError } from '../../shared/errors.ts';
import { proxiedPostImages } from '../../shared/image-urls.ts';
import { paginate, toOffset } from '../../shared/pagination.ts';
import { createMyPostsRepository } from './my-posts.repository.ts';

const POST_NOT_FOUND = '글을 찾을 수 없어요.';

export function createMyPostsService(db: Db, config: Config) {
  const repository = createMyPostsRepository(db);
  const memberPosts = createMemberPostsRepository(db);

  function toDetail(post: typeof generatedPosts.$inferSelect): PostDetail {
    return {
      id: post.id,
      title: post.title,
      content: post.content,
      ...proxiedPostImages(config.publicProxyUrl, post),
      copy_count: post.copyCount,
      created_at: post.createdAt.toISOString(),
    };
  }

  return {
    async get(userId: number, id: number) {
      const post = await repository.findOwned(userId, id);
      if (!post) throw new NotFoundError(POST_NOT_FOUND);
      return { post, detail: toDetail(post) };
    },
    async markGenerated(userId: number, id: number) {
      if (!(await repository.markGenerated(userId, id))) throw new NotFoundError(POST_NOT_FOUND);
      return { id, is_generated: true as const };
    },
    async copy(userId: number, id: number) {
      const copyCount = await repository.recordCopy(userId, id);
      if (copyCount === null) throw new NotFoundError(POST_NOT_FOUND);
      return { message: '복사 횟수를 기록했어요.', copy_count: copyCount };
    },
    async list(userId: number, page: number, pageSize: number): Promise<MyPostList> {
      const { items, total } = await memberPosts.page(userId, {
        limit: pageSize,
        offset: toOffset(page, pageSize),
        includeHidden: false,
      });
      return {
        data: items.map((p) => ({
          id: p.id,
          title: p.title,
          created_at: p.createdAt.toISOString(),
          copy_count: p.copyCount,
        })),
        pagination: paginate(page, pageSize, total),
      };
    },
    async remove(userId: number, id: number) {
      if (!(await repository.deleteOwned(userId, id))) throw new NotFoundError(POST_NOT_FOUND);
    },
  };
}
