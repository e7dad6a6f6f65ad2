import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  categorySchema,
  type adminKeywordDetail,
  type adminKeywordList,
  type adminKeywordPreview,
} from '@geulgam/contracts';
import type { z } from 'zod';
import type { Config } from '../../config/env.ts';
import type { Db } from '../../db/client.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import {
  auditedChange,
  type AuditedTarget,
  createAdminAuditRepository,
} from '../../repositories/admin-audit.repository.ts';
import type { CachedViews } from '../../shared/cached-views.ts';
import { BadRequestError, NotFoundError, ServiceUnavailableError } from '../../shared/errors.ts';
import { proxiedPostImages } from '../../shared/image-urls.ts';
import { paginate, toOffset } from '../../shared/pagination.ts';
import type { RegenerateJob } from './regenerate.job.ts';
import { createAdminKeywordsRepository, type PreviewPost, type TitleSort } from './admin-keywords.repository.ts';

const KEYWORD_NOT_FOUND = '키워드를 찾을 수 없어요.';
const keywordTarget = (adminId: number, id: number): AuditedTarget => ({
  adminId,
  targetType: 'keyword',
  targetId: id,
  notFound: KEYWORD_NOT_FOUND,
});
/** How often a waiting regeneration call looks for its post. */
const REGENERATE_POLL_MS = 150;
/** Job states in which waiting longer will not bring the post within the bound. */
const NOT_COMING_SOON = new Set(['failed', 'cancelled', 'retry']);

export interface AdminKeywordsDeps {
  db: Db;
  config: Config;
  queue?: JobQueue | undefined;
  regenerateJob: RegenerateJob;
  views: CachedViews;
}

export function createAdminKeywordsService({ db, config, queue, regenerateJob, views }: AdminKeywordsDeps) {
  const repository = createAdminKeywordsRepository(db);
  const articleImages = (images: { url: string }[] | undefined) =>
    proxiedPostImages(config.publicProxyUrl, {
      image1Url: images?.[0]?.url ?? null,
      image2Url: images?.[1]?.url ?? null,
      image3Url: images?.[2]?.url ?? null,
    });
  const postImages = (post: PreviewPost) => proxiedPostImages(config.publicProxyUrl, post);

  /** The post a regeneration stored, once it has; null if it did not within `waitMs` (or will not soon). */
  async function waitForPost(regenerationKey: string, jobId: string, waitMs: number): Promise<number | null> {
    const deadline = Date.now() + waitMs;
    for (;;) {
      const post = await repository.findByRegenerationKey(regenerationKey);
      if (post) return post.id;
      const left = deadline - Date.now();
      if (left <= 0 || !queue) return null;
      if (NOT_COMING_SOON.has((await queue.state(regenerateJob, jobId)) ?? '')) return null;
      await sleep(Math.min(REGENERATE_POLL_MS, left));
    }
  }

  async function existing(id: number) {
    const keyword = await repository.find(id);
    if (!keyword) throw new NotFoundError(KEYWORD_NOT_FOUND);
    return keyword;
  }

  return {
    async list(query: {
      search?: string | undefined;
      sort: TitleSort;
      page: number;
      pageSize: number;
    }): Promise<z.infer<typeof adminKeywordList>> {
      const { items, total } = await repository.list({
        search: query.search || undefined,
        sort: query.sort,
        limit: query.pageSize,
        offset: toOffset(query.page, query.pageSize),
      });
      const ids = items.map((k) => k.id);
      const [sources, posts] = await Promise.all([repository.mainArticles(ids), repository.latestPosts(ids)]);
      return {
        data: items.map((k) => {
          const article = sources.get(k.id);
          const post = posts.get(k.id);
          return {
            id: k.id,
            title: k.title,
            category: categorySchema.parse(k.category),
            is_active: k.isActive,
            created_at: k.createdAt.toISOString(),
            content: article?.body ?? '',
            original_url: article?.url ?? null,
            ...articleImages(article?.images),
            generated_post: post ? { content: post.content } : null,
          };
        }),
        pagination: paginate(query.page, query.pageSize, total),
      };
    },

    async detail(id: number): Promise<z.infer<typeof adminKeywordDetail>> {
      const keyword = await existing(id);
      const [sources, posts] = await Promise.all([repository.mainArticles([id]), repository.latestPosts([id])]);
      const article = sources.get(id);
      const post = posts.get(id);
      return {
        data: {
          id: keyword.id,
          title: keyword.title,
          content: article?.body ?? '',
          original_url: article?.url ?? null,
          article: { content: article?.body ?? '', origin_link: article?.url ?? null },
          ...articleImages(article?.images),
          generated_post: post ? { content: post.content, ...postImages(post) } : null,
          is_active: keyword.isActive,
          created_at: keyword.createdAt.toISOString(),
        },
      };
    },

    async rename(adminId: number, id: number, title: string) {
      const result = await auditedChange(db, keywordTarget(adminId, id), async (tx) => {
        const repo = createAdminKeywordsRepository(tx);
        const before = await repo.find(id);
        if (!before) return null;
        const row = (await repo.rename(id, title))!;
        return {
          result: { data: { id: row.id, title: row.title } },
          action: 'title.update',
          detail: { from: before.title, to: row.title },
        };
      });
      // Titles and visibility are the keyword list's; no member view holds them.
      views.invalidate('keywords');
      return result;
    },

    async toggle(adminId: number, id: number) {
      const result = await auditedChange(db, keywordTarget(adminId, id), async (tx) => {
        const row = await createAdminKeywordsRepository(tx).toggle(id);
        if (!row) return null;
        return {
          result: { data: { id: row.id, title: row.title, is_active: row.isActive } },
          action: 'title.toggle',
          detail: { is_active: row.isActive },
        };
      });
      views.invalidate('keywords');
      return result;
    },

    /** The keyword's latest visible post, or null (the route answers 204). */
    async preview(id: number): Promise<z.infer<typeof adminKeywordPreview> | null> {
      await existing(id);
      const post = (await repository.latestPosts([id])).get(id);
      if (!post) return null;
      return {
        data: {
          title: post.title,
          content: post.content,
          ...postImages(post),
          created_at: post.createdAt.toISOString(),
          copy_count: post.copyCount,
        },
      };
    },

    /**
     * Queues a job that writes a new post for the keyword with the configured provider, then waits for it
     * up to REGENERATE_WAIT_SECONDS: `done` with the post when it finished, else `queued`.
     */
    async regenerate(adminId: number, id: number) {
      await existing(id);
      if ((await repository.articleCount(id)) === 0) {
        throw new BadRequestError('이 키워드에는 아직 기사가 없어 다시 생성할 수 없어요.');
      }
      if (!queue) throw new ServiceUnavailableError('작업 대기열을 사용할 수 없어요. 잠시 후 다시 시도해 주세요.');
      const regenerationKey = randomUUID();
      const jobId = await queue.send(regenerateJob, {
        keyword_id: id,
        regeneration_key: regenerationKey,
        admin_id: adminId,
      });
      await createAdminAuditRepository(db).record({
        adminId,
        action: 'title.regenerate',
        targetType: 'keyword',
        targetId: id,
        detail: { job_id: jobId },
      });
      const postId = await waitForPost(regenerationKey, jobId, config.REGENERATE_WAIT_SECONDS * 1000);
      return postId === null
        ? { data: { status: 'queued' as const, job_id: jobId } }
        : { data: { status: 'done' as const, job_id: jobId, post_id: postId } };
    },
  };
}
