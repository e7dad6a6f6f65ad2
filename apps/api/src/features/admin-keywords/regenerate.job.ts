import { z } from 'zod';
import { defineJob, type JobContext } from '../../jobs/job.ts';
import { type WrittenPost, writtenPostColumns } from '../../shared/written-post-columns.ts';
import { createAdminKeywordsRepository } from './admin-keywords.repository.ts';

export const REGENERATE_JOB_NAME = 'admin-regenerate-post';

export const regeneratePayload = z.object({
  keyword_id: z.number().int().positive(),
  /** Chosen when the admin asks; a retried job finds the post it already stored under this key. */
  regeneration_key: z.uuid(),
  admin_id: z.number().int().positive(),
});
export type RegeneratePayload = z.infer<typeof regeneratePayload>;

/** What the writer hands back for a keyword (not stored yet). */
export type KeywordPost = WrittenPost;

/** Writes a post for a keyword with the configured provider; the writer feature supplies it in the job registry. */
export type KeywordPostWriter = (keywordId: number, seed: string, context: JobContext) => Promise<KeywordPost>;

/** The admin's "regenerate": a new post for the keyword, stored without a member, shown by the preview. */
export function createRegenerateJob(write: KeywordPostWriter) {
  return defineJob({
    name: REGENERATE_JOB_NAME,
    payload: regeneratePayload,
    retryLimit: 2,
    retryDelaySeconds: 30,
    expireInSeconds: 10 * 60,
    async handler(data, context) {
      const repository = createAdminKeywordsRepository(context.database.db);
      const done = await repository.findByRegenerationKey(data.regeneration_key);
      if (done) return { post_id: done.id };
      const post = await write(data.keyword_id, `admin:${data.regeneration_key}`, context);
      const stored = await repository.insertRegenerated({
        userId: null,
        keywordId: data.keyword_id,
        ...writtenPostColumns(post),
        regenerationKey: data.regeneration_key,
      });
      const id = stored?.id ?? (await repository.findByRegenerationKey(data.regeneration_key))?.id ?? null;
      context.logger.info({ keywordId: data.keyword_id, postId: id, adminId: data.admin_id }, 'post regenerated');
      return { post_id: id };
    },
  });
}
export type RegenerateJob = ReturnType<typeof createRegenerateJob>;
