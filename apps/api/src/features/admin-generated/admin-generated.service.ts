import type { generatedItem, generatedList } from '@geulgam/contracts';
import type { z } from 'zod';
import type { Config } from '../../config/env.ts';
import type { Db } from '../../db/client.ts';
import { auditedChange, type AuditedTarget } from '../../repositories/admin-audit.repository.ts';
import { NotFoundError } from '../../shared/errors.ts';
import { proxiedPostImages } from '../../shared/image-urls.ts';
import { paginate, toOffset } from '../../shared/pagination.ts';
import type { CachedViews } from '../../shared/cached-views.ts';
import {
  createAdminGeneratedRepository,
  type GeneratedFilter,
  type GeneratedRow,
} from './admin-generated.repository.ts';

const POST_NOT_FOUND = '생성된 글을 찾을 수 없어요.';
type GeneratedItem = z.infer<typeof generatedItem>;
const postTarget = (adminId: number, id: number): AuditedTarget => ({
  adminId,
  targetType: 'generated_post',
  targetId: id,
  notFound: POST_NOT_FOUND,
});

export function createAdminGeneratedService(db: Db, config: Config, views: CachedViews) {
  const repository = createAdminGeneratedRepository(db);

  function toItem(row: GeneratedRow): GeneratedItem {
    return {
      id: row.id,
      title: row.title,
      content: row.content,
      ...proxiedPostImages(config.publicProxyUrl, row),
      is_active: row.isActive,
      copy_count: row.copyCount,
      created_at: row.createdAt.toISOString(),
      user_email: row.userEmail,
    };
  }

  return {
    async list(filter: GeneratedFilter, page: number, pageSize: number): Promise<z.infer<typeof generatedList>> {
      const { items, total } = await repository.list(
        // Blank filters are no filters (the console trims and omits them too).
        { email: filter.email || undefined, title: filter.title || undefined, isActive: filter.isActive },
        pageSize,
        toOffset(page, pageSize),
      );
      return { data: items.map(toItem), pagination: paginate(page, pageSize, total) };
    },
    async detail(id: number) {
      const row = await repository.find(id);
      if (!row) throw new NotFoundError(POST_NOT_FOUND);
      return { data: toItem(row) };
    },
    /** Hiding is one-way: the post leaves the member's lists and links; there is no un-hide. */
    async hide(adminId: number, id: number) {
      const hidden = await auditedChange(db, postTarget(adminId, id), async (tx) => {
        const repo = createAdminGeneratedRepository(tx);
        const before = await repo.find(id);
        if (!before) return null;
        await repo.hide(id);
        return {
          result: { message: '글을 비공개로 전환했어요.', data: toItem({ ...before, isActive: false }) },
          action: 'generated.hide',
          detail: { was_active: before.isActive, title: before.title },
        };
      });
      // The post leaves its member's lists and badges (whose they were is not worth a query: all members' go).
      views.invalidate('members');
      return hidden;
    },
    async remove(adminId: number, id: number) {
      await auditedChange(db, postTarget(adminId, id), async (tx) => {
        const removed = await createAdminGeneratedRepository(tx).remove(id);
        if (!removed) return null;
        return {
          result: undefined,
          action: 'generated.delete',
          detail: { title: removed.title, user_id: removed.userId },
        };
      });
      views.invalidate('members');
    },
  };
}
