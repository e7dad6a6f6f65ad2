import { z } from 'zod';
import { isoDateTime } from './common.ts';

/*
 * Rewriting part of a post (issue 30, ADR 039): one section with a structured choice, or — when the
 * server has an LLM — a free instruction for one section or the whole post. Each rewrite is a new version;
 * the versions that came from a rewrite make the conversation of the assistant (/chatBot).
 */

/** 다르게, 더 짧게, 더 자세히, 쉬운 말로. */
export const rewriteOperationSchema = z.enum(['different', 'shorter', 'longer', 'plainer']);
export type RewriteOperation = z.infer<typeof rewriteOperationSchema>;

export const REWRITE_OPERATION_LABELS: Record<RewriteOperation, string> = {
  different: '다르게',
  shorter: '더 짧게',
  longer: '더 자세히',
  plainer: '쉬운 말로',
};

/** A free instruction's length limit (characters). */
export const REWRITE_INSTRUCTION_MAX = 200;

/**
 * POST /api/mypage/posts/{id}/rewrite/: `section` is the index of a section among the post's h2/h3 headings
 * (as `sections` of the revisions answer lists them); without it the instruction applies to the whole post.
 * A structured `operation` always names a section; a free `instruction` needs an LLM on the server.
 */
export const rewriteBody = z
  .strictObject({
    section: z.number().int().min(0).max(200).optional(),
    operation: rewriteOperationSchema.optional(),
    instruction: z
      .string()
      .trim()
      .min(1, '요청을 입력해 주세요.')
      .max(REWRITE_INSTRUCTION_MAX, `요청은 ${REWRITE_INSTRUCTION_MAX}자까지 쓸 수 있어요.`)
      .optional(),
  })
  .refine((body) => (body.operation === undefined) !== (body.instruction === undefined), {
    message: '다시 쓰는 방법을 고르거나 요청을 입력해 주세요(둘 중 하나만).',
  })
  .refine((body) => body.operation === undefined || body.section !== undefined, {
    message: '다시 쓸 부분을 골라 주세요.',
    path: ['section'],
  });
export type RewriteBody = z.infer<typeof rewriteBody>;

/** One section as it read before and after a rewrite (plain text, one string per paragraph). */
export const rewriteChange = z.object({
  heading: z.string(),
  before: z.array(z.string()),
  after: z.array(z.string()),
});
export type RewriteChange = z.infer<typeof rewriteChange>;

/** A version that a rewrite made: what was asked, what was done, and the changed sections. */
export const rewriteTurn = z.object({
  post_id: z.number().int(),
  version: z.number().int().positive(),
  created_at: isoDateTime,
  /** The version the rewrite started from (null when that version is gone). */
  from_post_id: z.number().int().nullable(),
  from_version: z.number().int().nullable(),
  operation: rewriteOperationSchema.nullable(),
  instruction: z.string().nullable(),
  /** The section's heading, or null for the whole post. */
  heading: z.string().nullable(),
  /** The assistant's answer: which section, which operation, what changed, in a sentence or two. */
  message: z.string(),
  changes: z.array(rewriteChange),
  /** The keyword's 대표 version right now. */
  representative: z.boolean(),
});
export type RewriteTurn = z.infer<typeof rewriteTurn>;

/** A section of a version that can be rewritten: its index among the post's headings and its heading. */
export const rewriteSection = z.object({ index: z.number().int().nonnegative(), heading: z.string() });
export type RewriteSection = z.infer<typeof rewriteSection>;

/** GET /api/mypage/posts/{id}/revisions/: this version's sections and the conversation of its keyword. */
export const rewriteState = z.object({
  /** Whether free instructions can be sent (an LLM is configured on the server). */
  free_instructions: z.boolean(),
  sections: z.array(rewriteSection),
  /** Every live version of the keyword that a rewrite made, oldest first. */
  turns: z.array(rewriteTurn),
});
export type RewriteState = z.infer<typeof rewriteState>;
